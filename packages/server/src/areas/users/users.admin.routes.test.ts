import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Permissions } from '@newsroom/domain';
import { auditLogs, groupMembers, programPeople, programs, users } from '../../platform/db/schema';
import { connectStomp } from '../../test/stompClient';
import { uniqueFieldOfError, usersRepository } from './users.repository';
import { createTestDatabase } from '../../test/testDatabase';
import {
  createGroup,
  createUser,
  loginCookie,
  startTestApp,
  testClock,
  TEST_PASSWORD,
} from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';
import { bodyOnWrites, expectSessionRequired } from '../../platform/records/recordTestkit';
import type { TestMethod } from '../../test/injectAs';

const { tdb, t } = useTestApp();

const call = (cookie: string | null, method: TestMethod, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: cookie ? { cookie } : {},
  });
const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { username, password, ...extra },
  });

/** A unique token for names in this shared database. */
const unique = () => randomBytes(3).toString('hex');

/** Logs in a fresh user holding `permissions`. */
async function actorWith(permissions: Permissions, isRoot = false) {
  const user = await createUser(tdb.database, { permissions, isRoot });
  return { user, cookie: await loginCookie(t.app, user.nickname) };
}

/** A valid create body with unique names. */
function newUserBody(overrides: Record<string, unknown> = {}) {
  const token = unique();
  return {
    name: `Jornalista ${token}`,
    nickname: `jornalista.${token}`,
    email: `jornalista.${token}@tv.example`,
    password: 'senha-inicial-1',
    passwordConfirmation: 'senha-inicial-1',
    expirationDays: 0,
    isAdUser: false,
    allowedUserIds: [],
    permissions: { rundown: 'write', story: 'read' },
    ...overrides,
  };
}

async function auditOf(userId: number) {
  return tdb.database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entityType, 'user'), eq(auditLogs.entityId, String(userId))))
    .orderBy(auditLogs.id);
}

async function userCount() {
  return (await tdb.database.db.select({ id: users.id }).from(users)).length;
}

