import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Team, TeamGrid } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { pdfText } from '../../platform/pdf/pdfText.testkit';

/** The team grid (GET /teams/schedule) and its PDF (GET /teams/schedule/pdf). */

const { t, call, signIn } = useTestApp({ clock: testClock(new Date('2025-03-12T13:30:00Z')) });
let writer: SignedIn;
let reader: SignedIn;
let outsider: SignedIn;
let ana: SignedIn;
let rui: SignedIn;
let bia: SignedIn;
let team: Team;
let other: Team;

beforeAll(async () => {
  writer = await signIn({ permissions: { team: 'write' } });
  reader = await signIn({ permissions: { team: 'read' } });
  outsider = await signIn({ permissions: {} });
  [ana, rui, bia] = await Promise.all([signIn(), signIn(), signIn()]);
  const create = async (name: string, memberIds: number[]) => {
    const response = await call('POST', '/api/teams', writer.cookie, { name, memberIds });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Team>();
  };
  const suffix = randomBytes(2).toString('hex');
  team = await create(`Equipe Noite ${suffix}`, [ana.id, rui.id]);
  other = await create(`Equipe Ágil ${suffix}`, [bia.id]);
  for (const change of [
    { date: '2025-03-11', kind: 'forward', memberIds: [ana.id, bia.id] },
    { date: '2025-03-13', kind: 'day', memberIds: [rui.id] },
  ]) {
    const response = await call('PUT', `/api/teams/${team.id}/changes`, writer.cookie, change);
    expect(response.statusCode, response.body).toBe(200);
  }
});

const grid = (query: string, cookie = reader.cookie) =>
  call('GET', `/api/teams/schedule?${query}`, cookie);
const pdf = (query: string, cookie = reader.cookie) =>
  call('GET', `/api/teams/schedule/pdf?${query}`, cookie);
const WEEK = 'from=2025-03-09&to=2025-03-15';

describe('team grid', () => {
  it('requires a session and the team read role', async () => {
    expect((await grid(WEEK, '')).statusCode).toBe(401);
    expect((await pdf(WEEK, '')).statusCode).toBe(401);
    expect((await grid(WEEK, outsider.cookie)).statusCode).toBe(403);
    expect((await pdf(WEEK, outsider.cookie)).statusCode).toBe(403);
  });

  it.each([
    ['from=2025-03-15&to=2025-03-09'],
    ['from=2025-03-01&to=2025-04-02'],
    ['from=2025-02-30&to=2025-03-02'],
    ['from=2025-03-01'],
  ])('refuses the range %s', async (query) => {
    const response = await grid(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('gives every team, by name, a cell per day with its members and their source', async () => {
    const response = await grid(WEEK);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<TeamGrid>();
    expect(body.dates).toHaveLength(7);
    const names = body.rows.map((row) => row.name);
    expect(names.indexOf(other.name)).toBeLessThan(names.indexOf(team.name));
    const row = body.rows.find((candidate) => candidate.teamId === team.id)!;
    const byDate = Object.fromEntries(row.cells.map((cell) => [cell.date, cell]));
    expect(byDate['2025-03-10']).toMatchObject({ source: 'regular', changeId: null });
    // Regular members come by nickname.
    expect(new Set(byDate['2025-03-10']!.memberIds)).toEqual(new Set([ana.id, rui.id]));
    expect(byDate['2025-03-11']).toMatchObject({ source: 'forward', memberIds: [ana.id, bia.id] });
    expect(byDate['2025-03-13']).toMatchObject({
      source: 'day',
      memberIds: [rui.id],
      membersNicknames: [rui.nickname],
    });
    expect(byDate['2025-03-14']).toMatchObject({ source: 'forward' });
  });

  it('follows a change made afterwards, announced on the teams topic', async () => {
    const socket = await connectStomp(t.baseUrl, reader.cookie, ['/topic/teams']);
    try {
      const saved = await call('PUT', `/api/teams/${other.id}/changes`, writer.cookie, {
        date: '2025-03-14',
        kind: 'day',
        memberIds: [ana.id],
      });
      expect(saved.statusCode).toBe(200);
      expect(
        await socket.next('/topic/teams', (event) => event.entity === 'team_change'),
      ).toMatchObject({ action: 'UPDATE' });
      const row = (await grid(WEEK)).json<TeamGrid>().rows.find((r) => r.teamId === other.id)!;
      expect(row.cells.find((cell) => cell.date === '2025-03-14')).toMatchObject({
        source: 'day',
        memberIds: [ana.id],
      });
    } finally {
      await socket.close();
    }
  });
});

describe('team grid PDF', () => {
  it('is a PDF named per language with the teams, the members and the generated-at line', async () => {
    const response = await pdf(`${WEEK}&locale=pt_BR`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('grade-de-equipes.pdf');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const expected of [
      'Grade de equipes',
      team.name,
      other.name,
      rui.nickname,
      // 13:30 UTC is 10:30 in São Paulo, the default newsroom zone.
      'Gerado em 12/03/2025 10:30',
      '(só no dia)',
    ])
      expect(text).toContain(expected);
  });

  it('speaks the language asked', async () => {
    const english = await pdf(`${WEEK}&locale=en_US`);
    expect(english.headers['content-disposition']).toContain('team-grid.pdf');
    expect(pdfText(english.rawPayload)).toContain('Generated at 03/12/2025 10:30');
    const spanish = await pdf(`${WEEK}&locale=es_ES`);
    expect(spanish.headers['content-disposition']).toContain('cuadro-de-equipos.pdf');
    expect(pdfText(spanish.rawPayload)).toContain('Cuadro de equipos');
    expect((await pdf(`${WEEK}&locale=fr_FR`)).statusCode).toBe(400);
    expect(pdfText((await pdf(WEEK)).rawPayload)).toContain('Grade de equipes');
  });

  it('still reads `lang`, its first name for the language, from old links', async () => {
    const old = await pdf(`${WEEK}&lang=en_US`);
    expect(old.headers['content-disposition']).toContain('team-grid.pdf');
    const both = await pdf(`${WEEK}&lang=en_US&locale=es_ES`);
    expect(both.headers['content-disposition']).toContain('cuadro-de-equipos.pdf');
    expect((await pdf(`${WEEK}&lang=fr_FR`)).statusCode).toBe(400);
  });

  it('is described in the API as a binary answer', async () => {
    const spec = t.app.swagger() as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    expect(JSON.stringify(spec.paths['/api/teams/schedule/pdf']?.get?.responses)).toContain(
      'binary',
    );
  });
});
