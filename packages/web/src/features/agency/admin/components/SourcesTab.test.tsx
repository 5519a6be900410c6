import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCALES } from '@newsroom/domain';
import { companyDataBundle } from '../../../../test/companyData';
import { firstSent } from '../../../../test/fetchCalls';
import { json, renderWithProviders } from '../../../../test/renderWithProviders';
import { serveRoutes } from '../../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../../test/stubFetch';
import { i18n } from '../../../../shared/i18n';
import { categoryFixture, invalidSourceFixture, sourceFixture } from '../testFixtures';
import { SourcesTab } from './SourcesTab';

const G1 = sourceFixture();
const LIST = invalidSourceFixture();
const CATEGORIES = [
  categoryFixture(),
  categoryFixture({ id: 8, network: 'twitter', name: 'Política' }),
];

function renderTab() {
  renderWithProviders(<SourcesTab canEdit />, {
    user: { nickname: 'admin', abilities: { admin: 'write' } },
    companyData: companyDataBundle(),
  });
}

/** Chooses an option of the antd select with this data-testid. */
async function choose(testId: string, label: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options[options.length - 1]!);
}

/** The labels of the options of the antd select with this data-testid, once opened. */
async function optionsOf(testId: string) {
  const combobox = within(screen.getByTestId(testId)).getByRole('combobox');
  fireEvent.mouseDown(combobox);
  const listId = combobox.getAttribute('aria-controls') ?? '';
  const popup = await waitFor(() => {
    const found = document.getElementById(listId)?.closest('.ant-select-dropdown');
    expect(found).toBeTruthy();
    return found!;
  });
  return [...popup.querySelectorAll('.ant-select-item-option')].map((option) =>
    option.getAttribute('title'),
  );
}

