import { useState } from 'react';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTextVehicle, vehicleKindSchema } from '@newsroom/domain';
import {
  adminActionsColumn,
  AdminListLayout,
  useAdminDelete,
  useAdminList,
} from '../../../shared/admin';
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
  const ns = config.entity;
  const [editing, setEditing] = useState<Editing>(null);
  const records = useAdminList<LookupRecord>({
    queryKey: (query) => lookupPageKey(config, query),
    queryFn: (query) => fetchLookupPage(config, query),
    live: {
      topic: config.topic,
      entity: config.entity,
      queryKey: lookupPagesKey(config),
      toRow: (data) => {
        const parsed = config.recordSchema.safeParse(data);
        return parsed.success ? parsed.data : null;
      },
    },
  });
  const { remove } = useLookupMutations(config);

  const handleDelete = useAdminDelete(remove, {
    content: t('companyData:deleted'),
    key: `${ns}-deleted`,
  });

  const columns: TableColumnsType<LookupRecord> = [
    { key: 'name', title: t(`${ns}:fields.name`), dataIndex: 'name' },
    ...config.columns.map((column) => ({
      key: column.field,
      title: t(`${ns}:fields.${column.field}`),
      width: column.width,
      render: (_value: unknown, record: LookupRecord) => <Cell column={column} record={record} />,
    })),
    adminActionsColumn<LookupRecord>({
      title: t('companyData:actions'),
      width: 120,
      canEdit,
      canDelete: canEdit,
      labels: {
        edit: t(`${ns}:edit`),
        view: t('companyData:view'),
        delete: t('companyData:delete'),
      },
      confirmTitle: (record) => t('companyData:deleteConfirm', { name: record.name }),
      testId: 'lookup',
      onEdit: (record) => setEditing({ record }),
      onDelete: handleDelete,
    }),
  ];

  return (
    <AdminListLayout<LookupRecord>
      state={records}
      title={t(`${ns}:title`)}
      canCreate={canEdit}
      createLabel={t(`${ns}:new`)}
      onCreate={() => setEditing({ record: null })}
      filterPlaceholder={t(`${ns}:filterPlaceholder`)}
      columns={columns}
      isBusy={remove.isPending}
      testIds={{
        page: `lookup-page-${ns}`,
        create: `lookup-new-${ns}`,
        filter: `lookup-filter-${ns}`,
        table: `lookup-table-${ns}`,
        row: (record) => `lookup-row-${record.name}`,
      }}
    >
      {editing && (
        <LookupFormModal
          config={config}
          record={editing.record}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminListLayout>
  );
}
