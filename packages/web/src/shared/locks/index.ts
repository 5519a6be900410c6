/** Edit locks of open editors: keep, renew, notice loss, release (spec 1 §4, spec 2 §5). */
export { useDocumentLock, holderNicknameOf } from './useDocumentLock';
export type { LockStatus, UseDocumentLockOptions, DocumentLockState } from './useDocumentLock';
export { LockBanner } from './LockBanner';
export type { LockBannerProps } from './LockBanner';
export { renewLock, releaseLock } from './locksApi';
