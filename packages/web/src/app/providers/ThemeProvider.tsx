import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANTD_LOCALES, currentLocale } from '../../shared/i18n';
import { FeedbackProvider } from '../../shared/notifications';
import { appTheme } from '../theme';

/** Props of {@link ThemeProvider}. */
export interface ThemeProviderProps {
  children: ReactNode;
}

const theme = appTheme();

/** antd theme and locale (following the interface language), plus notifications and messages. */
export function ThemeProvider({ children }: ThemeProviderProps) {
  // Subscribes to language changes so antd's own texts switch with ours.
  useTranslation();
  const locale = currentLocale();
  return (
    <ConfigProvider locale={ANTD_LOCALES[locale]} theme={theme}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}
