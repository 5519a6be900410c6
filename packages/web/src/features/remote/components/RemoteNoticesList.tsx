import { Empty, List } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchRemoteNotices, remoteKeys } from '../api/remoteApi';
import { NoticeMeta } from '../../notices';
import { RemoteFailure } from './RemoteFailure';

/** The branch's newest notices, read-only (they are newsroom-wide there, of no one day). */
export function RemoteNoticesList({ branchId }: { branchId: number }) {
  const { t } = useTranslation(['remote', 'notice']);
  const notices = useQuery({
    queryKey: remoteKeys.notices(branchId),
    queryFn: () => fetchRemoteNotices(branchId),
    retry: false,
  });
  if (notices.isError) return <RemoteFailure error={notices.error} />;
  return (
    <List
      size="small"
      loading={notices.isPending}
      dataSource={notices.data ?? []}
      locale={{ emptyText: <Empty description={t('notice:drawer.empty')} /> }}
      data-testid="remote-notices"
      renderItem={(notice) => (
        <List.Item data-testid={`remote-notice-${notice.id}`}>
          <NoticeMeta notice={notice} />
        </List.Item>
      )}
    />
  );
}
