import { VersionsDialog, type VersionsDialogProps } from '../../../shared/revisions';
import type { AssignmentLookups } from '../hooks/useAssignmentLookups';
import { useAssignmentRevisionReader } from './useAssignmentRevisionReader';

/**
 * The versions dialog of an assignment, read the assignment's way (names, mm:ss, yes/no, texts word
 * by word).
 */
export function AssignmentVersionsDialog({
  lookups,
  ...props
}: Omit<VersionsDialogProps, 'reader'> & { lookups: AssignmentLookups }) {
  return <VersionsDialog {...props} reader={useAssignmentRevisionReader(lookups)} />;
}
