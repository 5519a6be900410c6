import { useEffect, useState, type ReactNode } from 'react';
import { useBranchConfig } from '../../features/branch';
import { TopProgressBar } from '../../shared/components';
import { changeLocale, readStoredLocale } from '../../shared/i18n';

/** Props of {@link BootGate}. */
export interface BootGateProps {
  children: ReactNode;
}

/**
 * Holds the first paint until the branch configuration has answered (or failed) and its
 * language's texts have loaded, when the language depends on it, so the screen does not flash
 * in pt_BR before switching. Once open it stays open (a later change of language just switches).
 */
export function BootGate({ children }: BootGateProps) {
  const { data, isPending } = useBranchConfig();
  const [hasLoadedLocale, setHasLoadedLocale] = useState(false);
  const branchLocale = readStoredLocale() ? null : data?.locale;
  useEffect(() => {
    if (!branchLocale) return;
    let isMounted = true;
    void changeLocale(branchLocale).finally(() => {
      if (isMounted) setHasLoadedLocale(true);
    });
    return () => {
      isMounted = false;
    };
  }, [branchLocale]);
  const isWaiting = !readStoredLocale() && (isPending || (branchLocale && !hasLoadedLocale));
  if (isWaiting) return <TopProgressBar />;
  return children;
}
