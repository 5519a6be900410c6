import { Tag, Typography, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WordpressSite } from '@newsroom/domain';
import {
  AdminRecordList,
  adminListTestIds,
  useAdminListPaging,
  useAdminListState,
} from '../../../shared/admin';
import { useMessage } from '../../../shared/notifications';
import { fetchSites, siteKeys } from '../api/wordpressSitesApi';
import { notifyPostFailure } from '../api/postFailure';
import { usePostEvents } from '../list/usePostEvents';
import { pageOfSites } from './siteForm';
import { useSiteMutations } from './useSiteMutations';
import { WordpressSiteFormModal } from './WordpressSiteFormModal';

/** Props of {@link WordpressSitesPage}. */
export interface WordpressSitesPageProps {
  /** ROLE_ADMIN_WRITE: create, edit and delete; otherwise read-only. */
  canEdit: boolean;
  /**
   * ROLE_POST_READ: the list follows the `posts` topic. Without it the server would close the
   * socket, so the list only takes the answers of this administrator's own changes.
   */
  hearsPosts: boolean;
}

/** Follows `/topic/posts`; rendered only for users the server lets subscribe. */
function SitesLive() {
  usePostEvents();
  return null;
}

/**
 * Admin "WordPress sites" (spec 3 §2 "wordpress configs"): the sites posts are published to, with
 * their address, user and whether they are on; loaded whole (a newsroom has a few) and filtered
 * here. A site with posts on it cannot be deleted: it is switched off instead.
 */
export function WordpressSitesPage({ canEdit, hearsPosts }: WordpressSitesPageProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const paging = useAdminListPaging();
  const { filter, page } = paging;
  const list = useQuery({
    queryKey: siteKeys.list,
    queryFn: fetchSites,
    select: (sites: WordpressSite[]) => pageOfSites(sites, filter, page),
    meta: { failureKind: 'load' },
  });
  const state = useAdminListState(list, paging);
  const { remove } = useSiteMutations();

  const handleDelete = (site: WordpressSite) =>
    remove.mutate(site.id, {
      onSuccess: () =>
        void message.success({ content: t('posts:sites.deleted'), key: 'wordpress-site-deleted' }),
      onError: (error) => notifyPostFailure(error, 'delete'),
    });

  const columns: TableColumnsType<WordpressSite> = [
    {
      key: 'name',
      title: t('posts:sites.columns.name'),
      render: (_value, site) => <Typography.Text strong>{site.name}</Typography.Text>,
    },
    {
      key: 'url',
      title: t('posts:sites.columns.url'),
      render: (_value, site) => (
        <Typography.Text type="secondary" ellipsis={{ tooltip: site.url }}>
          {site.url}
        </Typography.Text>
      ),
    },
    { key: 'user', title: t('posts:sites.columns.user'), dataIndex: 'user', width: 160 },
    {
      key: 'enabled',
      title: t('posts:sites.columns.enabled'),
      width: 120,
      render: (_value, site) =>
        site.enabled ? (
          <Tag color="green">{t('posts:sites.enabled')}</Tag>
        ) : (
          <Tag>{t('posts:sites.disabled')}</Tag>
        ),
    },
  ];

  return (
    <AdminRecordList<WordpressSite>
      words={{
        title: t('posts:sites.title'),
        create: t('posts:sites.new'),
        filterPlaceholder: t('posts:sites.filterPlaceholder'),
        actions: t('posts:sites.columns.actions'),
        edit: t('posts:sites.edit'),
        view: t('posts:sites.view'),
        delete: t('posts:sites.delete'),
        deleteConfirm: (name) => t('posts:sites.deleteConfirm', { name }),
        deleted: t('posts:sites.deleted'),
      }}
      state={state}
      columns={columns}
      canEdit={canEdit}
      canDelete={canEdit}
      remove={remove}
      onDelete={handleDelete}
      deletedKey="wordpress-site-deleted"
      testIds={adminListTestIds<WordpressSite>('wordpress-sites', 'wordpress-site')}
      actionTestId="wordpress-site"
      form={(site, onClose) => (
        <WordpressSiteFormModal site={site} canEdit={canEdit} onClose={onClose} />
      )}
    >
      {hearsPosts && <SitesLive />}
    </AdminRecordList>
  );
}
