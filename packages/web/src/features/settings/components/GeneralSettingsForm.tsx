import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  DOMAIN_NAME_PATTERN,
  INDEXING_TARGETS,
  isStreamingUrl,
  LOCALES,
  type IndexingTarget,
  type Locale,
} from '@newsroom/domain';
import { optionalTextRule } from '../../../shared/forms';
import { SectionForm } from './SectionForm';

/** Props of {@link GeneralSettingsForm}. */
export interface GeneralSettingsFormProps {
  canEdit: boolean;
}

interface GeneralValues {
  domain: string;
  language: Locale;
  streamingServer: string;
  indexingTargets: IndexingTarget[];
}

/** General settings below the branch form: domain, content language, streaming server, indexing targets. */
export function GeneralSettingsForm({ canEdit }: GeneralSettingsFormProps) {
  const { t } = useTranslation();
  return (
    <SectionForm
      section="general"
      title={t('settings:general.title')}
      canEdit={canEdit}
      testId="settings-general"
      saveTestId="settings-general-save"
      toForm={(data): GeneralValues => ({
        domain: data.domain,
        language: data.language,
        streamingServer: data.streamingServer,
        indexingTargets: data.indexingTargets,
      })}
      toUpdate={(values: GeneralValues, data) => ({
        domain: values.domain.trim(),
        language: values.language,
        streamingServer: values.streamingServer.trim(),
        indexingTargets: values.indexingTargets,
        version: data.version,
      })}
    >
      {() => (
        <>
          <Form.Item
            name="domain"
            label={t('settings:general.domain')}
            extra={t('settings:general.domainHint')}
            rules={[
              optionalTextRule(
                (text) => DOMAIN_NAME_PATTERN.test(text),
                t('settings:general.invalidDomain'),
              ),
            ]}
          >
            <Input
              data-testid="settings-general-domain"
              maxLength={253}
              placeholder="tvhorizonte.com.br"
            />
          </Form.Item>
          <Form.Item
            name="language"
            label={t('settings:general.language')}
            extra={t('settings:general.languageHint')}
            rules={[{ required: true, message: t('validation:required') }]}
          >
            <Select
              data-testid="settings-general-language"
              options={LOCALES.map((code) => ({
                value: code,
                label: t(`common:languages.${code}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="streamingServer"
            label={t('settings:general.streamingServer')}
            rules={[optionalTextRule(isStreamingUrl, t('validation:invalidUrl'))]}
          >
            <Input
              data-testid="settings-general-streaming"
              maxLength={400}
              placeholder="rtmp://streaming.tvhorizonte.com.br/live"
            />
          </Form.Item>
          <Form.Item name="indexingTargets" label={t('settings:general.indexingTargets')}>
            <Checkbox.Group
              data-testid="settings-general-indexing"
              options={INDEXING_TARGETS.map((target) => ({
                value: target,
                label: t(`settings:indexingTargets.${target}`),
              }))}
            />
          </Form.Item>
        </>
      )}
    </SectionForm>
  );
}
