import { useState } from 'react';
import {
  Card,
  Flex,
  Input,
  Select,
  Table,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@newsroom/domain';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
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
  const [filter, setFilter] = useState('');
  const [entityType, setEntityType] = useState('');
  const [page, setPage] = useState(0);
  const query = { filter, entityType, page, size: DEFAULT_PAGE_SIZE };
  const logs = useQuery({
    queryKey: auditKey(query),
    queryFn: () => fetchAuditLogs(query),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const entityTypes = useQuery({
    queryKey: AUDIT_ENTITY_TYPES_KEY,
    queryFn: fetchAuditEntityTypes,
    meta: { failureKind: 'load' },
  });
  const locale = currentLocale();
  const typeLabel = (type: string) => t(`audit:entityTypes.${type}`, { defaultValue: type });

  const columns: TableColumnsType<AuditEntry> = [
    {
      key: 'createdAt',
      title: t('audit:when'),
      dataIndex: 'createdAt',
      width: 180,
      render: (value: string) => formatDateTime(new Date(value), locale),
    },
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

  const pagination: TablePaginationConfig = {
    current: page + 1,
    pageSize: DEFAULT_PAGE_SIZE,
    total: logs.data?.total ?? 0,
    showQuickJumper: true,
    showSizeChanger: false,
    showTotal: (total, [from, to]) => t('common:pagination.range', { from, to, total }),
  };

  const handleSearch = (value: string) => {
    setFilter(value.trim());
    setPage(0);
  };

  const handleEntityType = (value: string | undefined) => {
    setEntityType(value ?? '');
    setPage(0);
  };

  const handleTableChange = (next: TablePaginationConfig) => setPage((next.current ?? 1) - 1);

  return (
    <Card title={t('audit:title')} data-testid="audit-log">
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Input.Search
            allowClear
            placeholder={t('audit:filterPlaceholder')}
            onSearch={handleSearch}
            data-testid="audit-filter"
            className="nrcs-filter-box"
          />
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
        </Flex>
        <Table<AuditEntry>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={logs.data?.data ?? []}
          loading={logs.isFetching}
          pagination={pagination}
          onChange={handleTableChange}
          expandable={{ expandedRowRender: (entry) => <AuditChanges details={entry.details} /> }}
          data-testid="audit-table"
        />
        {logs.isError && <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>}
      </Flex>
    </Card>
  );
}
