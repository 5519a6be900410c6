import { EditSessionGate } from '../../../shared/documents/EditSessionGate';
import { PostForm, type PostFormProps } from './PostForm';
import { postKind } from './postKind';

/** Props of {@link PostEditor}. */
export interface PostEditorProps extends Omit<PostFormProps, 'session'> {
  /** null for a new post. */
  postId: number | null;
}

/** The post editor of a tab: loads an existing post (with its lock) or starts a new one. */
export function PostEditor({ postId, ...props }: PostEditorProps) {
  return (
    <EditSessionGate kind={postKind} documentId={postId}>
      {(session) => <PostForm {...props} session={session} />}
    </EditSessionGate>
  );
}
