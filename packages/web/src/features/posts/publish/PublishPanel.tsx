import { Alert, Button, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { CloudUploadOutlined, ExportOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isOnSite } from '@newsroom/domain';
import { useCompanyData } from '../../companyData';
import { displayInstant } from '../components/instant';
import { PostStateTag } from '../components/PostStateTag';
import { publicLinkOf } from '../components/publicLink';
import { useSiteName } from '../hooks/useWordpressSites';
import { usePublication, type PublicationOptions } from './usePublication';

/** Props of {@link PublishPanel}. */
export type PublishPanelProps = PublicationOptions;

/**
 * Where the post stands on its WordPress site (spec 3 §4): state, site, public link, when and by
 * whom it was last sent, whether it changed since, and the site's last error; Publish (Update on
 * site once it is there) and Unpublish for those who may publish (the post's `canPublish`).
 */
export function PublishPanel(props: PublishPanelProps) {
  const { post } = props;
  const { t } = useTranslation('posts');
  const company = useCompanyData();
  const siteName = useSiteName();
  const { publish, unpublish, running } = usePublication(props);
  const { publication } = post;
  const link = publicLinkOf(post);
  const publisher = company.data?.users.find((user) => user.id === publication.publishedById);
  // On the site now: a publish updates it there, and it can be taken off.
  const isThere = publication.wordpressPostId !== null && isOnSite(publication.state);

  const items = [
    {
      key: 'state',
      label: t('publish.state'),
      children: <PostStateTag publication={publication} />,
    },
    { key: 'site', label: t('fields.wordpressId'), children: siteName(post.wordpressId) || '—' },
    ...(link
      ? [
          {
            key: 'link',
            label: t('publish.link'),
            children: (
              <Typography.Link
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="post-public-link"
              >
                <ExportOutlined /> {link}
              </Typography.Link>
            ),
          },
        ]
      : []),
    ...(publication.publishedAt
      ? [
          {
            key: 'publishedAt',
            label: t('publish.publishedAt'),
            children: (
              <span data-testid="post-published-at">
                {publisher
                  ? t('publish.atBy', {
                      at: displayInstant(publication.publishedAt),
                      nickname: publisher.nickname,
                    })
                  : displayInstant(publication.publishedAt)}
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap="small" data-testid="post-publish-panel" data-state={publication.state}>
      <Descriptions size="small" column={1} items={items} />
      {publication.lastError && (
        <Alert
          type="error"
          showIcon
          title={t('publish.lastError')}
          description={publication.lastError}
          data-testid="post-last-error"
        />
      )}
      {post.abilities.canPublish && (
        <Flex gap="small" wrap>
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            loading={running === 'publish'}
            disabled={running !== null}
            onClick={() => void publish()}
            data-testid="post-publish"
          >
            {isThere ? t('publish.update') : t('publish.publish')}
          </Button>
          {isThere && (
            <Popconfirm
              title={t('publish.unpublishConfirm')}
              okText={t('publish.unpublish')}
              cancelText={t('common:cancel')}
              onConfirm={() => void unpublish()}
              okButtonProps={{ danger: true, 'data-testid': 'post-unpublish-confirm' }}
            >
              <Button
                danger
                icon={<StopOutlined />}
                loading={running === 'unpublish'}
                disabled={running !== null}
                data-testid="post-unpublish"
              >
                {t('publish.unpublish')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      )}
    </Flex>
  );
}
