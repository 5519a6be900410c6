import { Result } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** What /main shows before an area is chosen: a pointer to the menu, nothing invented. */
export function HomePanel() {
  const { t } = useTranslation();
  return (
    <Result
      icon={<AppstoreOutlined />}
      title={t('common:home.title')}
      subTitle={t('common:home.description')}
      data-testid="main-home"
    />
  );
}
