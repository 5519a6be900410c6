import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json, renderWithFeedback } from '../../../../test/renderWithProviders';
import { serveRoutes } from '../../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../../test/stubFetch';
import { AgencySettingsTab } from './AgencySettingsTab';

const SECTION = { flashKeywords: ['urgente', 'plantão'], allowPrivateAddresses: false, version: 4 };

describe('AgencySettingsTab', () => {
  const fetchMock = stubFetchEachTest();

  it('saves the flash keywords and the address guard with the version read', async () => {
    const puts: unknown[] = [];
    serveRoutes(fetchMock, {
      'GET /api/settings/agency': () => json(SECTION),
      'PUT /api/settings/agency': (init) => {
        const body = JSON.parse(String(init?.body)) as typeof SECTION;
        puts.push(body);
        return json({ ...body, version: 5 });
      },
    });
    renderWithFeedback(<AgencySettingsTab canEdit />);
    const keywords = await screen.findByTestId('settings-agency-flashKeywords');
    await waitFor(() => expect(keywords.textContent).toContain('plantão'));
    expect(screen.getByText(/request forgery/)).toBeTruthy();

    const input = within(keywords).getByRole('combobox');
    fireEvent.change(input, { target: { value: 'alerta' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(keywords.textContent).toContain('alerta'));
    fireEvent.click(screen.getByTestId('settings-agency-allowPrivateAddresses'));
    fireEvent.click(screen.getByTestId('settings-agency-save'));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      flashKeywords: ['urgente', 'plantão', 'alerta'],
      allowPrivateAddresses: true,
      version: 4,
    });
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
  });
});
