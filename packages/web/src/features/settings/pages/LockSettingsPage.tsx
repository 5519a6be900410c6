import { Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionForm } from '../components/SectionForm';

/** Props of {@link LockSettingsPage}. */
export interface LockSettingsPageProps {
  canEdit: boolean;
}

interface LockValues {
  lockIntervalMinutes: number;
}

/** Admin "settings": how long after a program ends its rundown locks for editing. */
export function LockSettingsPage({ canEdit }: LockSettingsPageProps) {
  const { t } = useTranslation();
  return (
    <SectionForm
      section="locks"
      title={t('settings:locks.title')}
      canEdit={canEdit}
      testId="settings-locks"
      saveTestId="settings-locks-save"
      toForm={(data): LockValues => ({ lockIntervalMinutes: data.lockIntervalMinutes })}
      toUpdate={(values: LockValues, data) => ({ ...values, version: data.version })}
    >
      {() => (
        <Form.Item
          name="lockIntervalMinutes"
          label={t('settings:locks.lockInterval')}
          extra={t('settings:locks.lockIntervalHint')}
          rules={[{ required: true, message: t('validation:required') }]}
        >
          <InputNumber
            data-testid="settings-lock-interval"
            min={0}
            max={1440}
            precision={0}
            suffix={t('settings:locks.minutes')}
          />
        </Form.Item>
      )}
    </SectionForm>
  );
}
