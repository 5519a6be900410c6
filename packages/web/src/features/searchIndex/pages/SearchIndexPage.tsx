import { useState } from 'react';
import {
  Button,
  Card,
  Flex,
  Popconfirm,
  Progress,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IndexProgress, IndexState, SearchKind } from '@newsroom/domain';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
import { useMessage } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import {
  fetchIndexState,
  INDEX_STATE_KEY,
  parseIndexProgress,
  startIndexRebuild,
} from '../api/searchIndexApi';

type KindState = IndexState['kinds'][number];

/** Props of {@link SearchIndexPage}. */
export interface SearchIndexPageProps {
  /** The user may start rebuilds (ROLE_ADMIN_WRITE). */
  canEdit: boolean;
}

/** Percentage of a progress (a kind without documents is done at once). */
function percentOf(progress: IndexProgress): number {
  if (progress.finished || progress.total === 0) return progress.finished ? 100 : 0;
  return Math.min(100, Math.floor((progress.done * 100) / progress.total));
}

/**
 * Admin "search index" (`/admin?area=searchIndex`, spec 3 "index state and rebuild targets"):
 * documents indexed per kind, the last rebuild and whether one runs; administrators choose the
 * targets and start a rebuild, which runs in the background while each kind's progress bar follows
 * the `index` topic. A finished kind reloads the state.
 */
export function SearchIndexPage({ canEdit }: SearchIndexPageProps) {
  const { t } = useTranslation('searchIndex');
  const message = useMessage();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<SearchKind[]>([]);
  const [progress, setProgress] = useState<Partial<Record<SearchKind, IndexProgress>>>({});
  const locale = currentLocale();

  const state = useQuery({
    queryKey: INDEX_STATE_KEY,
    queryFn: ({ signal }) => fetchIndexState(signal),
    meta: { failureKind: 'load' },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: INDEX_STATE_KEY });

  useTopic('index', (event) => {
    const next = parseIndexProgress(event.data);
    if (!next) return;
    setProgress((current) => ({ ...current, [next.kind]: next }));
    if (next.finished) refresh();
  });

  const rebuild = useMutation({
    mutationFn: (targets: readonly SearchKind[]) => startIndexRebuild(targets),
    meta: { failureKind: 'actionFailed' },
    // The new run starts from nothing (before the call: its first events may beat the answer).
    onMutate: (targets) =>
      setProgress((current) => {
        const next = { ...current };
        for (const kind of targets) delete next[kind];
        return next;
      }),
    onSuccess: () => {
      setSelected([]);
      void message.success({ content: t('started'), key: 'index-rebuild' });
      refresh();
    },
  });

  const kinds = state.data?.kinds ?? [];
  const isRunning = (row: KindState) => {
    const live = progress[row.kind];
    return live ? !live.finished : row.running;
  };

  const columns: TableColumnsType<KindState> = [
    {
      key: 'kind',
      title: t('columns.kind'),
      render: (_, row) => t(`kinds.${row.kind}`),
    },
    {
      key: 'count',
      title: t('columns.count'),
      width: 140,
      align: 'right',
      render: (_, row) => (
        <span data-testid="index-count">{row.count.toLocaleString(locale.replace('_', '-'))}</span>
      ),
    },
    {
      key: 'lastRebuildAt',
      title: t('columns.lastRebuild'),
      width: 190,
      render: (_, row) => (
        <span data-testid="index-last-rebuild">
          {row.lastRebuildAt ? formatDateTime(new Date(row.lastRebuildAt), locale) : t('never')}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 280,
      render: (_, row) => {
        const live = progress[row.kind];
        if (live) {
          return (
            <Flex vertical gap={0} data-testid="index-progress" data-percent={percentOf(live)}>
              <Progress
                percent={percentOf(live)}
                status={live.finished ? 'success' : 'active'}
                size="small"
              />
              <Typography.Text type="secondary">
                {t(live.finished ? 'finishedCount' : 'progressCount', {
                  done: live.done,
                  total: live.total,
                })}
              </Typography.Text>
            </Flex>
          );
        }
        return row.running ? (
          <Flex vertical gap={0} data-testid="index-progress" data-percent={0}>
            <Progress percent={0} status="active" size="small" />
            <Typography.Text type="secondary">{t('waiting')}</Typography.Text>
          </Flex>
        ) : (
          <Tag data-testid="index-idle">{t('idle')}</Tag>
        );
      },
    },
  ];

  return (
    <Card
      title={t('title')}
      data-testid="search-index-page"
      extra={
        <Popconfirm
          title={t('confirmTitle')}
          description={t('confirm', {
            kinds: selected.map((kind) => t(`kinds.${kind}`)).join(', '),
          })}
          okText={t('rebuild')}
          cancelText={t('common:cancel')}
          okButtonProps={{ 'data-testid': 'index-rebuild-confirm' }}
          onConfirm={() => rebuild.mutate(selected)}
          disabled={!canEdit || selected.length === 0}
        >
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            disabled={!canEdit || selected.length === 0}
            loading={rebuild.isPending}
            data-testid="index-rebuild"
          >
            {t('rebuild')}
          </Button>
        </Popconfirm>
      }
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph type="secondary">{t('description')}</Typography.Paragraph>
        <Table<KindState>
          rowKey="kind"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={kinds}
          loading={state.isFetching}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as SearchKind[]),
            getCheckboxProps: (row) =>
              ({
                disabled: !canEdit || isRunning(row),
                'data-testid': `index-target-${row.kind}`,
              }) as object,
          }}
          onRow={(row) =>
            ({
              'data-testid': 'index-row',
              'data-kind': row.kind,
              'data-running': isRunning(row),
            }) as object
          }
          data-testid="index-table"
        />
      </Flex>
    </Card>
  );
}
