import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../shared/i18n';
import { useGridTexts } from './gridTexts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

afterEach(async () => {
  await act(() => i18n.changeLanguage('pt_BR'));
});

describe("the grid's row texts", () => {
  it('are made once for the language, a status toggle naming its status', async () => {
    await act(() => i18n.changeLanguage('pt_BR'));
    const { result, rerender } = renderHook(useGridTexts, { wrapper });
    const first = result.current;
    expect(first.story.slug).toBe(i18n.t('rundown:grid.slug'));
    expect(first.status.toggle.play).toBe(
      i18n.t('rundown:grid.toggleStatus', { status: i18n.t('rundown:status.play') }),
    );
    rerender();
    expect(result.current).toBe(first);
  });

  it('follow the interface language when it changes', async () => {
    await act(() => i18n.changeLanguage('pt_BR'));
    const { result } = renderHook(useGridTexts, { wrapper });
    const portuguese = result.current.story.slug;
    await act(() => i18n.changeLanguage('en_US'));
    expect(result.current.story.slug).toBe(i18n.t('rundown:grid.slug'));
    expect(result.current.story.slug).not.toBe(portuguese);
    expect(result.current.hits.advice('cut', '01:20')).toBe(
      i18n.t('rundown:hits.cut', { duration: '01:20' }),
    );
    expect(result.current.block.removeConfirm('Bloco 2')).toBe(
      i18n.t('rundown:grid.removeBlockConfirm', { name: 'Bloco 2' }),
    );
    expect(result.current.block.removeConfirm('Bloco 2')).toContain('Bloco 2');
  });
});
