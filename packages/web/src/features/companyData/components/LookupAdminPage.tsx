import { useEffect, useState, type HTMLAttributes } from 'react';
import {
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, isTextVehicle, vehicleKindSchema } from '@newsroom/domain';
import { useLiveAdminList } from '../../../shared/admin';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { fetchLookupPage, lookupPageKey, lookupPagesKey } from '../api/lookupsApi';
import { useLookupMutations } from '../hooks/useLookupMutations';
import type { LookupColumn, LookupPageConfig, LookupRecord } from '../lookups/lookupConfigs';
import { ColourSwatch } from './ColourSwatch';
import { LookupFormModal } from './LookupFormModal';
import { TypeTag } from './TypeTag';
import '../companyData.css';

/** Props of {@link LookupAdminPage}. */
export interface LookupAdminPageProps {
  config: LookupPageConfig;
  /** ROLE_ADMIN_WRITE: create, edit and delete; otherwise read-only. */
  canEdit: boolean;
}

/** What the form is showing: nothing, a new record, or one record. */
type Editing = { record: LookupRecord | null } | null;

/** One cell of a configured column. */
function Cell({ column, record }: { column: LookupColumn; record: LookupRecord }) {
  const { t } = useTranslation();
  const value = (record as LookupRecord & Record<string, unknown>)[column.field];
  const text = typeof value === 'string' ? value : '';
  switch (column.kind) {
    case 'typeTag':
      return (
        <TypeTag
          abbreviation={text}
          color={String((record as LookupRecord & Record<string, unknown>).color ?? '')}
        />
      );
    case 'colour':
      return <ColourSwatch value={text} />;
    case 'vehicleKind': {
      const kind = vehicleKindSchema.safeParse(text);
      if (!kind.success) return <>{text}</>;
      return (
        <Space size={4}>
          <Tag>{t(`vehicle:kinds.${kind.data}`)}</Tag>
          {isTextVehicle(kind.data) && (
            <Typography.Text type="secondary">{t('vehicle:text')}</Typography.Text>
          )}
        </Space>
      );
    }
    case 'text':
      return <>{text}</>;
  }
}

/**
 * The admin page of one company-data entity (types, vehicles, editorials, classifications,
 * branches): paged list with filter, form, delete; kept live from the entity's topic (spec 3 §4).
 */
export function LookupAdminPage({ config, canEdit }: LookupAdminPageProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const ns = config.entity;
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const query = { filter, page };
  const records = useQuery({
    queryKey: lookupPageKey(config, query),
    queryFn: () => fetchLookupPage(config, query),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const { remove } = useLookupMutations(config);
  useLiveAdminList<LookupRecord>({
    topic: config.topic,
    entity: config.entity,
    queryKey: lookupPagesKey(config),
    toRow: (data) => {
      const parsed = config.recordSchema.safeParse(data);
      return parsed.success ? parsed.data : null;
    },
  });

  // A removal that empties the last page goes back one page.
  const isEmptyPage = records.data !== undefined && records.data.data.length === 0;
  useEffect(() => {
    if (isEmptyPage && page > 0) setPage(page - 1);
  }, [isEmptyPage, page]);

  const handleDelete = (record: LookupRecord) =>
    remove.mutate(record.id, {
      onSuccess: () =>
        void message.success({ content: t('companyData:deleted'), key: `${ns}-deleted` }),
      onError: (error) => notifyFailure(error, 'delete'),
    });

  const columns: TableColumnsType<LookupRecord> = [
    { key: 'name', title: t(`${ns}:fields.name`), dataIndex: 'name' },
    ...config.columns.map((column) => ({
      key: column.field,
      title: t(`${ns}:fields.${column.field}`),
      width: column.width,
      render: (_value: unknown, record: LookupRecord) => <Cell column={column} record={record} />,
    })),
    {
      key: 'actions',
      title: t('companyData:actions'),
      width: 120,
      render: (_value, record) => (
        <Space>
          <Button
            size="small"
            icon={canEdit ? <EditOutlined /> : <EyeOutlined />}
            aria-label={canEdit ? t(`${ns}:edit`) : t('companyData:view')}
            onClick={() => setEditing({ record })}
            data-testid={`lookup-edit-${record.name}`}
          />
          {canEdit && (
            <Popconfirm
              title={t('companyData:deleteConfirm', { name: record.name })}
              okText={t('companyData:delete')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'lookup-delete-confirm' }}
              onConfirm={() => handleDelete(record)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('companyData:delete')}
                data-testid={`lookup-delete-${record.name}`}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const pagination: TablePaginationConfig = {
    current: page + 1,
    pageSize: DEFAULT_PAGE_SIZE,
    total: records.data?.total ?? 0,
    showQuickJumper: true,
    showSizeChanger: false,
    showTotal: (total, [from, to]) => t('common:pagination.range', { from, to, total }),
  };

  const handleSearch = (value: string) => {
    setFilter(value.trim());
    setPage(0);
  };

  return (
    <Card
      title={t(`${ns}:title`)}
      data-testid={`lookup-page-${ns}`}
      extra={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ record: null })}
            data-testid={`lookup-new-${ns}`}
          >
            {t(`${ns}:new`)}
          </Button>
        )
      }
    >
      <Flex vertical gap="middle">
        <Input.Search
          allowClear
          placeholder={t(`${ns}:filterPlaceholder`)}
          onSearch={handleSearch}
          data-testid={`lookup-filter-${ns}`}
          className="nrcs-filter-box"
        />
        <Table<LookupRecord>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={records.data?.data ?? []}
          loading={records.isFetching || remove.isPending}
          pagination={pagination}
          onChange={(next) => setPage((next.current ?? 1) - 1)}
          onRow={(record) =>
            ({ 'data-testid': `lookup-row-${record.name}` }) as HTMLAttributes<HTMLElement>
          }
          data-testid={`lookup-table-${ns}`}
        />
        {records.isError && (
          <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>
        )}
      </Flex>
      {editing && (
        <LookupFormModal
          config={config}
          record={editing.record}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
