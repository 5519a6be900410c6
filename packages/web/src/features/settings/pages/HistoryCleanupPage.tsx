import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_RETENTION_DAYS, RETENTION_CATEGORIES, retentionSettingsShape } from '@newsroom/domain';
import { WholeNumberField } from '../../../shared/forms';
import { SectionForm } from '../components/SectionForm';
import { bindWholeSection } from '../components/sectionBinding';
import type { SettingsPageProps } from './settingsPageProps';

const RETENTION = bindWholeSection('retention', retentionSettingsShape);

/** Admin "history and cleanup": days each kind of history is kept (0 = forever); a daily job deletes the rest. */
export function HistoryCleanupPage({ canEdit }: SettingsPageProps) {
  const { t } = useTranslation();
  return (
    <SectionForm
      binding={RETENTION}
      title={t('menu:adminAreas.historyCleanup')}
      canEdit={canEdit}
      saveTestId="retention-save"
    >
      <Typography.Paragraph type="secondary">{t('settings:retention.intro')}</Typography.Paragraph>
      {RETENTION_CATEGORIES.map((category) => (
        <WholeNumberField
          key={category}
          name={category}
          label={t(`settings:retention.categories.${category}`)}
          extra={t('settings:retention.foreverHint')}
          min={0}
          max={MAX_RETENTION_DAYS}
          suffix={t('settings:retention.days')}
          testId={`retention-${category}`}
        />
      ))}
    </SectionForm>
  );
}
