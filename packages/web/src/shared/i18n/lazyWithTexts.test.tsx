import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { act, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../test/renderWithI18n';
import type { MessageTree } from './resources';

// The en_US texts of the test's namespace arrive when the test says so.
const arrival = vi.hoisted(() => {
  let deliver: (texts: MessageTree) => void = () => undefined;
  const texts = new Promise<MessageTree>((resolve) => (deliver = resolve));
  return { texts, deliver: (t: MessageTree) => deliver(t) };
});
vi.mock('./namespaceFiles', () => ({
  readNamespace: (locale: string, namespace: string) =>
    locale === 'en_US' && namespace === 'lazyTextsTest'
      ? arrival.texts
      : Promise.reject(new Error(`no texts ${locale}/${namespace}`)),
}));

const { changeLocale, registerTexts } = await import('./i18n');
const { lazyWithTexts } = await import('./lazyWithTexts');

afterAll(() => changeLocale('pt_BR'));

function Greeting() {
  const { t } = useTranslation('lazyTextsTest');
  return <p>{t('hello')}</p>;
}

describe('lazyWithTexts', () => {
  it("renders a lazy part in the language in use, never first in pt_BR's texts", async () => {
    await changeLocale('en_US');
    const LazyGreeting = lazyWithTexts(async () => {
      // What the build adds to a module naming a namespace: its pt_BR texts, then en_US loads.
      registerTexts('lazyTextsTest', { hello: 'Olá' });
      return { default: Greeting };
    });
    renderWithI18n(
      <Suspense fallback={<span>loading</span>}>
        <LazyGreeting />
      </Suspense>,
    );
    // The module has run; its en_US texts are still on their way.
    await act(async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByText('Olá')).toBeNull();
    arrival.deliver({ hello: 'Hello' });
    expect(await screen.findByText('Hello')).toBeTruthy();
  });
});
