import { Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { generalSettingsShape, INDEXING_TARGETS, isStreamingUrl, LOCALES } from '@newsroom/domain';
import { optionalTextRule } from '../../../shared/forms';
import { DomainNameField } from './DomainNameField';
import { SectionForm } from './SectionForm';
import { bindWholeSection } from './sectionBinding';

/** Props of {@link GeneralSettingsForm}. */
export interface GeneralSettingsFormProps {
  canEdit: boolean;
}

const GENERAL = bindWholeSection('general', generalSettingsShape, ['domain', 'streamingServer']);

/** General settings below the branch form: domain, content language, streaming server, indexing targets. */
export function GeneralSettingsForm({ canEdit }: GeneralSettingsFormProps) {
  const { t } = useTranslation();
  return (
    <SectionForm binding={GENERAL} title={t('settings:general.title')} canEdit={canEdit}>
      <DomainNameField
        name="domain"
        label={t('settings:general.domain')}
        extra={t('settings:general.domainHint')}
        invalidMessage={t('settings:general.invalidDomain')}
        placeholder="tvhorizonte.com.br"
        testId="settings-general-domain"
      />
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
    </SectionForm>
  );
}
