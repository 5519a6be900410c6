import { describe, expect, it } from 'vitest';
import { companyDataSchema } from '@newsroom/domain';
import { groupMembers, programs } from '../../platform/db/schema';
import { createGroup, createUser, loginCookie } from '../../test/testApp';
import { useTestApp } from '../../test/useTestApp';

const { tdb, t } = useTestApp();

describe('GET /api/remote', () => {
  it('requires a session', async () => {
    expect((await t.app.inject({ url: '/api/remote' })).statusCode).toBe(401);
  });

  it('answers the whole company data bundle to any session', async () => {
    const admin = await createUser(tdb.database, {
      permissions: { admin: 'write', team: 'write' },
    });
    const adminCookie = await loginCookie(t.app, admin.nickname);
    const group = await createGroup(tdb.database, 'Jornalismo');
    const reporter = await createUser(tdb.database, { nickname: 'ana' });
    const editor = await createUser(tdb.database, { nickname: 'marina' });
    await tdb.database.db.insert(groupMembers).values([
      { groupId: group.id, userId: reporter.id, role: 'reporter' },
      { groupId: group.id, userId: editor.id, role: 'editor' },
    ]);
    await tdb.database.db
      .insert(programs)
      .values({ name: 'Jornal da Manhã', start: '06:00:00', end: '08:00:00' });
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie: adminCookie } });
    const type = (
      await post('/api/types', { name: 'Vivo', abbreviation: 'VIVO', color: 'red' })
    ).json();
    const vehicle = (await post('/api/vehicles', { name: 'TV Horizonte', type: 'TV' })).json();
    const editorial = (await post('/api/editorials', { name: 'Cidades' })).json();
    const classification = (await post('/api/classifications', { name: 'Factual' })).json();
    const team = (await post('/api/teams', { name: 'Equipe 1', memberIds: [reporter.id] })).json();
    await t.app.inject({
      method: 'PUT',
      url: '/api/rundowns/config',
      payload: { estimatedEnabled: false, version: 0 },
      headers: { cookie: adminCookie },
    });

    const nobody = await createUser(tdb.database);
    const response = await t.app.inject({
      url: '/api/remote',
      headers: { cookie: await loginCookie(t.app, nobody.nickname) },
    });
    expect(response.statusCode).toBe(200);
    const bundle = companyDataSchema.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'classifications',
        'configs',
        'editorials',
        'editors',
        'producers',
        'programs',
        'reporters',
        'teams',
        'types',
        'users',
        'vehicles',
      ].sort(),
    );
    expect(bundle.types).toEqual([type]);
    expect(bundle.vehicles).toEqual([vehicle]);
    expect(bundle.editorials).toEqual([editorial]);
    expect(bundle.classifications).toEqual([classification]);
    expect(bundle.teams).toEqual([{ ...team, membersNicknames: ['ana'] }]);
    expect(bundle.programs).toEqual([
      expect.objectContaining({ name: 'Jornal da Manhã', enabled: true }),
    ]);
    expect(bundle.reporters).toEqual([{ id: reporter.id, name: reporter.name, nickname: 'ana' }]);
    expect(bundle.editors).toEqual([{ id: editor.id, name: editor.name, nickname: 'marina' }]);
    expect(bundle.producers).toEqual([]);
    expect(bundle.users.map((user) => user.nickname)).toEqual(
      expect.arrayContaining(['ana', 'marina', nobody.nickname]),
    );
    expect(bundle.configs.rundown).toEqual({ estimatedEnabled: false });
    expect(bundle.configs.news_report.defaultReadRate).toBe(0.075);
    expect(response.json().configs.rundown).not.toHaveProperty('version');
  });
});
