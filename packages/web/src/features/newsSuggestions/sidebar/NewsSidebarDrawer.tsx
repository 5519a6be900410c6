import { Button, Drawer, Empty, Flex, List, Typography } from 'antd';
import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canWriteIn, useAuth } from '../../auth';
import { fetchNewsPage, newsKeys, type NewsPageQuery } from '../api/newsSuggestionsApi';
import { useMarkUsed } from '../hooks/useMarkUsed';
import { useNewsLive } from '../hooks/useNewsLive';

/** The sidebar shows the newest unused suggestions: page 0 of the unused filter. */
const SIDEBAR_QUERY: NewsPageQuery = { filter: 'unused', page: 0 };

/** Props of {@link NewsSidebarDrawer}. */
export interface NewsSidebarDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The news sidebar (spec 3 §2 "news sidebar (toggle, refresh)"): the newest unused suggestions,
 * live, with a refresh; agency writers mark one used, which takes it off the list.
 */
export function NewsSidebarDrawer({ open, onClose }: NewsSidebarDrawerProps) {
  const { t } = useTranslation('newsSuggestions');
  const { me } = useAuth();
  const canWrite = canWriteIn(me, 'agency');
  const markUsed = useMarkUsed();
  useNewsLive();
  const list = useQuery({
    queryKey: newsKeys.page(SIDEBAR_QUERY),
    queryFn: () => fetchNewsPage(SIDEBAR_QUERY),
    enabled: open,
  });
  const suggestions = list.data?.data ?? [];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      mask={false}
      title={t('sidebar.title')}
      extra={
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void list.refetch()}
          loading={list.isFetching}
          aria-label={t('sidebar.refresh')}
          title={t('sidebar.refresh')}
          data-testid="news-sidebar-refresh"
        />
      }
      data-testid="news-sidebar"
    >
      {!list.isLoading && suggestions.length === 0 ? (
        <Empty description={t('sidebar.empty')} />
      ) : (
        <List
          loading={list.isLoading}
          dataSource={suggestions}
          renderItem={(suggestion) => (
            <List.Item
              data-testid="news-sidebar-item"
              actions={
                canWrite
                  ? [
                      <Button
                        key="used"
                        size="small"
                        icon={<CheckOutlined />}
                        onClick={() => markUsed.mutate({ id: suggestion.id, used: true })}
                        data-testid="news-sidebar-used"
                      >
                        {t('sidebar.markUsed')}
                      </Button>,
                    ]
                  : []
              }
            >
              <Flex vertical gap={2}>
                <Typography.Text strong>{suggestion.slug}</Typography.Text>
                <Typography.Paragraph
                  ellipsis={{ rows: 2 }}
                  type="secondary"
                  className="nrcs-block-gap"
                >
                  {suggestion.lead}
                </Typography.Paragraph>
                {suggestion.link ? (
                  <Typography.Link href={suggestion.link} target="_blank" rel="noopener noreferrer">
                    {suggestion.source || suggestion.link}
                  </Typography.Link>
                ) : (
                  suggestion.source && (
                    <Typography.Text type="secondary">{suggestion.source}</Typography.Text>
                  )
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
