import { VersionsDialog, type VersionsDialogProps } from '../../../shared/revisions';
import type { GuidelineLookups } from '../hooks/useGuidelineLookups';
import { useGuidelineRevisionReader } from './useGuidelineRevisionReader';

/** The versions dialog of a guideline, read the guideline's way (names, mm:ss, yes/no, texts word by word). */
export function GuidelineVersionsDialog({
  lookups,
  ...props
}: Omit<VersionsDialogProps, 'reader'> & { lookups: GuidelineLookups }) {
  return <VersionsDialog {...props} reader={useGuidelineRevisionReader(lookups)} />;
}
