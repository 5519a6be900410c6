import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../../shared/api';
import { i18n } from '../../shared/i18n';
import { ThemeProvider } from './ThemeProvider';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  children: ReactNode;
  /** A client of the caller's (tests); otherwise one is made for the page. */
  queryClient?: QueryClient;
}

/** Server-state cache, translations and antd theme, in that order. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider>{children}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
