import type { Post, PostInput } from '@newsroom/domain';
import type { DocumentKind } from '../../../shared/documentEditor';
import { postCalls, postKeys } from '../api/postsApi';
import { toEditable, validatePost, type EditablePost } from './editablePost';

/** Where the posts area opens a post's editor (the recovery panel and the "create post" actions). */
export function postEditHref(id: number | null): string {
  return `/main?area=posts&edit=${id ?? 'new'}`;
}

/** The post as the shared document editor edits it: titled by its caption. */
export const postKind: DocumentKind<Post, EditablePost, PostInput> = {
  entityType: 'post',
  namespace: 'posts',
  draftSection: 'post',
  editHref: postEditHref,
  loadForEdit: async (id, takeOver) => {
    const { post, lock } = await postCalls.loadForEdit(id, takeOver);
    return { document: post, lock };
  },
  fetch: postCalls.fetch,
  readOnlyReasonOf: (post) => (post.abilities.canEdit ? null : 'role'),
  toEditable,
  titleOf: (value) => value.caption,
  validate: validatePost,
  create: postCalls.create,
  update: postCalls.update,
  onStored: (queryClient) => void queryClient.invalidateQueries({ queryKey: postKeys.all }),
  messages: { newTitle: 'editor.newTitle' },
};
