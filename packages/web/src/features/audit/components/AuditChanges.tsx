import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changesOf, formatChangeValue, type FieldChangeRow } from './auditChanges';

/** Props of {@link AuditChanges}. */
export interface AuditChangesProps {
  details: unknown;
}

/** The changed fields of an audit entry, before and after. */
export function AuditChanges({ details }: AuditChangesProps) {
  const { t } = useTranslation();
  const rows = changesOf(details);
  if (!rows) return <Typography.Text type="secondary">{t('audit:noChanges')}</Typography.Text>;
  return (
    <Table<FieldChangeRow>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      data-testid="audit-changes"
      columns={[
        { key: 'field', title: t('audit:field'), dataIndex: 'field', width: 200 },
        {
          key: 'before',
          title: t('audit:before'),
          dataIndex: 'before',
          render: (value: unknown) => formatChangeValue(value),
        },
        {
          key: 'after',
          title: t('audit:after'),
          dataIndex: 'after',
          render: (value: unknown) => formatChangeValue(value),
        },
      ]}
    />
  );
}
