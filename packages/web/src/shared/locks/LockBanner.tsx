import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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

/** The banner's title and description; `holder` is null when unknown, `isOurs` when it is us elsewhere. */
function wordsOf(
  isLost: boolean,
  holder: string | null,
  isOurs: boolean,
  t: TFunction,
): [string, string?] {
  if (isOurs)
    return isLost ? [t('lockLost'), t('lockedToYou')] : [t('lockedToYou'), t('lockedReadOnlyYou')];
  if (!isLost) return [t('lockedTo', { nickname: holder }), t('lockedReadOnly')];
  return holder
    ? [t('lockTakenBy', { nickname: holder }), t('lockLostSaveLater')]
    : [t('lockLost')];
}

/**
 * The editor's lock warning (spec 2 §3): once our lock is gone, who took it and that the changes
 * are kept here (`document:lockTakenBy`, or `document:lockLost` when we do not know who); while
 * another user holds the document, `document:lockedTo` {nickname}; or that we edit it in another
 * window (another live session of ours). Nothing while we hold it.
 */
export function LockBanner({ status, holderNickname, onTakeOver, isTakingOver }: LockBannerProps) {
  const { t } = useTranslation('document');
  const { me } = useAuth();
  if (status === 'held' || (status === 'none' && !holderNickname)) return null;
  const isOurs = holderNickname !== null && holderNickname === me?.nickname;
  const [title, description] = wordsOf(status === 'lost', holderNickname, isOurs, t);
  return (
    <Alert
      type={status === 'lost' ? 'error' : 'warning'}
      showIcon
      banner
      data-testid="lock-banner"
      data-status={status}
      title={title}
      description={description}
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
