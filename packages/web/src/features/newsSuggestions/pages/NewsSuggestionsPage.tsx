import { useState } from 'react';
import { Alert, Button, Card, Flex, Popconfirm, Segmented } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NewsSuggestion } from '@newsroom/domain';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { abilityOf, canWriteIn, useAuth } from '../../auth';
import { deleteNews, fetchNewsPage, newsKeys, type NewsFilter } from '../api/newsSuggestionsApi';
import { useNewsLive } from '../hooks/useNewsLive';
import { NewsSuggestionModal } from '../list/NewsSuggestionModal';
import { NewsTable } from '../list/NewsTable';

const FILTERS: NewsFilter[] = ['all', 'unused', 'used'];

/**
 * News suggestions (main area `newsSuggestions`, spec 3 §3): every suggestion newest first, 25 a
 * page, filtered by use, live. Agency writers create, edit, mark used and delete; suggestions in
 * use are kept by the server and the user is told so (spec 3 §5).
 */
export function NewsSuggestionsPage() {
  const { t } = useTranslation('newsSuggestions');
  const { me } = useAuth();
  if (!me || abilityOf(me, 'agency') === 'none')
    return <Alert type="warning" showIcon title={t('forbidden')} data-testid="news-forbidden" />;
  return <NewsSuggestionsList canWrite={canWriteIn(me, 'agency')} />;
}

function NewsSuggestionsList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation('newsSuggestions');
  const message = useMessage();
  const queryClient = useQueryClient();
  useNewsLive();
  const [filter, setFilter] = useState<NewsFilter>('all');
  const [page, setPage] = useState(0);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  // Nothing, a new suggestion (null) or the suggestion edited.
  const [editing, setEditing] = useState<{ suggestion: NewsSuggestion | null } | null>(null);
  const query = { filter, page };
  const list = useQuery({
    queryKey: newsKeys.page(query),
    queryFn: () => fetchNewsPage(query),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: deleteNews,
    meta: { isSilent: true },
    onSuccess: ({ deletedIds }, asked) => {
      setSelectedIds((ids) => ids.filter((id) => !deletedIds.includes(id)));
      void queryClient.invalidateQueries({ queryKey: newsKeys.all });
      if (deletedIds.length < asked.length)
        void message.warning({ content: t('agency:newsInUse'), key: 'news-in-use' });
      else void message.success({ content: t('deleted', { count: deletedIds.length }) });
    },
    onError: (error) => notifyFailure(error, 'delete'),
  });

  return (
    <Card title={t('title')} data-testid="news-page">
      <Flex vertical gap="middle">
        <Flex gap="small" wrap justify="space-between">
          <Segmented<NewsFilter>
            value={filter}
            options={FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
            onChange={(value) => {
              setFilter(value);
              setPage(0);
              setSelectedIds([]);
            }}
            data-testid="news-filter"
          />
          {canWrite && (
            <Flex gap="small">
              <Popconfirm
                title={t('deleteConfirm', { count: selectedIds.length })}
                onConfirm={() => remove.mutate(selectedIds)}
                okButtonProps={{ danger: true }}
                disabled={selectedIds.length === 0}
              >
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  disabled={selectedIds.length === 0}
                  loading={remove.isPending}
                  data-testid="news-delete"
                >
                  {t('delete')}
                </Button>
              </Popconfirm>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ suggestion: null })}
                data-testid="news-new"
              >
                {t('new')}
              </Button>
            </Flex>
          )}
        </Flex>
        <NewsTable
          result={list.data}
          isFetching={list.isFetching}
          page={page}
          onPageChange={setPage}
          canWrite={canWrite}
          selectedIds={selectedIds}
          onSelect={setSelectedIds}
          onEdit={(suggestion) => setEditing({ suggestion })}
        />
      </Flex>
      {editing && (
        <NewsSuggestionModal suggestion={editing.suggestion} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