describe('SourcesTab', () => {
  const fetchMock = stubFetchEachTest();
  beforeEach(() => {
    // The hints' texts live in the `agency` namespace; keep whatever it already says.
    for (const locale of LOCALES)
      i18n.addResourceBundle(
        locale,
        'agency',
        { invalidTwitterList: 'The X list does not exist.' },
        true,
        false,
      );
  });

  it('shows each source with its network, category, last poll and state; invalid ones say why', async () => {
    serveRoutes(fetchMock, {
      'GET /api/agency/sources': () => json([G1, LIST]),
      'GET /api/agency/categories': () => json(CATEGORIES),
    });
    renderTab();
    const row = await screen.findByTestId('agency-source-row-G1');
    await waitFor(() => expect(row.textContent).toContain('Nacional'));
    expect(row.textContent).toContain('RSS · Feed');
    expect(row.textContent).toContain('https://g1.globo.com/rss/g1/');
    expect(row.textContent).toContain('03/02/2026 09:30:00');
    expect(within(row).getByTestId('agency-source-state-G1').textContent).toBe('OK');

    const invalid = screen.getByTestId('agency-source-row-Lista política');
    expect(invalid.textContent).toContain('X (Twitter) · List');
    expect(invalid.textContent).toContain('Never');
    const tag = within(invalid).getByTestId('agency-source-state-Lista política');
    expect(tag.textContent).toBe('Invalid');
    fireEvent.mouseEnter(tag);
    expect(await screen.findByText(i18n.t('agency:invalidTwitterList'))).toBeTruthy();
    expect(screen.getByText('Last error: HTTP 404 Not Found')).toBeTruthy();
  });

  it('filters the sources by network', async () => {
    serveRoutes(fetchMock, {
      'GET /api/agency/sources': () => json([G1, LIST]),
      'GET /api/agency/categories': () => json(CATEGORIES),
    });
    renderTab();
    await screen.findByTestId('agency-source-row-G1');
    await choose('agency-sources-network', 'X (Twitter)');
    await waitFor(() => expect(screen.queryByTestId('agency-source-row-G1')).toBeNull());
    expect(screen.getByTestId('agency-source-row-Lista política')).toBeTruthy();
  });

  it('creates a source with the body of the form and warns when it could not be read', async () => {
    const created = invalidSourceFixture({ id: 9, name: 'Política', categoryId: 8, version: 1 });
    serveRoutes(fetchMock, {
      'GET /api/agency/sources': () => json([G1]),
      'GET /api/agency/categories': () => json(CATEGORIES),
      'POST /api/agency/sources': () => json(created, 201),
    });
    renderTab();
    await screen.findByTestId('agency-source-row-G1');
    fireEvent.click(screen.getByTestId('agency-sources-new'));
    await screen.findByTestId('agency-source-form');
    await choose('agency-source-form-network', 'X (Twitter)');
    await waitFor(() => expect(screen.getByText('X user name')).toBeTruthy());
    await choose('agency-source-form-kind', 'List');
    expect(await screen.findByText('X list id')).toBeTruthy();
    fireEvent.change(screen.getByTestId('agency-source-form-name'), {
      target: { value: ' Política ' },
    });
    fireEvent.change(screen.getByTestId('agency-source-form-address'), {
      target: { value: '1234567890' },
    });
    await choose('agency-source-form-category', 'Política');
    fireEvent.change(screen.getByTestId('agency-source-form-interval'), {
      target: { value: '15' },
    });
    fireEvent.click(screen.getByTestId('agency-source-form-save'));

    const sent = await firstSent(fetchMock, 'POST');
    expect(sent.url).toBe('/api/agency/sources');
    expect(sent.body).toEqual({
      network: 'twitter',
      kind: 'list',
      name: 'Política',
      address: '1234567890',
      categoryId: 8,
      intervalMinutes: 15,
      enabled: true,
    });
    const warning = await screen.findByTestId('notification-warning');
    expect(warning.textContent).toContain('Source saved, but it could not be read');
    expect(warning.textContent).toContain(i18n.t('agency:invalidTwitterList'));
    // Kept: the new source is listed first with its state.
    await waitFor(() => expect(screen.queryByTestId('agency-source-form')).toBeNull());
    expect(screen.getByTestId('agency-source-state-Política').textContent).toBe('Invalid');
  });

  it('offers only the kinds and categories of the network chosen', async () => {
    serveRoutes(fetchMock, {
      'GET /api/agency/sources': () => json([G1]),
      'GET /api/agency/categories': () => json(CATEGORIES),
    });
    renderTab();
    await screen.findByTestId('agency-source-row-G1');
    fireEvent.click(screen.getByTestId('agency-sources-new'));
    await screen.findByTestId('agency-source-form');
    expect(await optionsOf('agency-source-form-kind')).toEqual(['Feed']);
    await choose('agency-source-form-network', 'X (Twitter)');
    await waitFor(() => expect(screen.getByText('X user name')).toBeTruthy());
    expect(await optionsOf('agency-source-form-kind')).toEqual(['User', 'List']);
    expect(await optionsOf('agency-source-form-category')).toEqual(['Política']);
    await choose('agency-source-form-network', 'Mastodon');
    await waitFor(() => expect(screen.getByText('Mastodon profile address')).toBeTruthy());
    expect(
      screen.getByText("The profile's address, e.g. https://mastodon.social/@user"),
    ).toBeTruthy();
  });

  it('shows a source registered twice beside its address', async () => {
    serveRoutes(fetchMock, {
      'GET /api/agency/sources': () => json([G1]),
      'GET /api/agency/categories': () => json(CATEGORIES),
      'POST /api/agency/sources': () =>
        json({ code: 'duplicate', message: 'agency:duplicateSource' }, 409),
    });
    renderTab();
    await screen.findByTestId('agency-source-row-G1');
    fireEvent.click(screen.getByTestId('agency-sources-new'));
    fireEvent.change(await screen.findByTestId('agency-source-form-name'), {
      target: { value: 'G1 de novo' },
    });
    fireEvent.change(screen.getByTestId('agency-source-form-address'), {
      target: { value: G1.address },
    });
    fireEvent.click(screen.getByTestId('agency-source-form-save'));
    expect(await screen.findByText('This source is already registered.')).toBeTruthy();
    expect(screen.getByTestId('agency-source-form')).toBeTruthy();
  });

  it('polls a source now and shows the row as answered', async () => {
    const stale = invalidSourceFixture();
    serveRoutes(fetchMock, {
      'GET /api/agency/sources': () => json([stale]),
      'GET /api/agency/categories': () => json(CATEGORIES),
      'POST /api/agency/sources/2/poll': () =>
        json({ ...stale, state: 'ok', hint: null, lastError: null, failures: 0, version: 3 }),
    });
    renderTab();
    fireEvent.click(await screen.findByTestId('agency-source-poll-Lista política'));
    await waitFor(() =>
      expect(screen.getByTestId('agency-source-state-Lista política').textContent).toBe('OK'),
    );
    expect(await screen.findByText('Lista política was read.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(url).toBe('/api/agency/sources/2/poll');
    expect(init?.body).toBeUndefined();
  });

  it('names every network, kind and address in every language', async () => {
    for (const locale of LOCALES) {
      await act(() => i18n.changeLanguage(locale));
      for (const kind of ['feed', 'user', 'list', 'page', 'account', 'handle'])
        expect(
          i18n.exists(`agencyAdmin:sources.form.addressHelp.${kind}`),
          `${locale} ${kind}`,
        ).toBe(true);
    }
  });
});
