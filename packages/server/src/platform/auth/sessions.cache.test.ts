import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema';
import { useTwoInstances } from '../../test/useTwoInstances';
import { createUser, loginCookie, testClock, type TestApp } from '../../test/testApp';

const clock = testClock();

const { tdb, one, two } = useTwoInstances(clock);

const me = (on: TestApp, cookie: string) =>
  on.app.inject({ url: '/api/users/me', headers: { cookie } });

/** Waits until `on` delivered every event committed so far (its cache heard them). */
async function delivered(on: TestApp): Promise<void> {
  const [last] = await tdb.database.db.select({ id: sql<number>`max(${outbox.id})` }).from(outbox);
  await on.app.platform.hub.waitForDelivery(Number(last!.id));
}

/** A user signed in on instance one whose session both instances have resolved (and cached). */
async function signedInOnBoth(permissions = {}) {
  const user = await createUser(tdb.database, { permissions });
  const cookie = await loginCookie(one.app, user.nickname);
  expect((await me(one, cookie)).statusCode).toBe(200);
  expect((await me(two, cookie)).statusCode).toBe(200);
  return { user, cookie };
}

describe('sessions resolved from each instance’s cache', () => {
  it('refuses a session ended on one instance on the next request there, and on the other', async () => {
    const { cookie } = await signedInOnBoth();
    const logout = await one.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(one, cookie)).statusCode).toBe(401);
    await delivered(two);
    expect((await me(two, cookie)).statusCode).toBe(401);
  });

  it('refuses a removed user on the next request, on both instances', async () => {
    const { user, cookie } = await signedInOnBoth();
    const admin = await createUser(tdb.database, { permissions: { user: 'admin' } });
    const removed = await two.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}`,
      headers: { cookie: await loginCookie(two.app, admin.nickname) },
    });
    expect(removed.statusCode).toBe(200);
    expect((await me(two, cookie)).statusCode).toBe(401);
    await delivered(one);
    expect((await me(one, cookie)).statusCode).toBe(401);
  });

  it('sees a change made without an event only once the TTL passed', async () => {
    const { user, cookie } = await signedInOnBoth({ user: 'read' });
    const list = () =>
      two.app.inject({ url: '/api/users/filter', headers: { cookie } }).then((r) => r.statusCode);
    const name = async () => (await me(two, cookie)).json<{ name: string }>().name;
    expect(await list()).toBe(200);
    // Behind the services' back: no event, so the cached session still holds the permission.
    await tdb.database.db
      .update(users)
      .set({ permissions: {}, name: 'Renamed In SQL' })
      .where(eq(users.id, user.id));
    expect(await list()).toBe(200);
    expect(await name()).toBe(user.name);
    clock.advance(30_000);
    expect(await list()).toBe(403);
    expect(await name()).toBe('Renamed In SQL');
  });
});
