import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@newsroom/domain';
import { FilteredTableCard, usePagedQuery } from '../../../shared/admin';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
import { accessLogsKey, fetchAccessFailureLogs, type AccessFailureLog } from '../api/accessLogsApi';

/** Admin "access-failure logs": refused logins, filtered and paged by the server. */
export function AccessFailureLogsPage() {
  const { t } = useTranslation();
  const logs = usePagedQuery(({ filter, page }) => {
    const query = { filter, page, size: DEFAULT_PAGE_SIZE };
    return { queryKey: accessLogsKey(query), queryFn: () => fetchAccessFailureLogs(query) };
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

  return (
    <FilteredTableCard<AccessFailureLog>
      title={t('menu:adminAreas.accessFailureLogs')}
      testId="access-logs"
      filterPlaceholder={t('admin:accessLogs.filterPlaceholder')}
      onSearch={logs.handleSearch}
      filterTestId="access-logs-filter"
      table={{
        columns,
        dataSource: logs.list.data?.data ?? [],
        loading: logs.list.isFetching,
        pagination: logs.pagination,
        onChange: logs.handlePageChange,
      }}
      tableTestId="access-logs-table"
      isError={logs.list.isError}
    />
  );
}
