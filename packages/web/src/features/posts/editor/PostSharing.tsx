import { useState } from 'react';
import { Col, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { foldForMatch, type Post } from '@newsroom/domain';
import { Field } from '../../../shared/forms';
import { notifyFailure } from '../../../shared/notifications';
import { useCompanyData } from '../../companyData';
import { setPostAllowedUsers, setPostPrivate } from '../api/postsApi';

/** Props of {@link PostSharing}. */
export interface PostSharingProps {
  post: Post;
  onPostChange: (post: Post) => void;
}

/**
 * The owner's sharing of a saved post (as other documents): private on or off and the users who
 * still see it whole. Each change is saved at once (PUT /private, /allowed_users), apart from
 * the post's own save.
 */
export function PostSharing({ post, onPostChange }: PostSharingProps) {
  const { t } = useTranslation('posts');
  const companyData = useCompanyData();
  const [isBusy, setIsBusy] = useState(false);
  const users = (companyData.data?.users ?? []).map((user) => ({
    value: user.id,
    label: `${user.name} (${user.nickname})`,
    search: foldForMatch(`${user.name}${user.nickname}`),
  }));

  const run = async (call: () => Promise<Post>) => {
    setIsBusy(true);
    try {
      onPostChange(await call());
    } catch (error) {
      notifyFailure(error, 'update');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Row gutter={12} align="bottom">
      <Col>
        <Field label={t('fields.private')}>
          <Switch
            checked={post.isPrivate}
            loading={isBusy}
            onChange={(isPrivate) => void run(() => setPostPrivate(post.id, isPrivate))}
            data-testid="post-private"
          />
        </Field>
      </Col>
      {post.isPrivate && (
        <Col flex="auto">
          <Field label={t('fields.allowedUsers')}>
            <Select<number[], (typeof users)[number]>
              mode="multiple"
              value={post.allowedUserIds}
              options={users}
              loading={companyData.isLoading || isBusy}
              onChange={(userIds) => void run(() => setPostAllowedUsers(post.id, userIds))}
              showSearch={{
                filterOption: (typed, option) =>
                  option !== undefined && option.search.includes(foldForMatch(typed)),
              }}
              style={{ minWidth: 220 }}
              data-testid="post-allowed-users"
            />
          </Field>
        </Col>
      )}
    </Row>
  );
}
