import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { LockBanner, type DocumentLockState } from '../locks';
import type { ReadOnlyReason } from './documentKind';

/** Reasons worded here; a kind words its own (a finished assignment, a private story). */
const REASON_KEYS: Partial<Record<ReadOnlyReason, string>> = {
  role: 'readOnlyRole',
  legacy: 'readOnlyLegacy',
};

/** Props of {@link EditorNotices}. */
export interface EditorNoticesProps {
  editor: {
    lock: Pick<DocumentLockState, 'status' | 'holderNickname'>;
    readOnlyReason: ReadOnlyReason | null;
    takeOver?: () => void;
    isReloading: boolean;
  };
}

/**
 * Why an editor does not let the user edit or save: the lock banner (lost, or held by another
 * user or another window of ours, with Take over) or the reason the document is read-only.
 */
export function EditorNotices({ editor }: EditorNoticesProps) {
  const { t } = useTranslation('document');
  const reasonKey = editor.readOnlyReason ? REASON_KEYS[editor.readOnlyReason] : undefined;
  return (
    <>
      <LockBanner
        status={editor.lock.status}
        holderNickname={editor.lock.holderNickname}
        onTakeOver={editor.takeOver}
        isTakingOver={editor.isReloading}
      />
      {reasonKey && (
        <Alert
          type="info"
          showIcon
          data-testid="read-only-reason"
          data-reason={editor.readOnlyReason}
          title={t(reasonKey)}
        />
      )}
    </>
  );
}
