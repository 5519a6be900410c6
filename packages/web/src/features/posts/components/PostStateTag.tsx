import { Space, Tag, Tooltip } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PostPublication, PostPublicationState } from '@newsroom/domain';

const STATE_COLOURS: Record<PostPublicationState, string | undefined> = {
  draft: undefined,
  scheduled: 'blue',
  published: 'green',
  unpublished: 'orange',
};

/** Props of {@link PostStateTag}. */
export interface PostStateTagProps {
  publication: Pick<PostPublication, 'state' | 'changedSince'>;
}

/**
 * Where a post stands on its site, and a mark when it was saved after it was last sent (the site
 * shows an older text until it is published again).
 */
export function PostStateTag({ publication }: PostStateTagProps) {
  const { t } = useTranslation('posts');
  return (
    <Space size={2}>
      <Tag
        color={STATE_COLOURS[publication.state]}
        data-testid="post-state"
        data-state={publication.state}
      >
        {t(`states.${publication.state}`)}
      </Tag>
      {publication.changedSince && publication.state !== 'draft' && (
        <Tooltip title={t('publish.changedSinceHint')}>
          <Tag icon={<EditOutlined />} color="gold" data-testid="post-changed-since">
            {t('publish.changedSince')}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
