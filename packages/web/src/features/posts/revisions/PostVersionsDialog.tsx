import { VersionsDialog, type VersionsDialogProps } from '../../../shared/revisions';
import { usePostRevisionReader } from './usePostRevisionReader';

/** The versions dialog of a post, read the post's way (body as text, site by name, dates). */
export function PostVersionsDialog(props: Omit<VersionsDialogProps, 'reader'>) {
  return <VersionsDialog {...props} reader={usePostRevisionReader()} />;
}
