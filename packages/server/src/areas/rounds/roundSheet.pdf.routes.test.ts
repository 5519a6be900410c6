import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../platform/pdf/pdfText.testkit';
import { expectPdfExport } from '../../platform/pdf/pdfExport.testkit';
import { testClock } from '../../test/testApp';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { roundsTestkit } from './rounds.testkit';

/** GET /rounds/sheet/pdf: a day's round sheet as a PDF (spec 1 §7 "rounds"), cut at 100. */

const { call, signIn } = useTestApp({ clock: testClock(new Date('2026-11-27T12:00:00Z')) });
const kit = roundsTestkit(call);
let chief: SignedIn;
let reader: SignedIn;
let outsider: SignedIn;

beforeAll(async () => {
  chief = await signIn({ permissions: { round: 'admin' } });
  reader = await signIn({ permissions: { round: 'read' } });
  outsider = await signIn({ permissions: { story: 'read' } });
});

const pdf = (query: string, cookie = reader.cookie) =>
  call('GET', `/api/rounds/sheet/pdf${query}`, cookie);

describe('round sheet PDF', () => {
  it('requires a session and the rounds read role; checks the day and language', async () => {
    expect((await pdf('', '')).statusCode).toBe(401);
    expect((await pdf('', outsider.cookie)).statusCode).toBe(403);
    expect((await pdf('?date=2026-02-30')).statusCode).toBe(400);
    expect((await pdf('?locale=fr_FR')).statusCode).toBe(400);
  });

  it("lists the day's rounds with state and note, accents intact, cut at 100 with a note", async () => {
    const suffix = randomBytes(2).toString('hex');
    const segment = await kit.addSegment(chief.cookie, `Polícia ${suffix}`);
    const station = await kit.addInstitution(chief.cookie, {
      name: `Delegacia de São Paulo ${suffix}`,
      segmentId: segment.id,
    });
    const first = await kit.addRound(chief.cookie, { time: '00:00', institutionId: station.id });
    await kit.saveCall(chief.cookie, first.id, '2026-11-27', {
      state: 'done',
      note: 'Ação policial na Sé',
      version: 0,
    });
    const english = await pdf('?locale=en_US&date=2026-11-27');
    expectPdfExport(english, 'rounds-2026-11-27.pdf', [
      'Rounds',
      'Friday, November 27, 2026',
      'page 1 of 1',
      `Delegacia de São Paulo ${suffix}`,
      'done',
      'Ação policial na Sé',
    ]);
    expect(pdfText(english.rawPayload)).not.toMatch(/of \d+ shown/);

    for (let minute = 1; minute <= 100; minute++) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      await kit.addRound(chief.cookie, { time, institutionId: station.id });
    }
    const cut = expectPdfExport(await pdf('?date=2026-11-27'), 'rondas-2026-11-27.pdf', [
      'Rondas',
      'sexta-feira, 27 de novembro de 2026',
      'página 1 de',
      '100 de 101 exibidos',
      '01:39',
    ]);
    expect(cut).not.toContain('01:40');
  });
});
