import { useTranslation } from 'react-i18next';
import type { Post } from '@newsroom/domain';
import { DocumentSharing } from '../../../shared/documentEditor';
import { useCompanyData } from '../../companyData';
import { setPostAllowedUsers, setPostPrivate } from '../api/postsApi';

/** Props of {@link PostSharing}. */
export interface PostSharingProps {
  post: Post;
  onPostChange: (post: Post) => void;
}

/** The owner's sharing of a saved post (as other documents). */
export function PostSharing({ post, onPostChange }: PostSharingProps) {
  const { t } = useTranslation('posts');
  const companyData = useCompanyData();
  return (
    <DocumentSharing
      document={post}
      users={companyData.data?.users ?? []}
      setPrivate={(isPrivate) => setPostPrivate(post.id, isPrivate)}
      setAllowedUsers={(userIds) => setPostAllowedUsers(post.id, userIds)}
      onChange={onPostChange}
      labels={{ private: t('fields.private'), allowedUsers: t('fields.allowedUsers') }}
      testIdPrefix="post"
    />
  );
}
