import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n } from '../../../shared/i18n';
import { encodePrintParams, type PrintEntry } from '../../../shared/print';
import { PrintPage } from './PrintPage';

const ENTRIES: PrintEntry[] = [
  {
    type: 'story',
    Renderer: ({ params }) => <div data-testid="story-print">story {String(params.id)}</div>,
  },
];

function renderAt(path: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/print/:encodedParams/:type" element={<PrintPage entries={ENTRIES} />} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('PrintPage', () => {
  it('prints with the entry of the link type, given the decoded options', () => {
    renderAt(`/print/${encodePrintParams({ id: 7 })}/story`);
    expect(screen.getByTestId('story-print').textContent).toBe('story 7');
  });

  it.each([
    [16, '16pt'],
    [13, ''],
    [undefined, ''],
  ])('prints at the size the options chose (%s), else at the newsroom size', (size, css) => {
    renderAt(`/print/${encodePrintParams({ id: 7, fontSizePt: size })}/story`);
    const page = screen.getByTestId('print-page');
    expect(page.style.getPropertyValue('--nrcs-print-font-size')).toBe(css);
    expect(page.contains(screen.getByTestId('story-print'))).toBe(true);
  });

  it('says a type without an entry is not printable', () => {
    renderAt(`/print/${encodePrintParams({ id: 7 })}/agenda`);
    expect(screen.getByTestId('not-available').getAttribute('data-print-type')).toBe('agenda');
  });

  it('refuses a link it cannot decode', () => {
    renderAt('/print/not-base64/story');
    expect(screen.getByTestId('print-invalid')).toBeTruthy();
  });
});
