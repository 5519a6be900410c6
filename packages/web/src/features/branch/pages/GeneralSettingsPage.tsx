import { Flex } from 'antd';
import { GeneralSettingsForm } from '../../settings';
import { BranchSettingsForm } from '../components/BranchSettingsForm';

/** Props of {@link GeneralSettingsPage}. */
export interface GeneralSettingsPageProps {
  canEdit: boolean;
}

/** Admin "general settings": the branch settings, then the installation's general settings. */
export function GeneralSettingsPage({ canEdit }: GeneralSettingsPageProps) {
  return (
    <Flex vertical gap="middle">
      <BranchSettingsForm canEdit={canEdit} />
      <GeneralSettingsForm canEdit={canEdit} />
    </Flex>
  );
}
