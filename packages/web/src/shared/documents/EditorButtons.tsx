import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { CloseOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Props of {@link EditorButtons}. */
export interface EditorButtonsProps {
  /** The kind's i18n namespace (`editor.save`, `viewer.versions`, `viewer.close`). */
  namespace: string;
  /** Prefix of the buttons' test ids (`assignment` → `assignment-save`…). */
  testIdPrefix: string;
  canSave: boolean;
  isSaving: boolean;
  onSave: () => void;
  /** Opens the versions; the button shows only with it (a saved document). */
  onVersions?: () => void;
  onClose: () => void;
}

/** The actions of a simple document form: save, versions (once saved) and close. */
export function EditorButtons({
  namespace,
  testIdPrefix,
  canSave,
  isSaving,
  onSave,
  onVersions,
  onClose,
}: EditorButtonsProps) {
  const { t } = useTranslation(namespace);
  return (
    <Space>
      <Button
        type="primary"
        icon={<SaveOutlined />}
        loading={isSaving}
        disabled={!canSave}
        onClick={onSave}
        data-testid={`${testIdPrefix}-save`}
      >
        {t('editor.save')}
      </Button>
      {onVersions && (
        <SecondaryButton
          icon={<HistoryOutlined />}
          label={t('viewer.versions')}
          onClick={onVersions}
          testId={`${testIdPrefix}-editor-versions`}
        />
      )}
      <SecondaryButton
        icon={<CloseOutlined />}
        label={t('viewer.close')}
        onClick={onClose}
        testId={`${testIdPrefix}-editor-close`}
      />
    </Space>
  );
}

function SecondaryButton({
  icon,
  label,
  onClick,
  testId,
}: {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button icon={icon} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
