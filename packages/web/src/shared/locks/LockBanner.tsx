import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth';
import type { LockStatus } from './useDocumentLock';

/** Props of {@link LockBanner}. */
export interface LockBannerProps {
  status: LockStatus;
  /** Who holds the document when it is not us. */
  holderNickname: string | null;
  /** Offers Take over when given (and the lock is not ours). */
  onTakeOver?: () => void;
  /** The take-over call is running. */
  isTakingOver?: boolean;
}

/**
 * The editor's lock warning (spec 2 §3): `document:lockLost` once our lock is gone, or
 * `document:lockedTo` {nickname} while another user holds the document, or that we edit it in
 * another window (another live session of ours); nothing while we hold it.
 */
export function LockBanner({ status, holderNickname, onTakeOver, isTakingOver }: LockBannerProps) {
  const { t } = useTranslation('document');
  const { me } = useAuth();
  if (status === 'held' || (status === 'none' && !holderNickname)) return null;
  const isLost = status === 'lost';
  const isOurs = holderNickname !== null && holderNickname === me?.nickname;
  const lockedTo = isOurs
    ? t('lockedToYou')
    : holderNickname
      ? t('lockedTo', { nickname: holderNickname })
      : undefined;
  return (
    <Alert
      type={isLost ? 'error' : 'warning'}
      showIcon
      banner
      data-testid="lock-banner"
      data-status={status}
      title={isLost ? t('lockLost') : lockedTo}
      description={isLost ? lockedTo : t(isOurs ? 'lockedReadOnlyYou' : 'lockedReadOnly')}
      action={
        onTakeOver ? (
          <Button
            size="small"
            data-testid="lock-take-over"
            loading={isTakingOver}
            onClick={onTakeOver}
          >
            {t(isOurs ? 'editHere' : 'takeOver')}
          </Button>
        ) : undefined
      }
    />
  );
}
