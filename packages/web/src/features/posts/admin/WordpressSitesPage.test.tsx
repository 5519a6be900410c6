import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { siteFixture } from '../testSupport';
import { WordpressSitesPage } from './WordpressSitesPage';

const PORTAL = siteFixture();
const OFF = siteFixture({ id: 5, name: 'Blog', url: 'https://blog.example.com', enabled: false });
const fetchMock = vi.fn<typeof fetch>();

function renderPage() {
  renderWithProviders(<WordpressSitesPage canEdit hearsPosts={false} />, {
    user: { nickname: 'admin', abilities: { admin: 'write' } },
    companyData: companyDataBundle(),
  });
}

/** The JSON body of the only call of a method and path. */
const bodyOf = (method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => init?.method === method && String(input) === path,
  );
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('WordpressSitesPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('lists the sites with their address, user and whether posts may go to them', async () => {
    serveRoutes(fetchMock, { 'GET /api/wordpress_configs': () => json([OFF, PORTAL]) });
    renderPage();
    const row = await screen.findByTestId('wordpress-site-row-Portal');
    expect(row.textContent).toContain('https://portal.example.com');
    expect(row.textContent).toContain('redacao');
    expect(row.textContent).toContain('On');
    expect(screen.getByTestId('wordpress-site-row-Blog').textContent).toContain('Off');
  });

  it('creates a site with its password and says the site took the credentials', async () => {
    serveRoutes(fetchMock, {
      'GET /api/wordpress_configs': () => json([]),
      'POST /api/wordpress_configs': () =>
        json(
          {
            site: PORTAL,
            check: { ok: true, key: 'posts:credentialsValid', siteMessage: 'Redação Portal' },
          },
          201,
        ),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('wordpress-sites-new'));
    type('wordpress-site-form-name', 'Portal');
    type('wordpress-site-form-url', 'https://portal.example.com');
    type('wordpress-site-form-user', 'redacao');
    type('wordpress-site-form-password', 'abcd efgh ijkl');
    fireEvent.click(screen.getByTestId('wordpress-site-form-save'));
    const success = await screen.findByTestId('notification-success');
    expect(success.textContent).toContain('The site took the credentials.');
    expect(success.textContent).toContain('Signed in as Redação Portal.');
    expect(bodyOf('POST', '/api/wordpress_configs')).toEqual({
      name: 'Portal',
      url: 'https://portal.example.com',
      user: 'redacao',
      password: 'abcd efgh ijkl',
      enabled: true,
    });
    expect(await screen.findByTestId('wordpress-site-row-Portal')).toBeTruthy();
  });

  it("keeps the stored password when left empty, and warns in the site's words when it refuses", async () => {
    serveRoutes(fetchMock, {
      'GET /api/wordpress_configs': () => json([PORTAL]),
      'PUT /api/wordpress_configs/4': () =>
        json({
          site: { ...PORTAL, user: 'editor', version: 2 },
          check: {
            ok: false,
            key: 'posts:credentialsRejected',
            siteMessage: 'The provided password is an invalid application password.',
          },
        }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('wordpress-site-edit-Portal'));
    expect(screen.getByText('Leave empty to keep the stored password.')).toBeTruthy();
    type('wordpress-site-form-user', 'editor');
    fireEvent.click(screen.getByTestId('wordpress-site-form-save'));
    const warning = await screen.findByTestId('notification-warning');
    expect(warning.textContent).toContain('"Portal" was saved');
    expect(warning.textContent).toContain('The site refused the user or the application password.');
    expect(warning.textContent).toContain(
      'The site said: The provided password is an invalid application password.',
    );
    expect(bodyOf('PUT', '/api/wordpress_configs/4')).toEqual({
      name: 'Portal',
      url: 'https://portal.example.com',
      user: 'editor',
      enabled: true,
      version: 1,
    });
  });

  it('says a site with that address exists beside the address', async () => {
    serveRoutes(fetchMock, {
      'GET /api/wordpress_configs': () => json([]),
      'POST /api/wordpress_configs': () =>
        json({ code: 'duplicate', message: 'posts:duplicateSite', details: { field: 'url' } }, 409),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('wordpress-sites-new'));
    type('wordpress-site-form-name', 'Portal 2');
    type('wordpress-site-form-url', 'https://portal.example.com');
    type('wordpress-site-form-user', 'redacao');
    type('wordpress-site-form-password', 'x');
    fireEvent.click(screen.getByTestId('wordpress-site-form-save'));
    const form = screen.getByTestId('wordpress-site-form');
    expect(await within(form).findByText('A site with this address exists already.')).toBeTruthy();
  });

  it('says how many posts keep a site from being deleted', async () => {
    serveRoutes(fetchMock, {
      'GET /api/wordpress_configs': () => json([PORTAL]),
      'DELETE /api/wordpress_configs/4': () =>
        json({ code: 'rule_violation', message: 'posts:siteInUse', details: { count: 3 } }, 422),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('wordpress-site-delete-Portal'));
    fireEvent.click(await screen.findByTestId('wordpress-site-delete-confirm'));
    const error = await screen.findByTestId('notification-error');
    expect(error.textContent).toContain('3 post(s) are published or scheduled on this site');
    await waitFor(() => expect(screen.getByTestId('wordpress-site-row-Portal')).toBeTruthy());
  });
});
