import { Empty, Flex, List, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/i18n/dateFormat';
import { fetchRemoteNotices, remoteKeys } from '../api/remoteApi';
import { RemoteFailure } from './RemoteFailure';

/** The branch's newest notices, read-only (they are newsroom-wide there, of no one day). */
export function RemoteNoticesList({ branchId }: { branchId: number }) {
  const { t } = useTranslation(['remote', 'notice']);
  const locale = currentLocale();
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
          <List.Item.Meta
            title={
              <Flex gap="small" align="center">
                {notice.urgent && <Tag color="red">{t('notice:banner.urgent')}</Tag>}
                <Typography.Text type="secondary">
                  {t('notice:byAt', {
                    name: notice.authorName,
                    at: formatDateTime(new Date(notice.createdAt), locale),
                  })}
                </Typography.Text>
              </Flex>
            }
            description={
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{notice.text}</Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  );
}
