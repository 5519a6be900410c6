import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Props of {@link DuplicateChoice}. */
export interface DuplicateChoiceProps {
  open: boolean;
  onKeepBoth: () => void;
  onOpenExisting: () => void;
  onCancel: () => void;
}

/** Asks what to do with a new contact the address book already has: keep both or open it. */
export function DuplicateChoice({
  open,
  onKeepBoth,
  onOpenExisting,
  onCancel,
}: DuplicateChoiceProps) {
  const { t } = useTranslation('contact');
  return (
    <Modal
      open={open}
      title={t('duplicateTitle')}
      onCancel={onCancel}
      footer={[
        <Button key="cancel" onClick={onCancel}>
          {t('common:cancel')}
        </Button>,
        <Button key="open" onClick={onOpenExisting} data-testid="contact-duplicate-open">
          {t('openExisting')}
        </Button>,
        <Button key="keep" type="primary" onClick={onKeepBoth} data-testid="contact-duplicate-keep">
          {t('keepBoth')}
        </Button>,
      ]}
    >
      <div data-testid="contact-duplicate">{t('duplicate')}</div>
    </Modal>
  );
}
