import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** Props of {@link AdminFormFooter}. */
export interface AdminFormFooterProps {
  /** Closes the form without saving. */
  onCancel: () => void;
  /** Submits the form. */
  onSave: () => void;
  /** The save button shows only to administrators who may edit. */
  canSave: boolean;
  /** The save request is running. */
  saving: boolean;
  /** data-testid of the save button. */
  saveTestId: string;
}

/** The footer of an admin form modal: cancel, and save for those who may edit. */
export function AdminFormFooter({
  onCancel,
  onSave,
  canSave,
  saving,
  saveTestId,
}: AdminFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel}>{t('common:cancel')}</Button>
      {canSave && (
        <Button type="primary" loading={saving} onClick={onSave} data-testid={saveTestId}>
          {t('common:save')}
        </Button>
      )}
    </>
  );
}
