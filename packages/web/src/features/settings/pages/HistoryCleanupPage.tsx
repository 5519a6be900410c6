import { Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_RETENTION_DAYS, RETENTION_CATEGORIES, type RetentionDays } from '@newsroom/domain';
import { SectionForm } from '../components/SectionForm';

/** Props of {@link HistoryCleanupPage}. */
export interface HistoryCleanupPageProps {
  canEdit: boolean;
}

/** Admin "history and cleanup": days each kind of history is kept (0 = forever); a daily job deletes the rest. */
export function HistoryCleanupPage({ canEdit }: HistoryCleanupPageProps) {
  const { t } = useTranslation();
  return (
    <SectionForm
      section="retention"
      title={t('menu:adminAreas.historyCleanup')}
      canEdit={canEdit}
      testId="settings-retention"
      saveTestId="retention-save"
      toForm={(data): RetentionDays => ({
        chatHistory: data.chatHistory,
        deletedDocuments: data.deletedDocuments,
        notices: data.notices,
        rundownLogs: data.rundownLogs,
        documentVersions: data.documentVersions,
      })}
      toUpdate={(values: RetentionDays, data) => ({ ...values, version: data.version })}
    >
      {() => (
        <>
          <Typography.Paragraph type="secondary">
            {t('settings:retention.intro')}
          </Typography.Paragraph>
          {RETENTION_CATEGORIES.map((category) => (
            <Form.Item
              key={category}
              name={category}
              label={t(`settings:retention.categories.${category}`)}
              extra={t('settings:retention.foreverHint')}
              rules={[{ required: true, message: t('validation:required') }]}
            >
              <InputNumber
                data-testid={`retention-${category}`}
                min={0}
                max={MAX_RETENTION_DAYS}
                precision={0}
                suffix={t('settings:retention.days')}
              />
            </Form.Item>
          ))}
        </>
      )}
    </SectionForm>
  );
}
