import { describe, expect, it } from 'vitest';
import { createGroup, createUser, loginCookie } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';

const { tdb, t } = useTestApp();

/** GET of `url` with the cookie (or none), answering the JSON body of a 200. */
async function getJson(url: string, cookie?: string): Promise<unknown> {
  const response = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('bootstrap', () => {
  it('answers appearance and branch without a session, with no user and no programs', async () => {
    expect(await getJson('/api/bootstrap')).toEqual({
      appearance: await getJson('/api/settings/appearance'),
      branch: await getJson('/api/branch/config'),
      me: null,
      accessiblePrograms: null,
    });
  });

  it('treats a session that is no longer valid like no session', async () => {
    const body = (await getJson('/api/bootstrap', 'nrcs_session=unknown-token')) as {
      me: unknown;
    };
    expect(body.me).toBeNull();
  });

  it('answers for a signed-in user exactly what the four calls answer', async () => {
    const group = await createGroup(tdb.database);
    const user = await createUser(tdb.database, {
      permissions: { program: 'read' },
      groupIds: [group.id],
    });
    const cookie = await loginCookie(t.app, user.nickname);
    const body = await getJson('/api/bootstrap', cookie);
    expect(body).toEqual({
      appearance: await getJson('/api/settings/appearance', cookie),
      branch: await getJson('/api/branch/config', cookie),
      me: await getJson('/api/users/me', cookie),
      accessiblePrograms: await getJson('/api/programs/accessible', cookie),
    });
    expect((body as { me: { id: number } }).me.id).toBe(user.id);
  });
});