describe('users administration: access', () => {
  it('requires a session', async () => {
    const responses = await expectSessionRequired(
      (method, url, cookie, payload) => call(cookie, method, url, payload),
      [
        ['GET', '/api/users/filter'],
        ['GET', '/api/users/1'],
        ['POST', '/api/users'],
        ['PUT', '/api/users/1'],
        ['DELETE', '/api/users/1'],
        ['PUT', '/api/users/1/restore'],
        ['PUT', '/api/users/1/reset_password'],
        ['GET', '/api/users/all'],
        ['GET', '/api/users/editors'],
        ['GET', '/api/users/category/all'],
      ],
      bodyOnWrites({}),
    );
    for (const response of responses) {
      expect(response.json()).toMatchObject({ code: 'session_expired' });
    }
  });

  it('asks ROLE_USER_READ to read, ROLE_USER_WRITE to create and edit, ROLE_USER_ADMIN to remove, restore and reset', async () => {
    const target = await createUser(tdb.database);
    const none = await actorWith({ rundown: 'admin' });
    const reader = await actorWith({ user: 'read' });
    const writer = await actorWith({ user: 'write' });
    const forbidden = async (
      cookie: string,
      method: TestMethod,
      url: string,
      payload?: unknown,
    ) => {
      const response = await call(cookie, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    };

    await forbidden(none.cookie, 'GET', '/api/users/filter');
    await forbidden(none.cookie, 'GET', `/api/users/${target.id}`);
    await forbidden(reader.cookie, 'POST', '/api/users', newUserBody());
    await forbidden(reader.cookie, 'PUT', `/api/users/${target.id}`, {
      ...newUserBody(),
      version: 1,
    });
    for (const actor of [reader, writer]) {
      await forbidden(actor.cookie, 'DELETE', `/api/users/${target.id}`);
      await forbidden(actor.cookie, 'PUT', `/api/users/${target.id}/restore`);
      await forbidden(actor.cookie, 'PUT', `/api/users/${target.id}/reset_password`);
      await forbidden(actor.cookie, 'DELETE', `/api/users/${target.id}/session`);
    }

    expect((await call(reader.cookie, 'GET', '/api/users/filter')).statusCode).toBe(200);
    expect((await call(reader.cookie, 'GET', `/api/users/${target.id}`)).statusCode).toBe(200);
    // The lists for selects need only a session.
    for (const path of [
      'all',
      'active',
      'editors',
      'image_editors',
      'producers',
      'reporters',
      'category/active',
    ]) {
      expect((await call(none.cookie, 'GET', `/api/users/${path}`)).statusCode, path).toBe(200);
    }
    // Nothing was removed or reset on the way.
    const [stored] = await tdb.database.db.select().from(users).where(eq(users.id, target.id));
    expect(stored).toMatchObject({ excluded: false, version: 1 });
    expect(await login(target.nickname, TEST_PASSWORD).then((r) => r.statusCode)).toBe(200);
  });

  it('keeps the existing calls working: me, online and kick-out', async () => {
    const admin = await actorWith({ user: 'admin' });
    expect((await call(admin.cookie, 'GET', '/api/users/me')).json()).toMatchObject({
      id: admin.user.id,
    });
    const online = (await call(admin.cookie, 'GET', '/api/users/online')).json() as {
      id: number;
    }[];
    expect(online.map((u) => u.id)).toContain(admin.user.id);
  });
});

describe('users administration: list and record', () => {
  it('filters on name, nickname and e-mail without regard to accents or case, active only by default, paged', async () => {
    const admin = await actorWith({ user: 'read' });
    const token = unique();
    const joao = await createUser(tdb.database, { nickname: `joao_${token}` });
    await tdb.database.db
      .update(users)
      .set({ name: `João Araújo ${token}` })
      .where(eq(users.id, joao.id));
    const removed = await createUser(tdb.database, { nickname: `araujo_${token}` });
    await tdb.database.db
      .update(users)
      .set({ name: `Zé Araujo ${token}`, excluded: true })
      .where(eq(users.id, removed.id));

    const byName = await call(
      admin.cookie,
      'GET',
      `/api/users/filter?filter=${encodeURIComponent(`joao araujo ${token}`)}`,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual({
      page: 0,
      size: 25,
      total: 1,
      data: [
        {
          id: joao.id,
          name: `João Araújo ${token}`,
          nickname: joao.nickname,
          email: joao.email,
          online: false,
          excluded: false,
          isAdUser: false,
          expirationDays: 0,
          version: 1,
        },
      ],
    });
    const accents = await call(
      admin.cookie,
      'GET',
      `/api/users/filter?filter=${encodeURIComponent(`ARAÚJO ${token}`)}`,
    );
    expect(accents.json().data.map((u: { id: number }) => u.id)).toEqual([joao.id]);
    const byEmail = await call(
      admin.cookie,
      'GET',
      `/api/users/filter?filter=${encodeURIComponent(`JOAO_${token}@TEST`)}`,
    );
    expect(byEmail.json().total).toBe(1);

    const all = await call(
      admin.cookie,
      'GET',
      `/api/users/filter?filter=araujo%20${token}&activeOnly=false`,
    );
    expect(
      all.json().data.map((u: { id: number; excluded: boolean }) => [u.id, u.excluded]),
    ).toEqual([
      [joao.id, false],
      [removed.id, true],
    ]);
    const secondPage = await call(
      admin.cookie,
      'GET',
      `/api/users/filter?filter=araujo%20${token}&activeOnly=false&page=1&size=1`,
    );
    expect(secondPage.json()).toMatchObject({
      page: 1,
      size: 1,
      total: 2,
      data: [{ id: removed.id }],
    });
  });

  it('loads the full record with permissions, groups and allowed users, never the password hash', async () => {
    const admin = await actorWith({ user: 'read' });
    const group = await createGroup(tdb.database);
    const target = await createUser(tdb.database, {
      permissions: { rundown: 'write' },
      groupIds: [group.id],
    });
    await tdb.database.db
      .insert(groupMembers)
      .values({ groupId: group.id, userId: target.id, role: 'editor' });
    const response = await call(admin.cookie, 'GET', `/api/users/${target.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: target.id,
      nickname: target.nickname,
      isRoot: false,
      permissions: { rundown: 'write' },
      allowedUserIds: [],
      groupIds: [group.id],
      mustChangePassword: false,
    });
    expect(response.json().groups).toEqual(
      expect.arrayContaining([
        { groupId: group.id, groupName: group.name, role: 'editor' },
        { groupId: group.id, groupName: group.name, role: 'user' },
      ]),
    );
    expect(response.body).not.toMatch(/password_?hash|scrypt/i);
    expect((await call(admin.cookie, 'GET', '/api/users/999999')).statusCode).toBe(404);
  });
});

describe('users administration: create', () => {
  it('creates a user who must choose a new password at first login', async () => {
    const admin = await actorWith({ user: 'write', rundown: 'write', story: 'read' });
    const colleague = await createUser(tdb.database);
    const body = newUserBody({ allowedUserIds: [colleague.id, colleague.id], expirationDays: 90 });
    const created = await call(admin.cookie, 'POST', '/api/users', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: body.name,
      nickname: body.nickname,
      email: body.email,
      expirationDays: 90,
      permissions: { rundown: 'write', story: 'read' },
      allowedUserIds: [colleague.id],
      isRoot: false,
      excluded: false,
      mustChangePassword: true,
      version: 1,
    });
    expect(created.body).not.toContain('senha-inicial-1');

    const first = await login(body.nickname, body.password);
    expect(first.json()).toMatchObject({ code: 'error_reset_password' });
    const reset = await login(body.nickname, 'minha-nova-senha', {
      isResetPassword: true,
      currentPassword: body.password,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().roles).toEqual(
      expect.arrayContaining(['ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ']),
    );
  });

  it('refuses mismatched passwords as a field error and creates nothing', async () => {
    const admin = await actorWith({ user: 'write' });
    const before = await userCount();
    const response = await call(
      admin.cookie,
      'POST',
      '/api/users',
      newUserBody({ permissions: {}, passwordConfirmation: 'outra-senha-1' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'passwordConfirmation', key: 'passwordsMustMatch' }] },
    });
    expect(await userCount()).toBe(before);
  });

  it('answers a duplicate e-mail or nickname (any case) with 409 naming the field, changing nothing', async () => {
    const admin = await actorWith({ user: 'write' });
    const existing = await createUser(tdb.database);
    const before = await userCount();

    const sameEmail = await call(
      admin.cookie,
      'POST',
      '/api/users',
      newUserBody({ permissions: {}, email: existing.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({
      code: 'duplicate',
      details: { field: 'email', fields: ['email'] },
    });

    const sameNickname = await call(
      admin.cookie,
      'POST',
      '/api/users',
      newUserBody({ permissions: {}, nickname: existing.nickname.toUpperCase() }),
    );
    expect(sameNickname.json()).toMatchObject({
      code: 'duplicate',
      details: { field: 'nickname', fields: ['nickname'] },
    });

    const both = await call(
      admin.cookie,
      'POST',
      '/api/users',
      newUserBody({ permissions: {}, nickname: existing.nickname, email: existing.email }),
    );
    expect(both.json()).toMatchObject({
      code: 'duplicate',
      details: { field: 'email', fields: ['email', 'nickname'] },
    });
    expect(await userCount()).toBe(before);
  });

  it('never makes root and never grants more than the actor holds', async () => {
    const admin = await actorWith({ user: 'write', rundown: 'write' });
    const rooted = await call(
      admin.cookie,
      'POST',
      '/api/users',
      newUserBody({ permissions: {}, isRoot: true }),
    );
    expect(rooted.statusCode).toBe(201);
    expect(rooted.json().isRoot).toBe(false);

    const before = await userCount();
    const above = await call(
      admin.cookie,
      'POST',
      '/api/users',
      newUserBody({ permissions: { rundown: 'admin' } }),
    );
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({
      code: 'rule_violation',
      message: 'users:cannotGrantAboveOwnLevel',
    });
    const unknownAllowed = await call(
      admin.cookie,
      'POST',
      '/api/users',
      newUserBody({ permissions: {}, allowedUserIds: [999999] }),
    );
    expect(unknownAllowed.json()).toMatchObject({
      code: 'validation_failed',
      details: { fields: [{ field: 'allowedUserIds' }] },
    });
    expect(await userCount()).toBe(before);
  });
});

describe('users administration: update', () => {
  it("saves the fields, applies permissions at the user's next request and refuses a stale version with the current record", async () => {
    const admin = await actorWith({ user: 'write', rundown: 'admin' });
    const target = await createUser(tdb.database, { permissions: { rundown: 'read' } });
    const targetCookie = await loginCookie(t.app, target.nickname);
    const body = {
      name: 'Nome Novo',
      nickname: target.nickname,
      email: target.email,
      expirationDays: 30,
      isAdUser: true,
      allowedUserIds: [admin.user.id],
      permissions: { rundown: 'admin' },
      version: 1,
    };

    const saved = await call(admin.cookie, 'PUT', `/api/users/${target.id}`, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Nome Novo',
      expirationDays: 30,
      isAdUser: true,
      allowedUserIds: [admin.user.id],
      permissions: { rundown: 'admin' },
      version: 2,
    });
    const me = await call(targetCookie, 'GET', '/api/users/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().roles).toContain('ROLE_RUNDOWN_ADMIN');

    const stale = await call(admin.cookie, 'PUT', `/api/users/${target.id}`, {
      ...body,
      name: 'Outro Nome',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_version',
      details: { current: { id: target.id, name: 'Nome Novo', version: 2 } },
    });
    expect((await call(admin.cookie, 'GET', `/api/users/${target.id}`)).json().name).toBe(
      'Nome Novo',
    );
  });

  it('answers a duplicate with 409 and leaves the user as it was', async () => {
    const admin = await actorWith({ user: 'write' });
    const target = await createUser(tdb.database);
    const other = await createUser(tdb.database);
    const body = {
      name: 'X',
      nickname: other.nickname.toUpperCase(),
      email: target.email,
      version: 1,
    };
    const response = await call(admin.cookie, 'PUT', `/api/users/${target.id}`, body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'duplicate', details: { field: 'nickname' } });
    expect((await call(admin.cookie, 'GET', `/api/users/${target.id}`)).json()).toMatchObject({
      name: target.name,
      nickname: target.nickname,
      version: 1,
    });
  });

  it('takes a new password only with its confirmation; the user must change it and their sessions end', async () => {
    const admin = await actorWith({ user: 'write' });
    const target = await createUser(tdb.database);
    const targetCookie = await loginCookie(t.app, target.nickname);
    const base = { name: target.name, nickname: target.nickname, email: target.email, version: 1 };
    const alone = await call(admin.cookie, 'PUT', `/api/users/${target.id}`, {
      ...base,
      password: 'senha-do-admin-1',
    });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().details.fields).toEqual([
      expect.objectContaining({ field: 'passwordConfirmation', key: 'passwordsMustMatch' }),
    ]);

    const saved = await call(admin.cookie, 'PUT', `/api/users/${target.id}`, {
      ...base,
      password: 'senha-do-admin-1',
      passwordConfirmation: 'senha-do-admin-1',
    });
    expect(saved.json()).toMatchObject({ mustChangePassword: true, online: false });
    expect((await call(targetCookie, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await login(target.nickname, 'senha-do-admin-1')).json()).toMatchObject({
      code: 'error_reset_password',
    });
  });

  it('keeps users from raising their own permissions and away from users who outrank them', async () => {
    const admin = await actorWith({ user: 'write', rundown: 'write' });
    const self = {
      name: admin.user.name,
      nickname: admin.user.nickname,
      email: admin.user.email,
      version: 1,
    };
    const raised = await call(admin.cookie, 'PUT', `/api/users/${admin.user.id}`, {
      ...self,
      permissions: { user: 'write', rundown: 'write', story: 'read' },
    });
    expect(raised.statusCode).toBe(422);
    expect(raised.json()).toMatchObject({ message: 'users:cannotRaiseOwnPermissions' });
    const lowered = await call(admin.cookie, 'PUT', `/api/users/${admin.user.id}`, {
      ...self,
      permissions: { user: 'write' },
    });
    expect(lowered.statusCode).toBe(200);

    const root = await createUser(tdb.database, { isRoot: true });
    const higher = await createUser(tdb.database, { permissions: { admin: 'admin' } });
    for (const target of [root, higher]) {
      const response = await call(admin.cookie, 'PUT', `/api/users/${target.id}`, {
        name: 'Tomado',
        nickname: target.nickname,
        email: target.email,
        version: 1,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: 'users:cannotManageHigherUser' });
    }
    const [stored] = await tdb.database.db.select().from(users).where(eq(users.id, root.id));
    expect(stored).toMatchObject({ name: root.name, isRoot: true, version: 1 });
  });
});

describe('users administration: remove, restore, reset password', () => {
  it('removes a user: sessions end (socket closed with 1008), hidden from active only, shown excluded otherwise; restore brings them back', async () => {
    const admin = await actorWith({ user: 'admin' });
    const target = await createUser(tdb.database);
    const targetCookie = await loginCookie(t.app, target.nickname);
    const socket = await connectStomp(t.baseUrl, targetCookie, ['/topic/sessions']);

    const removed = await call(admin.cookie, 'DELETE', `/api/users/${target.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      id: target.id,
      excluded: true,
      online: false,
      version: 2,
    });
    expect(await socket.closed).toBe(1008);
    expect((await call(targetCookie, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await login(target.nickname, TEST_PASSWORD)).json()).toMatchObject({
      code: 'authentication_failed',
    });
    const active = await call(admin.cookie, 'GET', `/api/users/filter?filter=${target.nickname}`);
    expect(active.json().total).toBe(0);
    const all = await call(
      admin.cookie,
      'GET',
      `/api/users/filter?filter=${target.nickname}&activeOnly=false`,
    );
    expect(all.json().data).toEqual([expect.objectContaining({ id: target.id, excluded: true })]);
    const again = await call(admin.cookie, 'DELETE', `/api/users/${target.id}`);
    expect(again.statusCode).toBe(422);

    const restored = await call(admin.cookie, 'PUT', `/api/users/${target.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ excluded: false, version: 3 });
    expect(
      (await call(admin.cookie, 'GET', `/api/users/filter?filter=${target.nickname}`)).json().total,
    ).toBe(1);
    expect((await login(target.nickname, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses to remove yourself or the last root user', async () => {
    const admin = await actorWith({ user: 'admin' });
    const self = await call(admin.cookie, 'DELETE', `/api/users/${admin.user.id}`);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({
      code: 'rule_violation',
      message: 'users:cannotRemoveSelf',
    });

    // A database of its own, so no root user of another test counts.
    const own = await createTestDatabase();
    const app = await startTestApp(own.database, testClock());
    try {
      const root = await createUser(own.database, { isRoot: true });
      const userAdmin = await createUser(own.database, { permissions: { user: 'admin' } });
      const response = await app.app.inject({
        method: 'DELETE',
        url: `/api/users/${root.id}`,
        headers: { cookie: await loginCookie(app.app, userAdmin.nickname) },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: 'users:lastRoot' });
      const [stored] = await own.database.db.select().from(users).where(eq(users.id, root.id));
      expect(stored!.excluded).toBe(false);
    } finally {
      await app.close();
      await own.drop();
    }
  });

  it('resets a password: the old one is refused, the temporary one asks for a new password, sessions end', async () => {
    const admin = await actorWith({ user: 'admin' });
    const target = await createUser(tdb.database);
    const targetCookie = await loginCookie(t.app, target.nickname);
    const response = await call(admin.cookie, 'PUT', `/api/users/${target.id}/reset_password`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { temporaryPassword } = response.json() as { temporaryPassword: string };
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);

    expect((await call(targetCookie, 'GET', '/api/users/me')).statusCode).toBe(401);
    expect((await login(target.nickname, TEST_PASSWORD)).json()).toMatchObject({
      code: 'authentication_failed',
    });
    expect((await login(target.nickname, temporaryPassword)).json()).toMatchObject({
      code: 'error_reset_password',
    });
    const reset = await login(target.nickname, 'escolhida-por-mim', {
      isResetPassword: true,
      currentPassword: temporaryPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(target.nickname, 'escolhida-por-mim')).statusCode).toBe(200);

    const entries = await auditOf(target.id);
    expect(entries.map((e) => e.action)).toContain('RESET_PASSWORD');
    expect(JSON.stringify(entries)).not.toContain(temporaryPassword);
  });
});

describe('users administration: lists for selects', () => {
  it('serves all, active, editors, producers, reporters and image editors, by path and by category', async () => {
    const viewer = await actorWith({});
    const token = unique();
    const group = await createGroup(tdb.database);
    const editor = await createUser(tdb.database, { nickname: `ed_${token}` });
    const producer = await createUser(tdb.database, { nickname: `pr_${token}` });
    const reporter = await createUser(tdb.database, { nickname: `re_${token}` });
    const imageEditor = await createUser(tdb.database, { nickname: `ie_${token}` });
    const removedEditor = await createUser(tdb.database, { nickname: `xe_${token}` });
    await tdb.database.db
      .update(users)
      .set({ excluded: true })
      .where(eq(users.id, removedEditor.id));
    await tdb.database.db.insert(groupMembers).values([
      { groupId: group.id, userId: editor.id, role: 'editor' },
      { groupId: group.id, userId: removedEditor.id, role: 'editor' },
      { groupId: group.id, userId: producer.id, role: 'producer' },
      { groupId: group.id, userId: reporter.id, role: 'reporter' },
    ]);
    const [program] = await tdb.database.db
      .insert(programs)
      .values({ name: `Jornal ${token}`, start: '06:00:00', end: '07:00:00' })
      .returning();
    await tdb.database.db
      .insert(programPeople)
      .values({ programId: program!.id, userId: imageEditor.id, role: 'image_editor' });

    const idsOf = async (path: string) => {
      const response = await call(viewer.cookie, 'GET', `/api/users/${path}`);
      expect(response.statusCode, path).toBe(200);
      const list = response.json() as { id: number; name: string; nickname: string }[];
      return list
        .map((u) => u.id)
        .filter((id) =>
          [editor, producer, reporter, imageEditor, removedEditor].some((u) => u.id === id),
        );
    };
    const sorted = (...list: { id: number }[]) => list.map((u) => u.id).sort((a, b) => a - b);
    const sortedIds = async (path: string) => (await idsOf(path)).sort((a, b) => a - b);

    expect(await sortedIds('all')).toEqual(
      sorted(editor, producer, reporter, imageEditor, removedEditor),
    );
    expect(await sortedIds('active')).toEqual(sorted(editor, producer, reporter, imageEditor));
    expect(await idsOf('editors')).toEqual([editor.id]);
    expect(await idsOf('producers')).toEqual([producer.id]);
    expect(await idsOf('reporters')).toEqual([reporter.id]);
    expect(await idsOf('image_editors')).toEqual([imageEditor.id]);
    expect(await idsOf('category/editors')).toEqual([editor.id]);
    expect(await idsOf('category/imageEditors')).toEqual([imageEditor.id]);
    const shape = (await call(viewer.cookie, 'GET', '/api/users/editors')).json()[0];
    expect(Object.keys(shape).sort()).toEqual(['id', 'name', 'nickname']);
  });

  it('answers an unknown category with an internal error', async () => {
    const viewer = await actorWith({});
    const response = await call(viewer.cookie, 'GET', '/api/users/category/presenters');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'internal_error',
      message: 'users:unknownCategory',
    });
  });
});

describe('users administration: events and audit', () => {
  it('publishes create, update and delete on /topic/users to user readers, and records each change without secrets', async () => {
    const admin = await actorWith({ user: 'admin', rundown: 'write' });
    const watcher = await actorWith({ user: 'read' });
    const bystander = await actorWith({});
    const watching = await connectStomp(t.baseUrl, watcher.cookie, ['/topic/users']);
    const bystanding = await connectStomp(t.baseUrl, bystander.cookie, ['/topic/users']);
    try {
      const body = newUserBody({ permissions: { rundown: 'read' } });
      const created = (await call(admin.cookie, 'POST', '/api/users', body)).json() as {
        id: number;
        version: number;
      };
      const createEvent = await watching.next(
        '/topic/users',
        (e) => e.action === 'CREATE' && e.id === String(created.id),
      );
      expect(createEvent).toMatchObject({
        topic: 'users',
        entity: 'user',
        version: 1,
        data: {
          id: created.id,
          name: body.name,
          nickname: body.nickname,
          email: body.email,
          online: false,
          excluded: false,
          isAdUser: false,
          expirationDays: 0,
          version: 1,
        },
      });

      const renamed = await call(admin.cookie, 'PUT', `/api/users/${created.id}`, {
        ...body,
        password: undefined,
        passwordConfirmation: undefined,
        name: 'Nome Trocado',
        version: 1,
      });
      expect(renamed.statusCode).toBe(200);
      const updateEvent = await watching.next(
        '/topic/users',
        (e) =>
          e.action === 'UPDATE' &&
          e.id === String(created.id) &&
          (e.data as { email?: string }).email !== undefined,
      );
      expect(updateEvent.data).toMatchObject({ name: 'Nome Trocado', version: 2 });
      // Everyone hears the new name (online lists), but not the e-mail.
      const publicEvent = await bystanding.next('/topic/users', (e) => e.id === String(created.id));
      expect(publicEvent).toMatchObject({
        action: 'UPDATE',
        data: { id: created.id, name: 'Nome Trocado' },
      });
      expect(publicEvent.data).not.toHaveProperty('email');

      expect((await call(admin.cookie, 'DELETE', `/api/users/${created.id}`)).statusCode).toBe(200);
      const deleteEvent = await watching.next(
        '/topic/users',
        (e) => e.action === 'DELETE' && e.id === String(created.id),
      );
      expect(deleteEvent.data).toMatchObject({ id: created.id, excluded: true });
      expect(
        bystanding.received
          .get('/topic/users')
          ?.filter((e) => e.id === String(created.id))
          .map((e) => e.action),
      ).toEqual(['UPDATE']);

      const entries = await auditOf(created.id);
      expect(entries.map((e) => [e.action, e.label, e.actorId])).toEqual([
        ['CREATE', body.nickname, admin.user.id],
        ['UPDATE', body.nickname, admin.user.id],
        ['DELETE', body.nickname, admin.user.id],
      ]);
      expect(entries[1]!.details).toEqual({
        changes: { name: { before: body.name, after: 'Nome Trocado' } },
      });
      expect(JSON.stringify(entries)).not.toMatch(/senha-inicial-1|scrypt/);
    } finally {
      await watching.close();
      await bystanding.close();
    }
  });

  it('records a kick-out', async () => {
    const admin = await actorWith({ user: 'admin' });
    const target = await createUser(tdb.database);
    await loginCookie(t.app, target.nickname);
    expect((await call(admin.cookie, 'DELETE', `/api/users/${target.id}/session`)).statusCode).toBe(
      204,
    );
    expect((await auditOf(target.id)).map((e) => e.action)).toEqual(['KICK_OUT']);
  });
});

describe('users administration: concurrent twins', () => {
  it('reads which unique field a racing insert clashed on, on either engine', async () => {
    const existing = await createUser(tdb.database);
    const values = { name: 'Gêmeo', passwordHash: 'x', permissions: {} };
    for (const [field, clash] of [
      ['nickname', { nickname: existing.nickname.toUpperCase(), email: `${unique()}@tv.example` }],
      ['email', { nickname: `gemeo_${unique()}`, email: existing.email.toUpperCase() }],
    ] as const) {
      const error = await usersRepository.insert(tdb.database.db, { ...values, ...clash }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(uniqueFieldOfError(error), field).toBe(field);
    }
    expect(uniqueFieldOfError(new Error('other'))).toBeNull();
  });
});
