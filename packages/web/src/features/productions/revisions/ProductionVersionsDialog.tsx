import { VersionsDialog, type VersionsDialogProps } from '../../../shared/revisions';
import type { ProductionLookups } from '../hooks/useProductionLookups';
import { useProductionRevisionReader } from './useProductionRevisionReader';

/**
 * The versions dialog of a production, read the production's way (names, mm:ss, yes/no, texts word
 * by word).
 */
export function ProductionVersionsDialog({
  lookups,
  ...props
}: Omit<VersionsDialogProps, 'reader'> & { lookups: ProductionLookups }) {
  return <VersionsDialog {...props} reader={useProductionRevisionReader(lookups)} />;
}
