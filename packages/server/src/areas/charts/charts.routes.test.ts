import { beforeAll, describe, expect, it } from 'vitest';
import type { Charts } from '@newsroom/domain';
import {
  assignments,
  blocks,
  newsReports,
  posts,
  programGroups,
  programs,
  reports,
  rundownLogs,
  rundowns,
  stories,
} from '../../platform/db/schema';
import { createGroup } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';

/**
 * GET /charts and /charts/csv over a seeded newsroom of 1–3 March 2025 in São Paulo (UTC−3):
 * documents created around local midnight, one aired show with a story deleted, two sent to the
 * drawer and two left blank, a restricted program and guidelines covered and interrupted.
 */

const { tdb, call, signIn } = useTestApp({ env: { NEWSROOM_TIME_ZONE: 'America/Sao_Paulo' } });

let manager: SignedIn;
let ana: SignedIn;
let nobody: SignedIn;
let root: SignedIn;
let programId: number;
let restrictedId: number;

const at = (iso: string) => new Date(iso);
const RANGE = 'from=2025-03-01&to=2025-03-03';

beforeAll(async () => {
  const db = tdb.database.db;
  manager = await signIn({ permissions: { chart: 'read' } });
  ana = await signIn({ permissions: { story: 'write' } });
  nobody = await signIn({ permissions: { story: 'read' } });
  root = await signIn({ isRoot: true });
  const [open, restricted] = await db
    .insert(programs)
    .values([
      { name: 'Jornal Teste', start: '12:00:00', end: '13:00:00' },
      { name: 'Programa Restrito', start: '20:00:00', end: '21:00:00' },
    ])
    .returning();
  programId = open!.id;
  restrictedId = restricted!.id;
  const group = await createGroup(tdb.database);
  await db.insert(programGroups).values({ programId: restrictedId, groupId: group.id });

  await db.insert(assignments).values([
    // 1 March, covered.
    {
      slug: 'PAUTA 1',
      date: '2025-03-01',
      state: 'COMPLETED',
      programsIds: [programId],
      ownerId: ana.id,
      createdAt: at('2025-03-01T12:00:00Z'),
    },
    // 23:00 on 1 March in São Paulo, already the 2nd in UTC; its own day is the 2nd.
    {
      slug: 'PAUTA 2',
      date: '2025-03-02',
      state: 'INTERRUPTED',
      programsIds: [programId],
      ownerId: ana.id,
      createdAt: at('2025-03-02T02:00:00Z'),
    },
    {
      slug: 'NA LIXEIRA',
      date: '2025-03-02',
      state: 'INTERRUPTED',
      excluded: true,
      createdAt: at('2025-03-02T12:00:00Z'),
    },
  ]);
  await db.insert(newsReports).values({
    slug: 'REPORTAGEM',
    date: '2025-03-02',
    ok: true,
    programsIds: [restrictedId],
    ownerId: manager.id,
    createdAt: at('2025-03-02T15:00:00Z'),
  });
  await db.insert(reports).values({
    title: 'Plantão',
    date: '2025-03-03',
    ok: true,
    ownerId: ana.id,
    createdAt: at('2025-03-03T15:00:00Z'),
  });
  await db.insert(posts).values([
    { caption: 'Última do dia 3', createdAt: at('2025-03-04T02:59:00Z') },
    { caption: 'Já é dia 4', createdAt: at('2025-03-04T03:00:00Z') },
  ]);

  const [rundown] = await db
    .insert(rundowns)
    .values({ programId, date: '2025-03-02', start: '12:00:00', end: '13:00:00' })
    .returning();
  const [block, standby] = await db
    .insert(blocks)
    .values([
      { rundownId: rundown!.id, index: 0, commercialMs: 120_000 },
      // The last block is the Standby block: its break is not counted.
      { rundownId: rundown!.id, index: 1, commercialMs: 60_000 },
    ])
    .returning();
  const created = at('2025-03-02T13:00:00Z');
  await db.insert(stories).values([
    {
      blockId: block!.id,
      index: 0,
      slug: 'NO AR MEDIDA',
      displayStatus: 'stop',
      playTime: at('2025-03-02T15:00:00Z'),
      stopTime: at('2025-03-02T15:01:30Z'),
      totalMs: 60_000,
      approved: true,
      ownerId: ana.id,
      createdAt: created,
    },
    {
      blockId: block!.id,
      index: 1,
      slug: 'NO AR SEM HORA',
      displayStatus: 'stop',
      totalMs: 30_000,
      ownerId: manager.id,
      createdAt: created,
    },
    { blockId: block!.id, index: 2, slug: 'CAIU', createdAt: created },
    { blockId: block!.id, index: 3, slug: 'EXCLUIDA', excluded: true, createdAt: created },
    { blockId: standby!.id, index: 0, slug: 'STANDBY', createdAt: created },
  ]);
  await db.insert(rundownLogs).values({
    rundownId: rundown!.id,
    action: 'movement',
    entity: 'story',
    details: { storyIds: [901, 902], toDrawer: true },
    nickname: 'editor',
  });
  const [quiet] = await db
    .insert(rundowns)
    .values({ programId: restrictedId, date: '2025-03-03', start: '20:00:00', end: '21:00:00' })
    .returning();
  const [quietBlock] = await db
    .insert(blocks)
    .values({ rundownId: quiet!.id, index: 0 })
    .returning();
  await db.insert(stories).values({
    blockId: quietBlock!.id,
    slug: 'NÃO FOI AO AR AINDA',
    createdAt: at('2025-03-03T13:00:00Z'),
  });
});

