import { VersionsDialog, type VersionsDialogProps } from '../../../shared/revisions';
import type { ProductionLookups } from '../hooks/useProductionLookups';
import { useChecklistRevisionReader } from './useChecklistRevisionReader';

/** The versions dialog of a checklist, read the checklist's way (names, mm:ss, yes/no, texts word by word). */
export function ChecklistVersionsDialog({
  lookups,
  ...props
}: Omit<VersionsDialogProps, 'reader'> & { lookups: ProductionLookups }) {
  return <VersionsDialog {...props} reader={useChecklistRevisionReader(lookups)} />;
}
