import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APPEARANCE_KEY, DEFAULT_APPEARANCE } from '../../features/settings';
import { companyDataBundle } from '../../test/companyData';
import { renderWithProviders } from '../../test/renderWithProviders';
import { i18n } from '../i18n';
import { ViewerPdfButton, ViewerPrintButton } from '../documentViewer';
import { decodePrintParams } from './printParams';

/** The print options dialog, through the two buttons every document viewer shows. */

const NEWSROOM = {
  ...DEFAULT_APPEARANCE,
  fonts: { ...DEFAULT_APPEARANCE.fonts, printFontSize: 14 },
};

function renderButtons() {
  return renderWithProviders(
    <>
      <ViewerPdfButton path="/api/assignments/5/pdf" testId="assignment-pdf" />
      <ViewerPrintButton
        page="newsReport"
        options={{ id: 5 }}
        fields={['fontSize']}
        label="Print"
        testId="news-report-print"
      />
    </>,
    {
      user: { nickname: 'editor', abilities: {} },
      companyData: companyDataBundle(),
      queryData: [[APPEARANCE_KEY, NEWSROOM]],
    },
  );
}

const form = () => screen.getByTestId('print-options-form');

function choose(testId: string, title: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  fireEvent.click(
    screen.getAllByTitle(title).find((node) => node.closest('.ant-select-item-option'))!,
  );
}

describe('print options dialog', { timeout: 30_000 }, () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en_US');
  });

  it("opens at the newsroom's print size and the interface's language, and exports the PDF as chosen", async () => {
    await i18n.changeLanguage('pt_BR');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderButtons();
    fireEvent.click(screen.getByTestId('assignment-pdf'));
    expect(open).not.toHaveBeenCalled();
    expect(await screen.findByText('Opções do PDF')).toBeTruthy();
    expect(form().dataset.target).toBe('pdf');
    expect(within(form()).getByTestId('print-options-font-size').textContent).toBe(
      '14 pt (tamanho de impressão da redação)',
    );
    expect(within(form()).getByTestId('print-options-locale').textContent).toBe(
      'Português (Brasil)',
    );
    fireEvent.click(screen.getByLabelText('Duas colunas (deixas à esquerda, texto à direita)'));
    choose('print-options-font-size', '20 pt');
    choose('print-options-locale', 'Español');
    fireEvent.click(screen.getByTestId('print-options-ok'));
    expect(open).toHaveBeenCalledWith(
      '/api/assignments/5/pdf?locale=es_ES&twoColumns=true&fontSizePt=20',
      '_blank',
      'noopener',
    );
    await waitFor(() => expect(screen.queryByTestId('print-options-form')).toBeNull());
  });

  it('asks a print only what its page honours, and opens nothing when cancelled', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderButtons();
    fireEvent.click(screen.getByTestId('news-report-print'));
    await screen.findByTestId('print-options-form');
    expect(form().dataset.target).toBe('print');
    expect(within(form()).queryByTestId('print-options-columns')).toBeNull();
    expect(within(form()).queryByTestId('print-options-locale')).toBeNull();
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('print-options-form')).toBeNull());
    expect(open).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('news-report-print'));
    await screen.findByTestId('print-options-form');
    fireEvent.click(screen.getByTestId('print-options-ok'));
    const path = String(open.mock.calls[0]?.[0]);
    expect(path).toMatch(/^\/print\/[^/]+\/newsReport$/);
    const params = decodePrintParams(path.split('/')[2]!);
    expect(params).toMatchObject({ id: 5, fontSizePt: 14 });
    expect(params).not.toHaveProperty('twoColumns');
  });
});
