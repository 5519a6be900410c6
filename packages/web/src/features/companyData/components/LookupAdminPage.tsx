import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { isTextVehicle, vehicleKindSchema } from '@newsroom/domain';
import { AdminRecordList, adminRecordWords, useAdminList } from '../../../shared/admin';
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

  const columns: TableColumnsType<LookupRecord> = [
    { key: 'name', title: t(`${ns}:fields.name`), dataIndex: 'name' },
    ...config.columns.map((column) => ({
      key: column.field,
      title: t(`${ns}:fields.${column.field}`),
      width: column.width,
      render: (_value: unknown, record: LookupRecord) => <Cell column={column} record={record} />,
    })),
  ];

  return (
    <AdminRecordList<LookupRecord>
      state={records}
      words={{
        ...adminRecordWords(t, ns),
        // Company data share the words of their actions and deletion.
        actions: t('companyData:actions'),
        view: t('companyData:view'),
        delete: t('companyData:delete'),
        deleteConfirm: (name) => t('companyData:deleteConfirm', { name }),
        deleted: t('companyData:deleted'),
      }}
      columns={columns}
      canEdit={canEdit}
      canDelete={canEdit}
      remove={remove}
      deletedKey={`${ns}-deleted`}
      testIds={{
        page: `lookup-page-${ns}`,
        create: `lookup-new-${ns}`,
        filter: `lookup-filter-${ns}`,
        table: `lookup-table-${ns}`,
        row: (record) => `lookup-row-${record.name}`,
      }}
      actionTestId="lookup"
      form={(record, onClose) => (
        <LookupFormModal config={config} record={record} canEdit={canEdit} onClose={onClose} />
      )}
    />
  );
}
