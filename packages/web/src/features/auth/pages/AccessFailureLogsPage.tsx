import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '@newsroom/domain';
import { createdAtColumn, FilteredTableCard, usePagedQuery } from '../../../shared/admin';
import { accessLogsKey, fetchAccessFailureLogs, type AccessFailureLog } from '../api/accessLogsApi';

/** Admin "access-failure logs": refused logins, filtered and paged by the server. */
export function AccessFailureLogsPage() {
  const { t } = useTranslation();
  const logs = usePagedQuery(({ filter, page }) => {
    const query = { filter, page, size: DEFAULT_PAGE_SIZE };
    return { queryKey: accessLogsKey(query), queryFn: () => fetchAccessFailureLogs(query) };
  });

  const columns: TableColumnsType<AccessFailureLog> = [
    createdAtColumn(t('admin:accessLogs.date')),
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
      filterTestId="access-logs-filter"
      state={logs}
      table={{ columns }}
      tableTestId="access-logs-table"
    />
  );
}
