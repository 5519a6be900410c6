import { useState } from 'react';
import { Select, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@newsroom/domain';
import { createdAtColumn, FilteredTableCard, usePagedQuery } from '../../../shared/admin';
import {
  AUDIT_ENTITY_TYPES_KEY,
  auditKey,
  fetchAuditEntityTypes,
  fetchAuditLogs,
  type AuditEntry,
} from '../api/auditApi';
import { AuditChanges } from '../components/AuditChanges';

/** Admin "logs": the audit log of administrative changes, filtered and paged by the server. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const [entityType, setEntityType] = useState('');
  const logs = usePagedQuery(({ filter, page }) => {
    const query = { filter, entityType, page, size: DEFAULT_PAGE_SIZE };
    return { queryKey: auditKey(query), queryFn: () => fetchAuditLogs(query) };
  });
  const entityTypes = useQuery({
    queryKey: AUDIT_ENTITY_TYPES_KEY,
    queryFn: fetchAuditEntityTypes,
    meta: { failureKind: 'load' },
  });
  const typeLabel = (type: string) => t(`audit:entityTypes.${type}`, { defaultValue: type });

  const columns: TableColumnsType<AuditEntry> = [
    createdAtColumn(t('audit:when')),
    { key: 'actor', title: t('audit:who'), dataIndex: 'actorNickname', width: 160 },
    { key: 'ip', title: t('audit:ip'), dataIndex: 'ip', width: 150 },
    {
      key: 'action',
      title: t('audit:action'),
      dataIndex: 'action',
      width: 150,
      render: (value: string) => t(`audit:actions.${value}`, { defaultValue: value }),
    },
    {
      key: 'entity',
      title: t('audit:entity'),
      dataIndex: 'entityType',
      width: 170,
      render: (value: string, entry) =>
        entry.entityId ? `${typeLabel(value)} #${entry.entityId}` : typeLabel(value),
    },
    { key: 'label', title: t('audit:label'), dataIndex: 'label', ellipsis: true },
  ];

  const handleEntityType = (value: string | undefined) => {
    setEntityType(value ?? '');
    logs.restart();
  };

  return (
    <FilteredTableCard<AuditEntry>
      title={t('audit:title')}
      testId="audit-log"
      filterPlaceholder={t('audit:filterPlaceholder')}
      filterTestId="audit-filter"
      filters={
        <Select
          allowClear
          placeholder={t('audit:entityTypeFilter')}
          value={entityType || undefined}
          onChange={handleEntityType}
          options={(entityTypes.data ?? []).map((type) => ({
            value: type,
            label: typeLabel(type),
          }))}
          style={{ minWidth: 200 }}
          data-testid="audit-entity-type"
        />
      }
      state={logs}
      table={{
        columns,
        expandable: { expandedRowRender: (entry) => <AuditChanges details={entry.details} /> },
      }}
      tableTestId="audit-table"
    />
  );
}
