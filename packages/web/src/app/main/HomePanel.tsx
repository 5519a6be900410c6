import { Flex } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MyProgramsCard } from '../../features/programs';
import { ResultPanel } from '../../shared/components';

/** What /main shows before an area is chosen: a pointer to the menu and the user's programs. */
export function HomePanel() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap="middle" data-testid="main-home">
      <ResultPanel
        icon={<AppstoreOutlined />}
        title={t('common:home.title')}
        subTitle={t('common:home.description')}
      />
      <MyProgramsCard />
    </Flex>
  );
}
