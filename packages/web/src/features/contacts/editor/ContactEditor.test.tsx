import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contact } from '@newsroom/domain';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { contactFixture, renderContacts } from '../testSupport';
import { ContactEditor } from './ContactEditor';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

function renderEditor(contact: Contact | null = contactFixture()) {
  const handlers = { onClose: vi.fn(), onSaved: vi.fn(), onOpenExisting: vi.fn() };
  renderContacts(<ContactEditor contact={contact} {...handlers} />);
  return handlers;
}

/** The POST and PUT calls to the contacts, with their query and body. */
function writes(fetchMock: ReturnType<typeof stubFetchEachTest>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST' || init?.method === 'PUT')
    .map(([input, init]) => ({
      url: String(input),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    }));
}

describe('ContactEditor', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest();

  it('shows the server’s refusal of a number beside that number', async () => {
    serveRoutes(fetchMock, {
      'PUT /api/contacts/1': () =>
        json(
          {
            code: 'validation_failed',
            message: 'error:validation_failed',
            details: { fields: [{ field: 'numbers.1.value', key: 'invalidPhone' }] },
          },
          400,
        ),
    });
    const { onSaved } = renderEditor();
    fireEvent.click(screen.getByTestId('contact-form-add-number'));
    const values = screen.getAllByTestId('contact-form-number-value');
    fireEvent.change(values[1]!, { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('contact-form-save'));

    await waitFor(() =>
      expect(screen.getAllByTestId('contact-form-number')[1]!.textContent).toContain(
        'Invalid phone number for the country',
      ),
    );
    expect(screen.getAllByTestId('contact-form-number')[0]!.textContent).not.toContain('Invalid');
    expect(writes(fetchMock)).toEqual([
      {
        url: '/api/contacts/1',
        body: expect.objectContaining({
          version: 1,
          numbers: [
            { value: '(11) 98765-4321', label: 'cell_phone', country: 'BR' },
            { value: '123', label: 'cell_phone', country: null },
          ],
        }),
      },
    ]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks about a duplicate: keep both posts again with keepBoth', async () => {
    const saved = contactFixture({ id: 5 });
    serveRoutes(fetchMock, {
      'POST /api/contacts': () =>
        writes(fetchMock).length === 1
          ? json(
              {
                code: 'duplicate',
                message: 'contact:duplicate',
                details: { field: 'name', existingId: 1 },
              },
              409,
            )
          : json(saved, 201),
    });
    const { onSaved } = renderEditor(null);
    fireEvent.change(screen.getByTestId('contact-form-name'), { target: { value: 'Maria Silva' } });
    fireEvent.click(screen.getByTestId('contact-form-save'));
    await screen.findByTestId('contact-duplicate');

    fireEvent.click(screen.getByTestId('contact-duplicate-keep'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(writes(fetchMock).map((call) => call.url)).toEqual([
      '/api/contacts',
      '/api/contacts?keepBoth=true',
    ]);
    expect(writes(fetchMock)[1]!.body).toMatchObject({ name: 'Maria Silva', numbers: [] });
  });

  it('asks about a duplicate: open shows the existing contact', async () => {
    serveRoutes(fetchMock, {
      'POST /api/contacts': () =>
        json({ code: 'duplicate', message: 'contact:duplicate', details: { existingId: 9 } }, 409),
    });
    const { onOpenExisting, onSaved } = renderEditor(null);
    fireEvent.change(screen.getByTestId('contact-form-name'), { target: { value: 'Maria' } });
    fireEvent.click(screen.getByTestId('contact-form-save'));
    const question = await screen.findByTestId('contact-duplicate');
    expect(question.textContent).toContain('already in the address book');

    fireEvent.click(screen.getByTestId('contact-duplicate-open'));
    expect(onOpenExisting).toHaveBeenCalledWith(9);
    expect(onSaved).not.toHaveBeenCalled();
    expect(writes(fetchMock)).toHaveLength(1);
  });

  it('shows the other user’s version after a stale save and saves over it next', async () => {
    const current = contactFixture({ version: 4, profession: 'Diretora' });
    serveRoutes(fetchMock, {
      'PUT /api/contacts/1': () =>
        writes(fetchMock).length === 1
          ? json(
              { code: 'stale_version', message: 'error:stale_version', details: { current } },
              409,
            )
          : json({ ...current, version: 5 }),
    });
    const { onSaved } = renderEditor();
    fireEvent.click(screen.getByTestId('contact-form-save'));
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('contact-form-profession').value).toBe(
        'Diretora',
      ),
    );
    fireEvent.click(screen.getByTestId('contact-form-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes(fetchMock).map((call) => call.body.version)).toEqual([1, 4]);
    expect(within(document.body).queryByTestId('contact-duplicate')).toBeNull();
  });
});
