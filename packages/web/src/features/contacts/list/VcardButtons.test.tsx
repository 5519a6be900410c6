import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { renderContacts } from '../testSupport';
import { VcardButtons } from './VcardButtons';

const CARD = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Maria Silva\r\nEND:VCARD\r\n';

function chooseFile() {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  fireEvent.change(input, {
    target: { files: [new File([CARD], 'agenda.vcf', { type: 'text/vcard' })] },
  });
}

describe('VcardButtons', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest();

  it('sends the chosen file as text/vcard and says how many were imported and skipped', async () => {
    serveRoutes(fetchMock, {
      'POST /api/contacts/import': () => json({ imported: 1, skipped: 2 }),
    });
    renderContacts(<VcardButtons canImport />);
    expect(screen.getByTestId('contacts-export').getAttribute('href')).toBe('/api/contacts/export');
    chooseFile();
    expect(
      await screen.findByText('1 contact imported. 2 were already in the address book.'),
    ).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init?.headers).get('Content-Type')).toBe('text/vcard');
    expect(init?.body).toBe(CARD);
  });

  it('names the cards the server refused', async () => {
    serveRoutes(fetchMock, {
      'POST /api/contacts/import': () =>
        json(
          {
            code: 'validation_failed',
            message: 'contact:vcardInvalid',
            details: {
              cards: [
                { index: 17, name: '', fields: [{ field: 'card', key: 'unreadable' }] },
                {
                  index: 42,
                  name: 'Ana Silva',
                  fields: [{ field: 'numbers.0.value', key: 'invalidPhone' }],
                },
              ],
            },
          },
          400,
        ),
    });
    renderContacts(<VcardButtons canImport />);
    chooseFile();
    await waitFor(() =>
      expect(document.body.textContent).toContain('Card 17 (no name): not a readable vCard'),
    );
    expect(document.body.textContent).toContain(
      'Card 42 (Ana Silva): Phones: Invalid phone number for the country',
    );
  });

  it('offers only the export to readers', () => {
    renderContacts(<VcardButtons canImport={false} />, 'read');
    expect(screen.queryByTestId('contacts-import')).toBeNull();
    expect(screen.getByTestId('contacts-export')).toBeTruthy();
  });
});
