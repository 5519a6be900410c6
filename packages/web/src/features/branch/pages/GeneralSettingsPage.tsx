import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { BranchSettingsForm } from '../components/BranchSettingsForm';

/** Props of {@link GeneralSettingsPage}. */
export interface GeneralSettingsPageProps {
  canEdit: boolean;
}

/** Admin "general settings": the branch settings, and an honest note on what is not built. */
export function GeneralSettingsPage({ canEdit }: GeneralSettingsPageProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="middle">
      <BranchSettingsForm canEdit={canEdit} />
      <Alert
        type="info"
        showIcon
        title={t('admin:general.othersNotAvailable')}
        data-testid="not-available-general-others"
      />
    </Flex>
  );
}
