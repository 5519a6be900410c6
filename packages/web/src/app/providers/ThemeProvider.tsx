import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { antdLocaleOf, currentLocale } from '../../shared/i18n';
import { FeedbackProvider } from '../../shared/notifications';
import { AppearanceEffects } from '../../features/settings';
import { useAppTheme } from '../theme';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  children: ReactNode;
}

/**
 * antd theme (following the installation's theme colour, live) and locale (following the
 * interface language), the font settings as CSS variables, plus notifications and messages.
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  // Subscribes to language changes so antd's own texts switch with ours.
  useTranslation();
  const locale = currentLocale();
  const theme = useAppTheme();
  return (
    <ConfigProvider locale={antdLocaleOf(locale)} theme={theme}>
      <AppearanceEffects />
      <FeedbackProvider>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}
