import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Institution, Segment } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { firstSent } from '../../../test/fetchCalls';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { contactFixture } from '../../contacts/testSupport';
import { InstitutionsTab } from './InstitutionsTab';

const SEGMENTS: Segment[] = [
  { id: 1, name: 'Polícia', version: 1 },
  { id: 2, name: 'Saúde', version: 1 },
];
const HC: Institution = {
  id: 7,
  name: 'Hospital das Clínicas',
  segmentId: 2,
  phone: '(11) 2661-0000',
  contactIds: [40],
  contacts: [{ id: 40, name: 'HC — Imprensa', numbers: ['(11) 2661-6200'] }],
  address: '',
  notes: '',
  version: 3,
};

function renderTab() {
  renderWithProviders(<InstitutionsTab canEdit />, {
    user: { nickname: 'editor', abilities: { round: 'admin' } },
    companyData: companyDataBundle(),
  });
}

const pick = async (testId: string, title: string) => {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  fireEvent.click((await screen.findAllByTitle(title)).at(-1)!);
};

describe('InstitutionsTab', () => {
  const fetchMock = stubFetchEachTest();

  it('creates an institution with its segment and contacts searched in the address book', async () => {
    serveRoutes(fetchMock, {
      'GET /api/segments': () => json(SEGMENTS),
      'GET /api/institutions': () => json([HC]),
      'GET /api/contacts/filter': () =>
        json({
          data: [contactFixture({ id: 41, name: 'Cap. Renata Vasconcelos', company: 'PM' })],
          page: 0,
          size: 10,
          total: 1,
        }),
      'POST /api/institutions': (init) =>
        json({ ...HC, ...JSON.parse(String(init?.body)), id: 8, contacts: [], version: 1 }, 201),
    });
    renderTab();
    const row = await screen.findByTestId('round-institution-row-Hospital das Clínicas');
    expect(row.textContent).toContain('Saúde');
    expect(row.textContent).toContain('HC — Imprensa');

    fireEvent.click(screen.getByTestId('round-institutions-new'));
    fireEvent.change(await screen.findByTestId('round-institution-form-name'), {
      target: { value: ' PM 1º BPM/M ' },
    });
    await pick('round-institution-form-segment', 'Polícia');
    fireEvent.change(screen.getByTestId('round-institution-form-phone'), {
      target: { value: '(11) 3327-7100' },
    });
    const contacts = within(screen.getByTestId('round-institution-form-contacts')).getByRole(
      'combobox',
    );
    fireEvent.mouseDown(contacts);
    fireEvent.change(contacts, { target: { value: 'renata' } });
    fireEvent.click(await screen.findByTitle('Cap. Renata Vasconcelos · PM'));
    fireEvent.click(screen.getByTestId('round-institution-form-save'));

    const sent = await firstSent(fetchMock, 'POST');
    expect(sent.body).toEqual({
      name: 'PM 1º BPM/M',
      segmentId: 1,
      phone: '(11) 3327-7100',
      contactIds: [41],
      address: '',
      notes: '',
    });
    expect(await screen.findByTestId('round-institution-row-PM 1º BPM/M')).toBeTruthy();
  });

  it('shows a name already taken beside the name and keeps the form open (409)', async () => {
    serveRoutes(fetchMock, {
      'GET /api/segments': () => json(SEGMENTS),
      'GET /api/institutions': () => json([HC]),
      'PUT /api/institutions/7': () =>
        json({ code: 'duplicate', message: 'rounds:duplicateInstitution', details: {} }, 409),
    });
    renderTab();
    fireEvent.click(await screen.findByTestId('round-institution-edit-Hospital das Clínicas'));
    fireEvent.change(await screen.findByTestId('round-institution-form-name'), {
      target: { value: 'Santa Casa' },
    });
    fireEvent.click(screen.getByTestId('round-institution-form-save'));
    expect(await screen.findByText('An institution with this name already exists.')).toBeTruthy();
    const sent = await firstSent(fetchMock, 'PUT');
    expect(sent.body).toMatchObject({
      name: 'Santa Casa',
      segmentId: 2,
      contactIds: [40],
      version: 3,
    });
    await waitFor(() => expect(screen.getByTestId('round-institution-form')).toBeTruthy());
  });
});
