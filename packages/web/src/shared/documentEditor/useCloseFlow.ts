import { useEffect, useRef } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Options of {@link useCloseFlow}. */
export interface UseCloseFlowOptions {
  /** Whether closing could lose edits (the user may edit and the form differs from the saved one). */
  hasUnsavedEdits: boolean;
  save: () => Promise<boolean>;
  /** Drops the edits and their draft. */
  discard: () => void;
  onClose: () => void;
  /** Increases when the tab's close button asks to close. */
  closeRequest?: number;
  /**
   * What the tab's close asks about unsaved edits: `save` (Yes saves, No discards, as the form's
   * Close) or `discard` (Yes discards, No stays: the news report's tab, spec 2 §2).
   */
  closeRequestAsks?: 'save' | 'discard';
  /** Prefix of the confirmation buttons' test ids (`<prefix>-unsaved-yes`…). */
  testIdPrefix: string;
}

/**
 * Closing an editor (spec 1 §4 "unsaved changes"): at once when nothing would be lost, else it
 * asks first. Returns the form's Close and the modal holder to render.
 */
export function useCloseFlow({
  hasUnsavedEdits,
  save,
  discard,
  onClose,
  closeRequest = 0,
  closeRequestAsks = 'save',
  testIdPrefix,
}: UseCloseFlowOptions) {
  const { t } = useTranslation('unsaved');
  const [modal, modalHolder] = Modal.useModal();

  const askToSave = () => {
    if (!hasUnsavedEdits) {
      onClose();
      return;
    }
    void modal.confirm({
      title: t('confirm'),
      okText: t('yes'),
      cancelText: t('no'),
      closable: false,
      maskClosable: false,
      keyboard: false,
      okButtonProps: { 'data-testid': `${testIdPrefix}-unsaved-yes` },
      cancelButtonProps: { 'data-testid': `${testIdPrefix}-unsaved-no` },
      onOk: async () => {
        if (await save()) onClose();
      },
      onCancel: () => {
        discard();
        onClose();
      },
    });
  };

  const askToDiscard = () => {
    if (!hasUnsavedEdits) {
      onClose();
      return;
    }
    void modal.confirm({
      title: t('discardConfirm'),
      okText: t('yes'),
      cancelText: t('no'),
      okButtonProps: { 'data-testid': `${testIdPrefix}-discard-yes` },
      cancelButtonProps: { 'data-testid': `${testIdPrefix}-discard-no` },
      onOk: () => {
        discard();
        onClose();
      },
    });
  };

  const onRequest = closeRequestAsks === 'save' ? askToSave : askToDiscard;
  const requestRef = useRef(onRequest);
  useEffect(() => {
    requestRef.current = onRequest;
  });
  // Only a request made while this form is open counts (not one from before a reload).
  const seenCloseRequest = useRef(closeRequest);
  useEffect(() => {
    if (closeRequest === seenCloseRequest.current) return;
    seenCloseRequest.current = closeRequest;
    requestRef.current();
  }, [closeRequest]);

  return { requestClose: askToSave, modalHolder };
}
