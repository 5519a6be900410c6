import { useState } from 'react';
import { Button, Flex, Input, Select, Space, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  POST_PUBLICATION_STATES,
  type Paged,
  type Post,
  type PostPublicationState,
} from '@newsroom/domain';
import { PagedTable } from '../../../shared/components';
import { isIsoDate } from '../../../shared/dates';
import { DocumentViewerDrawer } from '../../../shared/documentViewer';
import { useMessage } from '../../../shared/notifications';
import { withCreated } from '../../../shared/admin';
import { canWriteIn, useAuth } from '../../auth';
import { copyPost, filterPosts, postCalls, postKeys, type PostFilter } from '../api/postsApi';
import { notifyPostFailure } from '../api/postFailure';
import { displayInstant } from '../components/instant';
import { PostStateTag } from '../components/PostStateTag';
import { useSiteName } from '../hooks/useWordpressSites';
import { PostViewer } from '../viewer/PostViewer';
import { PostRowActions } from './PostRowActions';
import { applyPostChange, usePostEvents } from './usePostEvents';

/** Props of {@link PostsListTab}. */
export interface PostsListTabProps {
  /** Opens a post in its editor tab (double click, or the row's open button). */
  onOpen: (post: Post) => void;
  /** Opens the new-post tab; absent for readers who may not write. */
  onNew?: () => void;
}

/** The list's criteria (the page apart). */
type Criteria = Omit<PostFilter, 'page'>;

/**
 * The fixed 'posts' tab (spec 3 §7 "posts"): GET /api/posts/filter by the days of the last change
 * (from, to), words and publication state, last changed first, 25 a page, kept live by
 * `/topic/posts`. Rows open, show in the side viewer, copy, open the public link and delete.
 */
export function PostsListTab({ onOpen, onNew }: PostsListTabProps) {
  const { t } = useTranslation('posts');
  const { me } = useAuth();
  const message = useMessage();
  const queryClient = useQueryClient();
  const siteName = useSiteName();
  usePostEvents();
  const [criteria, setCriteria] = useState<Criteria>({ filter: '' });
  const [page, setPage] = useState(0);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const filter: PostFilter = { ...criteria, page };
  const pageKey = postKeys.page(filter);
  const canWrite = canWriteIn(me, 'post');

  const query = useQuery({
    queryKey: pageKey,
    queryFn: () => filterPosts(filter),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });

  const change = (next: Partial<Criteria>) => {
    setCriteria((now) => ({ ...now, ...next }));
    setPage(0);
  };
  const dateOf = (value: string) => (isIsoDate(value) ? value : undefined);

  const handleCopy = async (row: Post) => {
    try {
      const copy = await copyPost(row.id);
      queryClient.setQueryData<Paged<Post>>(pageKey, (current) =>
        current ? withCreated(current, copy) : current,
      );
      void message.success({ content: t('list.actions.copied'), key: 'post-copied' });
    } catch (error) {
      notifyPostFailure(error, 'create');
    }
  };
  const handleDelete = async (row: Post) => {
    try {
      await postCalls.remove(row.id);
      applyPostChange(queryClient, { kind: 'remove', id: row.id });
      void message.success({ content: t('list.actions.deleted'), key: 'post-deleted' });
    } catch (error) {
      notifyPostFailure(error, 'delete');
    }
  };

  const columns: TableColumnsType<Post> = [
    {
      key: 'caption',
      title: t('list.columns.caption'),
      render: (_value, row) =>
        row.visible ? (
          <Typography.Text strong>{row.caption}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('list.private')}</Typography.Text>
        ),
    },
    {
      key: 'state',
      title: t('list.columns.state'),
      width: 230,
      render: (_value, row) => <PostStateTag publication={row.publication} />,
    },
    {
      key: 'site',
      title: t('list.columns.site'),
      width: 160,
      render: (_value, row) => siteName(row.wordpressId),
    },
    {
      key: 'publicationDate',
      title: t('list.columns.publicationDate'),
      width: 170,
      render: (_value, row) =>
        displayInstant(row.publicationDate ?? row.publication.publishedAt) ||
        t('list.whenPublished'),
    },
    {
      key: 'change',
      title: t('list.columns.change'),
      width: 220,
      render: (_value, row) => (
        <Flex vertical>
          <Typography.Text>{row.authorNickname}</Typography.Text>
          <Typography.Text type="secondary">{displayInstant(row.changeDate)}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: '',
      width: 170,
      render: (_value, row) => (
        <PostRowActions
          post={row}
          canCopy={canWrite}
          onOpen={onOpen}
          onView={(post) => setViewingId(post.id)}
          onCopy={handleCopy}
          onDelete={handleDelete}
        />
      ),
    },
  ];

  return (
    <div data-testid="posts-list">
      <Space wrap style={{ marginBottom: 8 }}>
        <Input
          type="date"
          aria-label={t('list.from')}
          onChange={(event) => change({ from: dateOf(event.target.value) })}
          data-testid="posts-from"
          style={{ width: 160 }}
        />
        <Input
          type="date"
          aria-label={t('list.to')}
          onChange={(event) => change({ to: dateOf(event.target.value) })}
          data-testid="posts-to"
          style={{ width: 160 }}
        />
        <Select<PostPublicationState>
          allowClear
          placeholder={t('list.anyState')}
          aria-label={t('list.columns.state')}
          options={POST_PUBLICATION_STATES.map((state) => ({
            value: state,
            label: t(`states.${state}`),
          }))}
          onChange={(state) => change({ state })}
          data-testid="posts-state"
          style={{ width: 170 }}
        />
        <Input.Search
          allowClear
          placeholder={t('list.text')}
          aria-label={t('list.text')}
          onSearch={(value) => change({ filter: value.trim() })}
          data-testid="posts-text"
          style={{ width: 260 }}
        />
        {onNew && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onNew} data-testid="posts-new">
            {t('list.new')}
          </Button>
        )}
      </Space>
      <PagedTable<Post>
        columns={columns}
        page={page}
        onPageChange={setPage}
        result={query.data}
        isFetching={query.isFetching}
        rowAttributes={(row) => ({
          'data-testid': 'post-row',
          'data-id': row.id,
          onDoubleClick: () => row.visible && onOpen(row),
        })}
        data-testid="posts-table"
      />
      <DocumentViewerDrawer
        origin="post"
        id={viewingId}
        open={viewingId !== null}
        onClose={() => setViewingId(null)}
        title={t('list.viewerTitle')}
        viewers={{
          post: (id) => (
            <PostViewer
              postId={id}
              onEdit={(post) => {
                setViewingId(null);
                onOpen(post);
              }}
            />
          ),
        }}
      />
    </div>
  );
}
