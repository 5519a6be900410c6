import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ConnectorConfig } from '@newsroom/domain';
import { createQueryClient } from '../../../../shared/api';
import { json, renderWithClient, renderWithFeedback } from '../../../../test/renderWithProviders';
import { serveRoutes } from '../../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../../test/stubFetch';
import { connectorsFixture } from '../testFixtures';
import { ConnectorsTab } from './ConnectorsTab';

/** Serves the connectors and answers each PUT with the body applied; returns the PUTs. */
function serveConnectors(fetchMock: ReturnType<typeof stubFetchEachTest>) {
  const puts: { url: string; body: Record<string, unknown> }[] = [];
  const [twitter, facebook] = connectorsFixture() as [ConnectorConfig, ConnectorConfig];
  const answer = (base: ConnectorConfig) => (init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    puts.push({ url: `/api/agency/connectors/${base.network}`, body });
    return json({
      ...base,
      baseUrl: body.baseUrl,
      hasToken: body.token === undefined ? base.hasToken : body.token !== null,
      version: base.version + 1,
    });
  };
  serveRoutes(fetchMock, {
    'GET /api/agency/connectors': () => json(connectorsFixture()),
    'PUT /api/agency/connectors/twitter': answer(twitter),
    'PUT /api/agency/connectors/facebook': answer(facebook),
  });
  return puts;
}

describe('ConnectorsTab', () => {
  const fetchMock = stubFetchEachTest();

  it('says which connectors hold a token and keeps it when none is typed', async () => {
    const puts = serveConnectors(fetchMock);
    renderWithFeedback(<ConnectorsTab canEdit />);
    expect((await screen.findByTestId('agency-connector-twitter-token-state')).textContent).toBe(
      'Token set',
    );
    expect(screen.getByTestId('agency-connector-facebook-token-state').textContent).toBe(
      'No token',
    );
    fireEvent.change(screen.getByTestId('agency-connector-twitter-baseUrl'), {
      target: { value: ' https://x-proxy.tvhorizonte.com.br/2 ' },
    });
    fireEvent.click(screen.getByTestId('agency-connector-twitter-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      url: '/api/agency/connectors/twitter',
      body: { baseUrl: 'https://x-proxy.tvhorizonte.com.br/2', version: 3 },
    });
  });

  it('sends a token typed in to replace the stored one', async () => {
    const puts = serveConnectors(fetchMock);
    renderWithFeedback(<ConnectorsTab canEdit />);
    fireEvent.change(await screen.findByTestId('agency-connector-facebook-token'), {
      target: { value: 'EAAB-secret' },
    });
    fireEvent.click(screen.getByTestId('agency-connector-facebook-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      baseUrl: 'https://graph.facebook.com/v19.0',
      token: 'EAAB-secret',
      version: 0,
    });
    await waitFor(() =>
      expect(screen.getByTestId('agency-connector-facebook-token-state').textContent).toBe(
        'Token set',
      ),
    );
    expect((screen.getByTestId('agency-connector-facebook-token') as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('removes the stored token with null after confirmation', async () => {
    const puts = serveConnectors(fetchMock);
    renderWithFeedback(<ConnectorsTab canEdit />);
    const card = await screen.findByTestId('agency-connector-twitter');
    expect(
      within(screen.getByTestId('agency-connector-facebook')).queryByTestId(
        'agency-connector-facebook-remove-token',
      ),
    ).toBeNull();
    fireEvent.click(within(card).getByTestId('agency-connector-twitter-remove-token'));
    fireEvent.click(await screen.findByTestId('agency-connector-twitter-remove-token-confirm'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ baseUrl: 'https://api.x.com/2', token: null, version: 3 });
    await waitFor(() =>
      expect(screen.getByTestId('agency-connector-twitter-token-state').textContent).toBe(
        'No token',
      ),
    );
  });

  it('says another administrator saved first and shows what they saved (409 stale)', async () => {
    const current = { ...connectorsFixture()[0]!, baseUrl: 'https://other.example/2', version: 4 };
    serveRoutes(fetchMock, {
      'GET /api/agency/connectors': () => json(connectorsFixture()),
      'PUT /api/agency/connectors/twitter': () =>
        json({ code: 'stale_version', message: 'error:stale_version', details: { current } }, 409),
    });
    // The app's query client: its handler tells of failed saves.
    renderWithClient(<ConnectorsTab canEdit />, createQueryClient());
    fireEvent.click(await screen.findByTestId('agency-connector-twitter-save'));
    const conflict = await screen.findByTestId('notification-error');
    expect(conflict.textContent).toContain('Conflict');
    expect(conflict.textContent).toContain('Someone else changed this record; reload it.');
    await waitFor(() =>
      expect(
        (screen.getByTestId('agency-connector-twitter-baseUrl') as HTMLInputElement).value,
      ).toBe('https://other.example/2'),
    );
  });
});
