import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LicenceState } from '@newsroom/domain';

/** Props of {@link LicenceStateAlert}. */
export interface LicenceStateAlertProps {
  state: LicenceState;
  daysToExpire: number | null;
}

const TYPES = {
  community: 'info',
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
  invalid: 'error',
} as const;

/**
 * What the licence state means, in one line: the community build without limits, a valid
 * licence, one expiring soon (days left), expired or invalid (spec 3 §8 "Licence messages").
 */
export function LicenceStateAlert({ state, daysToExpire }: LicenceStateAlertProps) {
  const { t } = useTranslation('licence');
  return (
    <Alert
      type={TYPES[state]}
      showIcon
      data-testid="licence-state"
      data-state={state}
      title={t(`states.${state}`, { count: daysToExpire ?? 0 })}
    />
  );
}
