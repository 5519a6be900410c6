import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n';

function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Renders with i18n only (no query client, router or feedback), also on rerender. */
export function renderWithI18n(ui: ReactElement) {
  return render(ui, { wrapper: I18nWrapper });
}
