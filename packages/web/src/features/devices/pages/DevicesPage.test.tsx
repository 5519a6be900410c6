import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeviceSummary } from '@newsroom/domain';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { summaryOf } from '../api/deviceList';
import { cgDeviceFixture } from '../testFixtures';
import { DevicesPage } from './DevicesPage';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { firstSent } from '../../../test/fetchCalls';

const CG = cgDeviceFixture();

const SUMMARIES: DeviceSummary[] = [
  {
    id: 1,
    name: 'Acervo',
    type: 'MAM',
    vendor: 'OTHER',
    protocol: 'WS',
    plugin: 'NONE',
    enabled: false,
  },
  summaryOf(CG),
];

function renderPage() {
  renderWithProviders(<DevicesPage canEdit />, {
    user: {
      nickname: 'admin',
      abilities: { admin: 'write' },
      roles: ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'],
    },
    companyData: companyDataBundle(),
  });
}

describe('DevicesPage', () => {
  const fetchMock = stubFetchEachTest();

  it('lists the devices with type, protocol and state, and filters them', async () => {
    fetchMock.mockImplementation(async () => json(SUMMARIES));
    renderPage();
    const table = await screen.findByTestId('devices-table');
    await waitFor(() => expect(within(table).getByTestId('device-row-GC Estúdio')).toBeTruthy());
    const row = within(table).getByTestId('device-row-GC Estúdio');
    expect(row.textContent).toContain('Character generator (CG)');
    expect(row.textContent).toContain('II');
    expect(row.textContent).toContain('Disabled');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/devices');

    const filter = within(screen.getByTestId('devices-filter')).getByRole('searchbox');
    fireEvent.change(filter, { target: { value: 'acervo' } });
    fireEvent.keyDown(filter, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(within(table).queryByTestId('device-row-GC Estúdio')).toBeNull());
    expect(within(table).getByTestId('device-row-Acervo')).toBeTruthy();
  });

  it('edits a device: shows the connection of its protocol and its templates, and sends them back', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (init?.method === 'PUT') return json({ ...CG, port: 5260, version: 3 });
      if (url === '/api/devices/3') return json(CG);
      return json(SUMMARIES);
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('device-edit-GC Estúdio'));
    expect(((await screen.findByTestId('device-form-name')) as HTMLInputElement).value).toBe(
      'GC Estúdio',
    );
    // II: host, port and charset; no MOS fields.
    expect(screen.getByTestId('device-connection-II')).toBeTruthy();
    expect(screen.getByTestId('device-form-port')).toBeTruthy();
    expect(screen.queryByTestId('device-form-mosId')).toBeNull();
    expect(screen.queryByTestId('device-form-webServiceUrl')).toBeNull();
    expect((screen.getByTestId('device-template-0-name') as HTMLInputElement).value).toBe(
      'Nome e cargo',
    );
    expect((screen.getByTestId('device-template-0-field-1-name') as HTMLInputElement).value).toBe(
      'Cargo',
    );

    fireEvent.change(screen.getByTestId('device-form-port'), { target: { value: '5260' } });
    fireEvent.click(screen.getByTestId('device-template-0-add-field'));
    fireEvent.change(await screen.findByTestId('device-template-0-field-2-name'), {
      target: { value: 'Tarja' },
    });
    fireEvent.click(screen.getByTestId('device-form-save'));
    const sent = await firstSent(fetchMock, 'PUT');
    expect(sent.url).toBe('/api/devices/3');
    expect(sent.body).toMatchObject({
      name: 'GC Estúdio',
      protocol: 'II',
      port: 5260,
      version: 2,
      templates: [
        {
          number: 10,
          name: 'Nome e cargo',
          fields: [
            { number: 1, name: 'Nome', size: 32 },
            { number: 2, name: 'Cargo', size: 40 },
            { number: 3, name: 'Tarja', size: 0 },
          ],
        },
      ],
    });
  });

  it('shows the MOS connection fields for a new MOS device and the web service address for WS', async () => {
    fetchMock.mockImplementation(async () => json(SUMMARIES));
    renderPage();
    fireEvent.click(await screen.findByTestId('devices-new'));
    await screen.findByTestId('device-form-name');
    const chooseProtocol = async (label: string) => {
      fireEvent.mouseDown(within(screen.getByTestId('device-form-protocol')).getByRole('combobox'));
      const options = await screen.findAllByText(label);
      fireEvent.click(options[options.length - 1]!);
    };
    await chooseProtocol('MOS');
    await waitFor(() => expect(screen.getByTestId('device-connection-MOS')).toBeTruthy());
    for (const field of [
      'mosId',
      'host',
      'secondaryHost',
      'lowerPort',
      'upperPort',
      'queryPort',
      'heartbeatSeconds',
      'revision',
      'charset',
    ])
      expect(screen.getByTestId(`device-form-${field}`), field).toBeTruthy();
    expect(screen.queryByTestId('device-form-port')).toBeNull();
    await chooseProtocol('Web service (WS)');
    await waitFor(() => expect(screen.getByTestId('device-form-webServiceUrl')).toBeTruthy());
    expect(screen.queryByTestId('device-form-host')).toBeNull();
  });
});
