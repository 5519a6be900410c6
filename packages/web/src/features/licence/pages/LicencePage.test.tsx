import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LicenceInfo } from '@newsroom/domain';
import { json, renderWithFeedback } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { LicenceBanner } from '../components/LicenceBanner';
import { LicencePage } from './LicencePage';

const community: LicenceInfo = {
  state: 'community',
  clientId: null,
  licenceId: null,
  type: null,
  createdAt: null,
  expiresAt: null,
  maxUsers: null,
  maxConcurrentLogins: null,
  activeUsers: 1234,
  activeLogins: 7,
  daysToExpire: null,
  serverUrl: null,
};
const licensed: LicenceInfo = {
  ...community,
  state: 'expiring',
  clientId: 'tv-norte',
  licenceId: 'L-1',
  type: 'subscription',
  createdAt: '2026-01-01',
  expiresAt: '2026-06-20',
  maxUsers: 2000,
  maxConcurrentLogins: 50,
  daysToExpire: 19,
};

const fetchMock = vi.fn<typeof fetch>();
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));
const text = (id: string) => screen.getByTestId(id).textContent;

describe('LicencePage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  let info: LicenceInfo;
  beforeEach(() => {
    info = community;
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/license/info') return json(info);
      if (path === '/api/license/register' && init?.method === 'POST') {
        info = licensed;
        return json(info);
      }
      if (path === '/api/license/set_server_url') {
        const { url } = JSON.parse(String(init?.body)) as { url: string | null };
        info = { ...info, serverUrl: url };
        return json(info);
      }
      if (path === '/api/license/daysToExpire')
        return json({ state: info.state, daysToExpire: info.daysToExpire });
      return json({ code: 'not_found', message: 'x' }, 404);
    });
  });

  it('says the community build runs without a licence and without limits', async () => {
    renderWithFeedback(<LicencePage canEdit />);
    expect((await screen.findByTestId('licence-state')).getAttribute('data-state')).toBe(
      'community',
    );
    expect(screen.getByTestId('licence-community').textContent).toContain('no limit');
    expect(text('licence-type')).toBe('Community');
    expect(text('licence-maxUsers')).toBe('No limit');
    expect(text('licence-activeUsers')).toBe('1,234');
    expect(text('licence-activeLogins')).toBe('7');
    expect(screen.getByTestId('licence-fetch')).toHaveProperty('disabled', true);
  });

  it('uploads a licence file and shows its figures and days left', async () => {
    renderWithFeedback(<LicencePage canEdit />);
    await screen.findByTestId('licence-state');
    const file = new File(
      [JSON.stringify({ payload: 'eyJ9', signature: 'c2ln' })],
      'licence.json',
      { type: 'application/json' },
    );
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(bodiesOf('/api/license/register')).toEqual([
        { licence: { payload: 'eyJ9', signature: 'c2ln' } },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('licence-state').getAttribute('data-state')).toBe('expiring'),
    );
    expect(text('licence-state')).toContain('19 days left');
    expect(text('licence-clientId')).toBe('tv-norte');
    expect(text('licence-expiresAt')).toBe('06/20/2026');
    expect(text('licence-maxUsers')).toBe('2,000');
  });

  it('refuses a file that is not a licence without calling the server', async () => {
    renderWithFeedback(<LicencePage canEdit />);
    await screen.findByTestId('licence-state');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['not json'], 'x.json')] } });
    expect(await screen.findByText('This file is not a licence file.')).toBeTruthy();
    expect(bodiesOf('/api/license/register')).toEqual([]);
  });

  it('saves the server URL, then fetches a client licence from it', async () => {
    renderWithFeedback(<LicencePage canEdit />);
    await screen.findByTestId('licence-state');
    fireEvent.change(screen.getByTestId('licence-server-url'), {
      target: { value: 'https://licences.example.com' },
    });
    fireEvent.click(screen.getByTestId('licence-server-url-save'));
    // Fetching needs a saved server URL: the button enables once the answer carries it.
    fireEvent.change(screen.getByTestId('licence-client-id'), { target: { value: 'tv-norte' } });
    await waitFor(() =>
      expect(screen.getByTestId('licence-fetch')).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByTestId('licence-fetch'));
    await waitFor(() =>
      expect(bodiesOf('/api/license/register')).toEqual([{ clientId: 'tv-norte' }]),
    );
    expect(bodiesOf('/api/license/set_server_url')).toEqual([
      { url: 'https://licences.example.com' },
    ]);
  });

  it('lets readers see the licence but change nothing', async () => {
    renderWithFeedback(<LicencePage canEdit={false} />);
    await screen.findByTestId('licence-state');
    for (const id of ['licence-upload', 'licence-check', 'licence-server-url-save'])
      expect(screen.getByTestId(id)).toHaveProperty('disabled', true);
  });
});

describe('LicenceBanner', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  const answer = (state: string, daysToExpire: number | null) =>
    fetchMock.mockImplementation(async () => json({ state, daysToExpire }));

  it.each([
    ['expiring', 12, 'The licence expires in 12 days.'],
    ['expired', -3, 'The licence expired 3 days ago.'],
    ['invalid', null, 'The licence is invalid.'],
  ])('warns when %s', async (state, days, words) => {
    answer(state, days);
    renderWithFeedback(<LicenceBanner />);
    const banner = await screen.findByTestId('licence-banner');
    expect(banner.getAttribute('data-state')).toBe(state);
    expect(banner.textContent).toContain(words);
  });

  it.each([
    ['community', null],
    ['valid', 200],
  ])('stays hidden when %s', async (state, days) => {
    answer(state, days);
    renderWithFeedback(<LicenceBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Let the answer render before looking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('licence-banner')).toBeNull();
  });
});
