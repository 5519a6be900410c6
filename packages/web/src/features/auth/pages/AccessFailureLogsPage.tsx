import { useState } from 'react';
import {
  Card,
  Flex,
  Input,
  Table,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@newsroom/domain';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
import { accessLogsKey, fetchAccessFailureLogs, type AccessFailureLog } from '../api/accessLogsApi';

/** Admin "access-failure logs": refused logins, filtered and paged by the server. */
export function AccessFailureLogsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const query = { filter, page, size: DEFAULT_PAGE_SIZE };
  const logs = useQuery({
    queryKey: accessLogsKey(query),
    queryFn: () => fetchAccessFailureLogs(query),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const locale = currentLocale();

  const columns: TableColumnsType<AccessFailureLog> = [
    {
      key: 'createdAt',
      title: t('admin:accessLogs.date'),
      dataIndex: 'createdAt',
      width: 180,
      render: (value: string) => formatDateTime(new Date(value), locale),
    },
    { key: 'username', title: t('admin:accessLogs.username'), dataIndex: 'username' },
    { key: 'ip', title: t('admin:accessLogs.ip'), dataIndex: 'ip', width: 160 },
    {
      key: 'reason',
      title: t('admin:accessLogs.reason'),
      dataIndex: 'reason',
      render: (value: string | null | undefined) =>
        (value && t(`admin:accessLogs.reasons.${value}`, { defaultValue: value })) || '',
    },
    {
      key: 'userAgent',
      title: t('admin:accessLogs.userAgent'),
      dataIndex: 'userAgent',
      ellipsis: true,
    },
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

  const handleTableChange = (next: TablePaginationConfig) => setPage((next.current ?? 1) - 1);

  return (
    <Card title={t('menu:adminAreas.accessFailureLogs')} data-testid="access-logs">
      <Flex vertical gap="middle">
        <Input.Search
          allowClear
          placeholder={t('admin:accessLogs.filterPlaceholder')}
          onSearch={handleSearch}
          data-testid="access-logs-filter"
          className="nrcs-filter-box"
        />
        <Table<AccessFailureLog>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={logs.data?.data ?? []}
          loading={logs.isFetching}
          pagination={pagination}
          onChange={handleTableChange}
          data-testid="access-logs-table"
        />
        {logs.isError && <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>}
      </Flex>
    </Card>
  );
}
