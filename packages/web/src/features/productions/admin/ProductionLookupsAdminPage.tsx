import type { ProductionLookup } from '@newsroom/domain';
import { useMemo, useState, type HTMLAttributes } from 'react';
import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Input,
  Modal,
  Space,
  Table,
  Tag,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { foldForMatch } from '@newsroom/domain';
import { adminListPagination } from '../../../shared/admin';
import { notify, notifyFailure, useMessage } from '../../../shared/notifications';
import { abilityOf, useAuth } from '../../auth';
import {
  createProductionLookup,
  deleteProductionLookup,
  fetchProductionLookups,
  fetchProductionLookupUsage,
  productionKeys,
  updateProductionLookup,
  type ProductionLookupKind,
} from '../api/productionsApi';
import { useProductionEvents } from '../hooks/useProductionEvents';

/** Props of {@link ProductionLookupsAdminPage}. */
export interface ProductionLookupsAdminPageProps {
  kind: ProductionLookupKind;
}

/** Message keys by lookup (`production:types.title`…) and the in-use message (`production:typeInUse`, as the server's 422). */
const KEYS: Record<
  ProductionLookupKind,
  { ns: 'types' | 'resources'; inUse: string; testId: string }
> = {
  production_types: { ns: 'types', inUse: 'typeInUse', testId: 'production-types' },
  production_resources: { ns: 'resources', inUse: 'resourceInUse', testId: 'production-resources' },
};

/**
 * The admin list of production types or production resources (admin areas `productionTypes`,
 * `productionResources`): filter, create, rename, delete — a delete first asks how many
 * productions use the record and refuses while any does (the server refuses too, 422). Changes
 * need ROLE_PRODUCTION_ADMIN; kept live by the `productions` topic.
 */
export function ProductionLookupsAdminPage({ kind }: ProductionLookupsAdminPageProps) {
  const { t } = useTranslation('production');
  const { me } = useAuth();
  const message = useMessage();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const keys = KEYS[kind];
  const level = me ? abilityOf(me, 'production') : 'none';
  const canRead = level !== 'none';
  const canEdit = level === 'admin';
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<{ record: ProductionLookup | null } | null>(null);
  useProductionEvents();

  const list = useQuery({
    queryKey: productionKeys.lookups(kind),
    queryFn: () => fetchProductionLookups(kind),
    enabled: canRead,
    meta: { failureKind: 'load' },
  });
  const rows = useMemo(() => {
    const folded = foldForMatch(filter);
    return (list.data ?? []).filter(
      (record) => !folded || foldForMatch(record.name).includes(folded),
    );
  }, [list.data, filter]);
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: productionKeys.lookups(kind) });

  const remove = useMutation({
    mutationFn: (id: number) => deleteProductionLookup(kind, id),
    meta: { isSilent: true },
    onSuccess: () => {
      void message.success({ content: t('admin.deleted'), key: `${kind}-deleted` });
      refresh();
    },
    onError: (error) => notifyFailure(error, 'delete'),
  });

  const handleDelete = async (record: ProductionLookup) => {
    let usage: number;
    try {
      usage = await fetchProductionLookupUsage(kind, record.id);
    } catch (error) {
      notifyFailure(error, 'delete');
      return;
    }
    if (usage > 0) {
      notify({
        kind: 'warning',
        title: t(keys.inUse),
        description: t('admin.usedBy', { count: usage }),
      });
      return;
    }
    void modal.confirm({
      title: t('admin.deleteConfirm', { name: record.name }),
      okText: t('admin.delete'),
      okButtonProps: {
        danger: true,
        'data-testid': `${keys.testId}-delete-confirm`,
      },
      cancelText: t('common:cancel'),
      onOk: () => remove.mutateAsync(record.id).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<ProductionLookup> = [
    { key: 'name', title: t('admin.name'), dataIndex: 'name' },
    {
      key: 'actions',
      title: t('admin.actions'),
      width: 120,
      render: (_value, record) => (
        <Space>
          <Button
            size="small"
            icon={canEdit ? <EditOutlined /> : <EyeOutlined />}
            aria-label={canEdit ? t('admin.edit') : t('admin.view')}
            onClick={() => setEditing({ record })}
            data-testid={`${keys.testId}-edit-${record.name}`}
          />
          {canEdit && (
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('admin.delete')}
              onClick={() => void handleDelete(record)}
              data-testid={`${keys.testId}-delete-${record.name}`}
            />
          )}
        </Space>
      ),
    },
  ];

  if (!canRead)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('admin.forbidden')}
        data-testid={`${keys.testId}-forbidden`}
      />
    );

  return (
    <Card
      title={t(`${keys.ns}.title`)}
      data-testid={`${keys.testId}-page`}
      extra={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ record: null })}
            data-testid={`${keys.testId}-new`}
          >
            {t(`${keys.ns}.new`)}
          </Button>
        )
      }
    >
      {modalHolder}
      <Flex vertical gap="middle">
        <Input.Search
          allowClear
          placeholder={t('admin.filter')}
          onSearch={(value) => {
            setFilter(value.trim());
            setPage(0);
          }}
          data-testid={`${keys.testId}-filter`}
          className="nrcs-filter-box"
        />
        <Table<ProductionLookup>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          loading={list.isFetching || remove.isPending}
          pagination={adminListPagination(t, page, rows.length)}
          onChange={(next) => setPage((next.current ?? 1) - 1)}
          onRow={(record) =>
            ({ 'data-testid': `${keys.testId}-row-${record.name}` }) as HTMLAttributes<HTMLElement>
          }
          data-testid={`${keys.testId}-table`}
        />
        {list.isError && <Alert type="error" showIcon title={t('error:loadFailed')} />}
      </Flex>
      {editing && (
        <LookupNameModal
          kind={kind}
          record={editing.record}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
    </Card>
  );
}

interface LookupNameModalProps {
  kind: ProductionLookupKind;
  record: ProductionLookup | null;
  canEdit: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or renames one type or resource (name: 1..120 characters). */
function LookupNameModal({ kind, record, canEdit, onClose, onSaved }: LookupNameModalProps) {
  const { t } = useTranslation('production');
  const message = useMessage();
  const [form] = Form.useForm<{ name: string }>();
  const keys = KEYS[kind];
  const save = useMutation({
    mutationFn: (name: string) =>
      record
        ? updateProductionLookup(kind, record.id, name, record.version)
        : createProductionLookup(kind, name),
    meta: { isSilent: true },
    onSuccess: () => {
      void message.success({ content: t('admin.saved'), key: `${kind}-saved` });
      onSaved();
      onClose();
    },
    onError: (error) => notifyFailure(error, record ? 'update' : 'create'),
  });
  return (
    <Modal
      open
      title={t(record ? `${keys.ns}.edit` : `${keys.ns}.new`)}
      onCancel={onClose}
      okText={t('admin.save')}
      cancelText={t('common:cancel')}
      okButtonProps={{
        disabled: !canEdit,
        loading: save.isPending,
        'data-testid': `${keys.testId}-save`,
      }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: record?.name ?? '' }}
        onFinish={(values) => save.mutate(values.name.trim())}
        disabled={!canEdit}
        data-testid={`${keys.testId}-form`}
      >
        <Form.Item
          name="name"
          label={t('admin.name')}
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            { max: 120, message: t('validation:maxChars', { count: 120 }) },
          ]}
        >
          <Input maxLength={120} data-testid={`${keys.testId}-name`} />
        </Form.Item>
        {record?.excluded && <Tag>{t('admin.excluded')}</Tag>}
      </Form>
    </Modal>
  );
}
