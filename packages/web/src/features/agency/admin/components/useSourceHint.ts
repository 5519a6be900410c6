import { useTranslation } from 'react-i18next';
import type { AgencySource } from '@newsroom/domain';

/**
 * Why an invalid source could not be read: its hint's text (`agency:invalidFeed`…), else what the
 * last failure said, else a generic line.
 */
export function useSourceHint() {
  const { t, i18n } = useTranslation();
  return (source: Pick<AgencySource, 'hint' | 'lastError'>): string =>
    source.hint && i18n.exists(source.hint)
      ? t(source.hint)
      : (source.lastError ?? t('agencyAdmin:sources.unreadable'));
}
