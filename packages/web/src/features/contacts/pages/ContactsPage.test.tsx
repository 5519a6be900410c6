import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Contact } from '@newsroom/domain';
import { queriesTo } from '../../../test/fetchCalls';
import { entityEvent, pushToAll, topicHandlers } from '../../../test/fakeRealtime';
import { json } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { contactFixture, pageOf, renderContacts } from '../testSupport';
import { ContactsPage } from './ContactsPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const maria = contactFixture();
const joao = contactFixture({
  id: 2,
  name: 'João Souza',
  profession: 'Delegado',
  company: '',
  numbers: [
    { value: '+5511333344444', label: 'work', country: 'BR', formatted: '(11) 3333-4444' },
    { value: '+351912345678', label: 'cell_phone', country: 'PT', formatted: '+351 912 345 678' },
    { value: '+5511999998888', label: 'other', country: 'BR', formatted: '(11) 99999-8888' },
  ],
});

let book: Contact[] = [];
const fetchMock = vi.fn<typeof fetch>();
const filterCalls = () => queriesTo(fetchMock, '/api/contacts/filter');
const rowNames = () => screen.queryAllByTestId('contact-row-name').map((row) => row.textContent);

describe('ContactsPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
    book = [joao, maria];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/contacts/filter') return json(pageOf(book));
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
  });

  it('lists a page with work and the first numbers, searching as one types and by group', async () => {
    renderContacts(<ContactsPage />);
    await waitFor(() => expect(rowNames()).toEqual(['João Souza', 'Maria Silva']));
    expect(filterCalls()).toEqual([{ page: '0', size: '25' }]);
    const [joaoRow, mariaRow] = screen.getAllByTestId('contact-row');
    expect(mariaRow!.textContent).toContain('Médica · Hospital Central');
    expect(
      within(joaoRow!)
        .getAllByTestId('contact-row-number')
        .map((tag) => tag.textContent),
    ).toEqual(['(11) 3333-4444', '+351 912 345 678']);
    expect(joaoRow!.textContent).toContain('+1');

    const search = within(screen.getByTestId('contacts-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'mar' } });
    fireEvent.change(search, { target: { value: 'maria ' } });
    await waitFor(() =>
      expect(filterCalls().at(-1)).toEqual({ filter: 'maria', page: '0', size: '25' }),
    );
    // Typing fast asks once, for what was typed last.
    expect(filterCalls().filter((call) => call.filter === 'mar')).toEqual([]);

    fireEvent.mouseDown(within(screen.getByTestId('contacts-group')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Saúde'));
    await waitFor(() =>
      expect(filterCalls().at(-1)).toEqual({
        filter: 'maria',
        groupId: '7',
        page: '0',
        size: '25',
      }),
    );
  });

  it('follows the contacts of every browser live', async () => {
    renderContacts(<ContactsPage />);
    await waitFor(() => expect(rowNames()).toEqual(['João Souza', 'Maria Silva']));

    pushToAll(entityEvent('contacts', 'contact', 'UPDATE', { ...maria, name: 'Maria S. Lima' }));
    await waitFor(() => expect(rowNames()).toEqual(['João Souza', 'Maria S. Lima']));
    // An update is applied in place: no reload.
    expect(filterCalls()).toHaveLength(1);

    const ana = contactFixture({ id: 3, name: 'Ana Costa', numbers: [] });
    book = [ana, joao, maria];
    pushToAll(entityEvent('contacts', 'contact', 'CREATE', ana));
    await waitFor(() => expect(rowNames()).toEqual(['Ana Costa', 'João Souza', 'Maria Silva']));

    book = [ana, maria];
    pushToAll(entityEvent('contacts', 'contact', 'DELETE', { id: 2 }));
    await waitFor(() => expect(rowNames()).toEqual(['Ana Costa', 'Maria Silva']));
  });

  it('opens the card with links to call and write, its use and the writer buttons', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/contacts/filter') return json(pageOf(book));
      if (url.pathname === '/api/contacts/1')
        return json({ ...maria, groupIds: [7], isPrivate: true });
      if (url.pathname === '/api/contacts/1/usage_count') return json(3);
      return json({ code: 'not_found', message: 'not_found' }, 404);
    });
    renderContacts(<ContactsPage />, 'read');
    await waitFor(() => expect(rowNames()).toContain('Maria Silva'));
    expect(screen.queryByTestId('contacts-new')).toBeNull();
    expect(screen.queryByTestId('contacts-groups')).toBeNull();

    fireEvent.click(screen.getAllByTestId('contact-row-name')[1]!);
    const card = await screen.findByTestId('contact-card');
    await waitFor(() =>
      expect(within(card).getByTestId('contact-usage').textContent).toBe('Used in 3 guidelines'),
    );
    expect(within(card).getByText('(11) 98765-4321').getAttribute('href')).toBe(
      'tel:+5511987654321',
    );
    expect(within(card).getByTestId('contact-email').getAttribute('href')).toBe(
      'mailto:maria@example.com',
    );
    expect(within(card).getByTestId('contact-groups').textContent).toBe('Saúde');
    expect(within(card).getByTestId('contact-private')).toBeTruthy();
    expect(within(card).queryByTestId('contact-edit')).toBeNull();
    expect(within(card).queryByTestId('contact-remove')).toBeNull();
  });
});
