import { Alert, Button, Card, Flex, Skeleton, Typography, theme } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PaletteColour } from '@newsroom/domain';
import { useMessage } from '../../../shared/notifications';
import { PALETTE_NAMES, PALETTE_SEEDS } from '../../../shared/theme';
import { useSettingsSection } from '../hooks/useSettingsSection';
import type { SettingsPageProps } from './settingsPageProps';

/** Admin "theme colour": one of the palette's 15 colours, applied at once to every browser. */
export function ThemeColourPage({ canEdit }: SettingsPageProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const { token } = theme.useToken();
  const { query, save } = useSettingsSection('theme');
  const data = query.data;

  if (query.isPending) return <Skeleton active />;
  if (!data) return <Alert type="error" showIcon title={t('error:loadFailed')} />;

  const handleSelect = (themeColor: PaletteColour) => {
    if (themeColor === data.themeColor) return;
    save.mutate(
      { themeColor, version: data.version },
      {
        onSuccess: () =>
          void message.success({ content: t('settings:theme.applied'), key: 'theme-applied' }),
      },
    );
  };

  return (
    <Card title={t('menu:adminAreas.themeColour')} data-testid="settings-theme">
      <Flex vertical gap="middle">
        {!canEdit && <Alert type="info" showIcon title={t('settings:readOnly')} />}
        <Typography.Paragraph type="secondary">{t('settings:theme.intro')}</Typography.Paragraph>
        <Flex wrap gap="small" role="radiogroup" aria-label={t('menu:adminAreas.themeColour')}>
          {PALETTE_NAMES.map((name) => {
            const isCurrent = name === data.themeColor;
            return (
              <Button
                key={name}
                role="radio"
                aria-checked={isCurrent}
                data-testid={`theme-color-${name}`}
                data-selected={isCurrent}
                disabled={!canEdit || save.isPending}
                onClick={() => handleSelect(name)}
                icon={
                  <span
                    aria-hidden
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      width: 18,
                      height: 18,
                      borderRadius: 4,
                      backgroundColor: PALETTE_SEEDS[name],
                    }}
                  >
                    {isCurrent && (
                      <CheckOutlined style={{ color: token.colorTextLightSolid, fontSize: 12 }} />
                    )}
                  </span>
                }
              >
                {t(`settings:theme.colors.${name}`)}
              </Button>
            );
          })}
        </Flex>
      </Flex>
    </Card>
  );
}
