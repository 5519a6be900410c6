import { useTranslation } from 'react-i18next';
import { locksSettingsShape } from '@newsroom/domain';
import { WholeNumberField } from '../../../shared/forms';
import { SectionForm } from '../components/SectionForm';
import { bindWholeSection } from '../components/sectionBinding';
import type { SettingsPageProps } from './settingsPageProps';

const LOCKS = bindWholeSection('locks', locksSettingsShape);

/** Admin "settings": how long after a program ends its rundown locks for editing. */
export function LockSettingsPage({ canEdit }: SettingsPageProps) {
  const { t } = useTranslation();
  return (
    <SectionForm binding={LOCKS} title={t('settings:locks.title')} canEdit={canEdit}>
      <WholeNumberField
        name="lockIntervalMinutes"
        label={t('settings:locks.lockInterval')}
        extra={t('settings:locks.lockIntervalHint')}
        min={0}
        max={1440}
        suffix={t('settings:locks.minutes')}
        testId="settings-lock-interval"
      />
    </SectionForm>
  );
}
