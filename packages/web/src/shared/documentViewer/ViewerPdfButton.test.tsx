import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import { ViewerPdfButton } from './ViewerPdfButton';

describe('ViewerPdfButton', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['pt_BR', 'Exportar PDF'],
    ['es_ES', 'Exportar PDF'],
    ['en_US', 'Export PDF'],
  ])('downloads the PDF in the reader language (%s)', async (locale, label) => {
    await i18n.changeLanguage(locale);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <I18nextProvider i18n={i18n}>
        <ViewerPdfButton path="/api/assignments/5/pdf" testId="assignment-pdf" />
      </I18nextProvider>,
    );
    const button = screen.getByTestId('assignment-pdf');
    expect(button.getAttribute('aria-label')).toBe(label);
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith(
      `/api/assignments/5/pdf?locale=${locale}`,
      '_blank',
      'noopener',
    );
  });
});
