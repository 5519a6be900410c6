import { VersionsDialog, type VersionsDialogProps } from '../../../shared/revisions';
import { useStoryRevisionReader } from './useStoryRevisionReader';

/** The versions dialog of a story, read the story's way (names, mm:ss, yes/no, texts word by word). */
export function StoryVersionsDialog({ ...props }: Omit<VersionsDialogProps, 'reader'>) {
  return <VersionsDialog {...props} reader={useStoryRevisionReader()} />;
}
