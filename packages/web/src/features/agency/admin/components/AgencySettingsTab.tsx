import { Alert, Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { agencySettingsShape, FLASH_KEYWORDS_MAX } from '@newsroom/domain';
import { bindWholeSection, SectionForm } from '../../../settings';

const AGENCY = bindWholeSection('agency', agencySettingsShape);

/** Props of {@link AgencySettingsTab}. */
export interface AgencySettingsTabProps {
  /** ROLE_ADMIN_WRITE: may save; otherwise read-only. */
  canEdit: boolean;
}

/** The agency's settings section: flash keywords and whether sources may reach the intranet. */
export function AgencySettingsTab({ canEdit }: AgencySettingsTabProps) {
  const { t } = useTranslation();
  return (
    <SectionForm binding={AGENCY} title={t('agencyAdmin:settings.title')} canEdit={canEdit}>
      <Form.Item
        name="flashKeywords"
        label={t('agencyAdmin:settings.flashKeywords')}
        extra={t('agencyAdmin:settings.flashKeywordsHint', { count: FLASH_KEYWORDS_MAX })}
      >
        <Select
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',']}
          maxCount={FLASH_KEYWORDS_MAX}
          data-testid="settings-agency-flashKeywords"
        />
      </Form.Item>
      <Form.Item
        name="allowPrivateAddresses"
        label={t('agencyAdmin:settings.allowPrivateAddresses')}
        valuePropName="checked"
      >
        <Switch data-testid="settings-agency-allowPrivateAddresses" />
      </Form.Item>
      <Alert
        type="warning"
        showIcon
        title={t('agencyAdmin:settings.allowPrivateAddressesWarning')}
        className="nrcs-block-gap"
      />
    </SectionForm>
  );
}