const chartsOf = async (query: string, who: SignedIn = manager): Promise<Charts> => {
  const response = await call('GET', `/api/charts?${query}`, who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Charts>();
};

describe('access', () => {
  it('requires authentication', async () => {
    expect((await call('GET', `/api/charts?${RANGE}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/charts/csv?${RANGE}`, null)).statusCode).toBe(401);
  });

  it('requires the charts read level', async () => {
    expect((await call('GET', `/api/charts?${RANGE}`, nobody.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/charts/csv?${RANGE}`, nobody.cookie)).statusCode).toBe(403);
  });

  it('hides a program whose groups the caller is not in, or that does not exist (404)', async () => {
    const hidden = await call(
      'GET',
      `/api/charts?${RANGE}&programId=${restrictedId}`,
      manager.cookie,
    );
    expect(hidden.statusCode).toBe(404);
    const missing = await call('GET', `/api/charts?${RANGE}&programId=999999`, manager.cookie);
    expect(missing.statusCode).toBe(404);
    expect((await chartsOf(`${RANGE}&programId=${restrictedId}`, root)).days[1]!.created).toBe(1);
  });
});

describe('bad input', () => {
  it.each([
    ['from=2025-03-05&to=2025-03-01', 'to', 'startAfterEnd'],
    ['from=2024-01-01&to=2025-01-01', 'to', 'chartRangeTooLong'],
    ['from=2025-02-30&to=2025-03-01', 'from', 'invalid'],
    ['from=01/03/2025&to=2025-03-01', 'from', 'invalid'],
    ['to=2025-03-01', 'from', 'required'],
    [`${RANGE}&programId=abc`, 'programId', 'invalid'],
  ])('refuses %s (400, %s %s)', async (query, field, key) => {
    for (const path of ['/api/charts', '/api/charts/csv']) {
      const response = await call('GET', `${path}?${query}`, manager.cookie);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.fields).toContainEqual(
        expect.objectContaining({ field, key }),
      );
    }
  });
});

describe('figures', () => {
  it('counts every day of the range in the newsroom time zone', async () => {
    const charts = await chartsOf(RANGE);
    expect(
      charts.days.map((d) => [d.date, d.created, d.approved, d.aired, d.covered, d.interrupted]),
    ).toEqual([
      ['2025-03-01', 2, 0, 0, 1, 0],
      ['2025-03-02', 5, 2, 2, 0, 1],
      ['2025-03-03', 3, 1, 0, 0, 0],
    ]);
    expect(charts.days[1]!.dropped).toEqual({ deleted: 1, toDrawer: 2, notAired: 2 });
    // The restricted show's rundown never aired: its blank story is not dropped.
    expect(charts.days[2]!.dropped).toEqual({ deleted: 0, toDrawer: 0, notAired: 0 });
    expect(charts.kinds).toEqual([
      { kind: 'assignment', created: 2, approved: 0, aired: 0 },
      { kind: 'newsReport', created: 1, approved: 1, aired: 0 },
      { kind: 'story', created: 5, approved: 1, aired: 2 },
      { kind: 'report', created: 1, approved: 1, aired: 0 },
      { kind: 'post', created: 1, approved: 0, aired: 0 },
    ]);
    expect(charts.people.map((p) => [p.userId, p.created, p.approved, p.aired])).toEqual([
      [ana.id, 4, 2, 1],
      [manager.id, 2, 1, 1],
    ]);
    // Planned: 60 min − the 2 min break; aired: 90 s measured + 30 s of a story never stamped.
    expect(charts.shows).toEqual([
      {
        programId,
        name: 'Jornal Teste',
        editions: 1,
        plannedMs: 3_480_000,
        airedMs: 120_000,
        overMs: -3_360_000,
      },
    ]);
  });

  it("narrows to one program's documents, leaving out reports and posts", async () => {
    const charts = await chartsOf(`${RANGE}&programId=${programId}`);
    expect(charts.days.map((d) => [d.created, d.approved])).toEqual([
      [2, 0],
      [4, 1],
      [0, 0],
    ]);
    expect(charts.shows.map((s) => s.programId)).toEqual([programId]);
  });

  it("narrows documents to one person's; shows keep every story", async () => {
    const charts = await chartsOf(`${RANGE}&userId=${ana.id}`);
    expect(charts.days.map((d) => [d.created, d.aired, d.covered, d.interrupted])).toEqual([
      [2, 0, 1, 0],
      [1, 1, 0, 1],
      [1, 0, 0, 0],
    ]);
    expect(charts.people.map((p) => p.userId)).toEqual([ana.id]);
    expect(charts.shows[0]!.airedMs).toBe(120_000);
  });
});

describe('CSV', () => {
  it('downloads the figures with a header row in the asked language', async () => {
    const response = await call('GET', `/api/charts/csv?${RANGE}&locale=en_US`, manager.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="managerial-charts-2025-03-01-2025-03-03.csv"; filename*=UTF-8''managerial-charts-2025-03-01-2025-03-03.csv`,
    );
    expect(response.body.startsWith('\uFEFFFigure,Item,Date,Value\r\n')).toBe(true);
    const lines = response.body.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Stories aired,,2025-03-02,2',
        'Stories dropped,Sent to the drawer,2025-03-02,2',
        'Guidelines interrupted,,2025-03-02,1',
        'Over (+) / under (−) (s),Jornal Teste,,-3360',
      ]),
    );
  });

  it('names the columns in Portuguese when no language is asked', async () => {
    const response = await call('GET', `/api/charts/csv?${RANGE}`, manager.cookie);
    expect(response.body.split('\r\n')[0]).toBe('\uFEFFIndicador,Item,Data,Valor');
  });
});
