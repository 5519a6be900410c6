import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Space,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import { EyeOutlined, UndoOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, type Area, type Paged } from '@newsroom/domain';
import { canWriteIn, useAuth } from '../../auth';
import { PostsTopicListener } from '../../posts';
import { useAccessiblePrograms } from '../../programs';
import { ReportsTopicListener } from '../../reports';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
import { useMessage } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import {
  dateColumn,
  indexedRowAttributes,
  indexedRowKey,
  kindColumn,
  programsColumn,
  SearchHitDrawer,
  SearchKindsSelect,
} from '../../../shared/search';
import {
  fetchTrash,
  restoreTrashItem,
  TRASH_KINDS,
  trashKeys,
  type TrashKind,
  type TrashRow,
} from '../api/trashApi';

/** The area whose write role restores each kind (the restore calls' own rule). */
const KIND_AREAS: Record<TrashKind, Area> = {
  assignments: 'assignment',
  contacts: 'contact',
  newsreports: 'news_report',
  posts: 'post',
  productions: 'production',
  reports: 'report',
  stories: 'story',
};

/** The cached trash pages without `item` (a restore answered: it is no longer excluded). */
function withoutItem(page: Paged<TrashRow> | undefined, item: TrashRow) {
  if (!page) return page;
  const data = page.data.filter((row) => row.kind !== item.kind || row.id !== item.id);
  if (data.length === page.data.length) return page;
  return { ...page, data, total: Math.max(0, page.total - 1) };
}

/**
 * The trash (`/main?area=trash`, issue 8): the excluded documents of every kind the user may
 * read, newest excluded first, filtered by kind and text, 25 a page. Each row shows when the
 * retention cleanup purges it (or that it is kept), opens in the side drawer viewer, and can be
 * restored after confirming by users who may write its kind. Restores and deletions anywhere
 * (events of the kinds' topics) reload the list.
 */
export function TrashPage() {
  const { t } = useTranslation('trash');
  const { me } = useAuth();
  const message = useMessage();
  const queryClient = useQueryClient();
  const programs = useAccessiblePrograms();
  const [kinds, setKinds] = useState<TrashKind[]>([]);
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [viewed, setViewed] = useState<TrashRow | null>(null);
  const locale = currentLocale();

  const query = { kinds, q: text, page, size: DEFAULT_PAGE_SIZE };
  const trash = useQuery({
    queryKey: trashKeys.page(query),
    queryFn: ({ signal }) => fetchTrash(query, signal),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });

  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trashKeys.all }),
    [queryClient],
  );
  useKindTopics(refresh);

  const restore = useMutation({
    mutationFn: (item: TrashRow) => restoreTrashItem(item),
    meta: { failureKind: 'actionFailed' },
    onSuccess: (_, item) => {
      queryClient.setQueriesData<Paged<TrashRow>>({ queryKey: trashKeys.all }, (cached) =>
        withoutItem(cached, item),
      );
      if (viewed?.kind === item.kind && viewed.id === item.id) setViewed(null);
      void message.success({
        content: t('restored', { title: item.title }),
        key: 'trash-restored',
      });
      refresh();
    },
  });

  const programNames = useMemo(
    () => new Map((programs.data ?? []).map((program) => [program.id, program.name])),
    [programs.data],
  );
  const canRestore = (kind: TrashKind) => canWriteIn(me, KIND_AREAS[kind]);

  const columns: TableColumnsType<TrashRow> = [
    kindColumn(t, 'trash-kind'),
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, item) => (
        <Typography.Link onClick={() => setViewed(item)} data-testid="trash-title">
          {item.title || t('noTitle')}
        </Typography.Link>
      ),
    },
    dateColumn(t),
    programsColumn(t, programNames),
    {
      key: 'excludedAt',
      title: t('columns.excludedAt'),
      width: 170,
      render: (_, item) => formatDateTime(new Date(item.excludedAt), locale),
    },
    {
      key: 'purgeAt',
      title: t('columns.purgeAt'),
      width: 170,
      render: (_, item) =>
        item.purgeAt ? (
          <span data-testid="trash-purge-at">{formatDateTime(new Date(item.purgeAt), locale)}</span>
        ) : (
          <Typography.Text type="secondary" data-testid="trash-purge-at">
            {t('keptForever')}
          </Typography.Text>
        ),
    },
    {
      key: 'actions',
      width: 90,
      render: (_, item) => (
        <Space size={4}>
          <Tooltip title={t('view')}>
            <Button
              size="small"
              icon={<EyeOutlined />}
              aria-label={t('view')}
              onClick={() => setViewed(item)}
              data-testid="trash-view"
            />
          </Tooltip>
          <Popconfirm
            title={t('restoreTitle')}
            description={t('restoreConfirm', { title: item.title || t('noTitle') })}
            okText={t('restore')}
            cancelText={t('common:cancel')}
            okButtonProps={{ 'data-testid': 'trash-restore-confirm' }}
            onConfirm={() => restore.mutate(item)}
            disabled={!canRestore(item.kind)}
          >
            <Tooltip title={canRestore(item.kind) ? t('restore') : t('cannotRestore')}>
              <Button
                size="small"
                icon={<UndoOutlined />}
                aria-label={t('restore')}
                disabled={!canRestore(item.kind)}
                loading={
                  restore.isPending &&
                  restore.variables.kind === item.kind &&
                  restore.variables.id === item.id
                }
                data-testid="trash-restore"
              />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('title')} data-testid="trash-page">
      <PostsTopicListener onEvent={refresh} />
      <ReportsTopicListener onEvent={refresh} />
      <Flex vertical gap="middle">
        <Flex gap="small" wrap align="center">
          <SearchKindsSelect
            value={kinds}
            onChange={(value) => {
              setKinds(value);
              setPage(0);
            }}
            kindLabel={(kind) => t(`kinds.${kind}`)}
            placeholder={t('allKinds')}
            ariaLabel={t('kindsLabel')}
            minWidth={260}
            testId="trash-kinds"
            kinds={TRASH_KINDS}
          />
          <Input.Search
            allowClear
            style={{ width: 280 }}
            placeholder={t('textPlaceholder')}
            aria-label={t('textPlaceholder')}
            onSearch={(value) => {
              setText(value.trim());
              setPage(0);
            }}
            data-testid="trash-text"
          />
        </Flex>
        <Table<TrashRow>
          rowKey={indexedRowKey}
          size="small"
          columns={columns}
          dataSource={trash.data?.data ?? []}
          loading={trash.isFetching}
          locale={{ emptyText: t('empty') }}
          onRow={(item) => indexedRowAttributes('trash-row', item) as object}
          pagination={{
            current: page + 1,
            pageSize: DEFAULT_PAGE_SIZE,
            total: trash.data?.total ?? 0,
            showSizeChanger: false,
            showQuickJumper: true,
            showTotal: (total, [from, to]) => t('common:pagination.range', { from, to, total }),
            onChange: (next) => setPage(next - 1),
          }}
          data-testid="trash-table"
        />
      </Flex>
      <SearchHitDrawer
        hit={viewed}
        onClose={() => setViewed(null)}
        title={viewed?.title || undefined}
      />
    </Card>
  );
}

/**
 * Calls `onChange` on the events of the trash kinds' topics: a restore or a removal anywhere
 * changes the trash (edits arrive on the same topics; a refetch of one page is cheap). Posts and
 * reports are heard by their own listeners, each for its readers only.
 */
function useKindTopics(onChange: () => void) {
  useTopic('assignments', onChange);
  useTopic('news_reports', onChange);
  useTopic('productions', onChange);
  useTopic('stories', onChange);
}
