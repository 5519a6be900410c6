import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/db/schema';
import { createUser, loginCookie } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';

let admin: string;
let adminNickname: string;

const { tdb, t } = useTestApp();

beforeAll(async () => {
  const user = await createUser(tdb.database, { permissions: { admin: 'write' } });
  adminNickname = user.nickname;
  admin = await loginCookie(t.app, user.nickname);
});

const list = (query: string, cookie = admin) =>
  t.app.inject({ url: `/api/audit/logs/filter${query}`, headers: { cookie } });

describe('audit log', () => {
  it('requires a session, then admin read access', async () => {
    expect((await t.app.inject({ url: '/api/audit/logs/filter' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/audit/entity_types' })).statusCode).toBe(401);
    const user = await createUser(tdb.database, { permissions: { rundown: 'admin' } });
    const cookie = await loginCookie(t.app, user.nickname);
    expect((await list('', cookie)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/audit/entity_types', headers: { cookie } })).statusCode,
    ).toBe(403);
    const reader = await createUser(tdb.database, { permissions: { admin: 'read' } });
    expect((await list('', await loginCookie(t.app, reader.nickname))).statusCode).toBe(200);
  });

  it('lists a settings change with who, when, from where and the changed fields, newest first', async () => {
    const current = (
      await t.app.inject({ url: '/api/settings/theme', headers: { cookie: admin } })
    ).json();
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/theme',
      payload: { themeColor: 'purple', version: current.version },
      headers: { cookie: admin },
    });
    const page = (await list('?entityType=settings')).json();
    expect(page).toMatchObject({ page: 0, size: 25, total: 1 });
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      actorId: expect.any(Number),
      actorNickname: adminNickname,
      ip: '127.0.0.1',
      action: 'UPDATE',
      entityType: 'settings',
      entityId: 'theme',
      label: 'theme',
      details: { themeColor: { before: 'blue', after: 'purple' } },
    });
  });

  it('filters by text and entity type and pages', async () => {
    await tdb.database.db.insert(auditLogs).values(
      Array.from({ length: 30 }, (_, i) => ({
        actorNickname: 'coordenacao',
        action: i % 2 === 0 ? 'CREATE' : 'DELETE',
        entityType: i < 20 ? 'group' : 'program',
        entityId: String(i),
        label: `Equipe ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const groups = (await list('?entityType=group&size=5&page=1')).json();
    expect(groups).toMatchObject({ page: 1, size: 5, total: 20 });
    expect(groups.data.map((e: { entityId: string }) => e.entityId)).toEqual([
      '14',
      '13',
      '12',
      '11',
      '10',
    ]);
    expect((await list('?filter=equipe%2029')).json()).toMatchObject({
      total: 1,
      data: [{ label: 'Equipe 29', entityType: 'program' }],
    });
    expect((await list('?filter=coordena&entityType=program')).json().total).toBe(10);
    expect((await list('?filter=DELETE&entityType=group')).json().total).toBe(10);
    expect(
      (await t.app.inject({ url: '/api/audit/entity_types', headers: { cookie: admin } })).json(),
    ).toEqual(['group', 'program', 'settings']);
  });

  it('refuses a bad page (400)', async () => {
    expect((await list('?page=-1')).statusCode).toBe(400);
    expect((await list('?size=0')).statusCode).toBe(400);
  });
});
