import { useEffect } from 'react';
import { PRODUCT_NAME } from '@newsroom/domain';
import { useBranchConfig } from '../../features/branch';
import { changeLocale, readStoredLocale } from '../../shared/i18n';

/** The page title: product name plus the version when the branch configuration has one. */
export function pageTitle(version: string | null | undefined): string {
  return version ? `${PRODUCT_NAME} ${version}` : PRODUCT_NAME;
}

/**
 * Applies the branch configuration to the page: its language unless the user picked one in
 * this browser (a failed load leaves pt_BR), and the page title.
 */
export function BranchEffects() {
  const { data: branch } = useBranchConfig();
  const branchLocale = branch?.locale;
  const version = branch?.version;

  useEffect(() => {
    if (branchLocale && !readStoredLocale()) void changeLocale(branchLocale);
  }, [branchLocale]);

  useEffect(() => {
    document.title = pageTitle(version);
  }, [version]);

  return null;
}
