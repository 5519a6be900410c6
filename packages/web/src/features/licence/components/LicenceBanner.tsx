import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLicenceWarning } from '@newsroom/domain';
import { fetchLicenceDays, LICENCE_DAYS_KEY } from '../api/licenceApi';

/** How often the shell asks again: the days left change once a day. */
const REFRESH_MS = 60 * 60_000;

/**
 * The licence warning under the header for administrators (spec 1 §4): fewer than 30 days left,
 * expired (a negative number) or invalid. The messages are bundled, so it never shows
 * untranslated; a failed check stays silent (the licence screen says more).
 */
export function LicenceBanner() {
  const { t } = useTranslation('licence');
  const days = useQuery({
    queryKey: LICENCE_DAYS_KEY,
    queryFn: ({ signal }) => fetchLicenceDays(signal),
    refetchInterval: REFRESH_MS,
    meta: { isSilent: true },
  });
  const answer = days.data;
  if (!answer || !isLicenceWarning(answer.state)) return null;
  const count = answer.daysToExpire ?? 0;
  return (
    <Alert
      type={answer.state === 'expiring' ? 'warning' : 'error'}
      showIcon
      banner
      data-testid="licence-banner"
      data-state={answer.state}
      title={t(`banner.${answer.state}`, { count: answer.state === 'expired' ? -count : count })}
    />
  );
}
