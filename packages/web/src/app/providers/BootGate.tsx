import type { ReactNode } from 'react';
import { useBranchConfig } from '../../features/branch';
import { TopProgressBar } from '../../shared/components';
import { readStoredLocale } from '../../shared/i18n';

/** Props of {@link BootGate}. */
export interface BootGateProps {
  children: ReactNode;
}

/**
 * Holds the first paint until the branch configuration has answered (or failed) when the
 * language depends on it, so the screen does not flash in pt_BR before switching.
 */
export function BootGate({ children }: BootGateProps) {
  const { isPending } = useBranchConfig();
  if (isPending && !readStoredLocale()) return <TopProgressBar />;
  return children;
}
