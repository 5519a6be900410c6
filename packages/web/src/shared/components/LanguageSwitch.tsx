import { Button, Dropdown, type MenuProps } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@newsroom/domain';
import { changeLocale, currentLocale, isLocale, storeLocale } from '../i18n';

/** The language menu: the pick is remembered for this browser and applied at once. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : currentLocale();

  const items: MenuProps['items'] = LOCALES.map((code) => ({
    key: code,
    label: <span data-testid={`language-${code}`}>{t(`common:languages.${code}`)}</span>,
  }));

  const handleSelect: MenuProps['onClick'] = ({ key }) => {
    if (!isLocale(key)) return;
    storeLocale(key);
    void changeLocale(key);
  };

  return (
    <Dropdown
      menu={{ items, onClick: handleSelect, selectable: true, selectedKeys: [locale] }}
      trigger={['click']}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        data-testid="language-switch"
        data-locale={locale}
        aria-label={t('common:language')}
      >
        {t(`common:languages.${locale}`)}
      </Button>
    </Dropdown>
  );
}
