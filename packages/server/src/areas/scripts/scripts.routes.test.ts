import { beforeAll, describe, expect, it } from 'vitest';
import type { ScriptBook, ScriptStory } from '@newsroom/domain';
import { reportBody } from '../newsReports/newsReports.testkit';
import { EDITOR, READER, firstBlock, standby } from '../rundowns/rundowns.testkit';
import { bodyOf, useStoryKit } from '../stories/story.testkit';
import { createGroup } from '../../test/testApp';

/** The script book (GET /scripts). */

const kit = useStoryKit();
const editor = kit.userForAll({ permissions: { ...EDITOR, news_report: 'write' } });
const reader = kit.userForAll({ permissions: { ...READER, news_report: 'read' } });
const storiesOnly = kit.userForAll({ permissions: READER });
const rundownsOnly = kit.userForAll({ permissions: { rundown: 'read' } });

const get = (programId: number, date: string, cookie: string | null = reader.cookie) =>
  kit.call('GET', `/api/scripts?date=${date}&programId=${programId}`, cookie);

async function book(programId: number, date: string, cookie = reader.cookie) {
  const response = await get(programId, date, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScriptBook>();
}

const slugs = (answer: ScriptBook) => answer.rundowns[0]!.stories.map((s) => s.slug);
const storyOf = (answer: ScriptBook, id: number) =>
  answer.rundowns[0]!.stories.find((s) => s.id === id) as ScriptStory;

/** A story of `blockId` with a slug and these sections, saved by the editor. */
async function storyWith(blockId: number, slug: string, sections: unknown[] = []) {
  const row = await kit.addStory(editor.cookie, blockId, { slug });
  if (sections.length > 0) {
    const saved = await kit.save(
      editor.cookie,
      row.id,
      bodyOf(await kit.document(editor.cookie, row.id), { sections }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return row.id;
}

let date: string;
let programId: number;
let privateId: number;
let fromReportageId: number;
let reportageId: number;

beforeAll(async () => {
  date = kit.day(2);
  programId = await kit.program();
  const rundown = await kit.rundown(editor.cookie, { programId, date });
  const first = firstBlock(rundown).id;
  const second = await kit.addBlock(editor.cookie, rundown.id);
  await storyWith(first, 'ABERTURA', [
    {
      type: 'HEADER',
      subSections: [
        {
          uuid: 'h1',
          type: 'CAMERA_TEXT',
          presenterId: editor.id,
          camera: '1',
          text: 'Boa noite.',
        },
      ],
    },
    {
      type: 'VT',
      cueOut: '...em Itaquera.',
      subSections: [
        { uuid: 'v1', type: 'MOS_VIDEO', slug: 'VT CHUVA', userTimingDurMs: 80_000 },
        {
          uuid: 'c1',
          type: 'CG',
          code: '10',
          cgFields: [
            { uuid: 'f1', name: 'Nome', value: 'Ana Souza' },
            { uuid: 'f2', name: 'Cargo', value: 'Moradora' },
          ],
        },
      ],
    },
  ]);
  privateId = await storyWith(first, 'SIGILO', [
    { type: 'HEADER', subSections: [{ uuid: 's1', type: 'CAMERA_TEXT', text: 'Segredo.' }] },
  ]);
  const made = await kit.call('PUT', `/api/stories/${privateId}/private`, editor.cookie, {
    isPrivate: true,
  });
  expect(made.statusCode, made.body).toBe(200);
  await storyWith(second.id, 'NOTA');
  await storyWith(standby(await kit.load(editor.cookie, rundown.id)).id, 'RESERVA');

  const report = await kit.call(
    'POST',
    '/api/news_reports',
    editor.cookie,
    reportBody(editor.id, { date, programsIds: [programId] }),
  );
  expect(report.statusCode, report.body).toBe(201);
  reportageId = report.json<{ id: number }>().id;
  const sourced = await kit.call('POST', '/api/stories/sources', editor.cookie, {
    sourceType: 'reportage',
    sourceId: reportageId,
    destination: 'TO_AIR',
    targetBlockId: second.id,
  });
  expect(sourced.statusCode, sourced.body).toBe(201);
  fromReportageId = sourced.json<{ id: number }>().id;
  const paged = await kit.call('POST', `/api/rundowns/${rundown.id}/repaginate`, editor.cookie);
  expect(paged.statusCode, paged.body).toBe(200);
});

describe('script book', () => {
  it('requires a session, the story read role and a real day', async () => {
    expect((await get(programId, date, '')).statusCode).toBe(401);
    expect((await get(programId, date, rundownsOnly.cookie)).statusCode).toBe(403);
    expect((await get(programId, '2025-02-30')).statusCode).toBe(400);
    expect((await get(programId, '10-03-2025')).statusCode).toBe(400);
    expect((await get(0, date)).statusCode).toBe(400);
  });

  it('lists the stories in running order with their scripts, the Standby block last and marked', async () => {
    const answer = await book(programId, date);
    expect(answer.date).toBe(date);
    expect(answer.program.id).toBe(programId);
    const [rundown] = answer.rundowns;
    expect(rundown).toMatchObject({ date, start: '12:00:00', end: '13:00:00' });
    expect(slugs(answer)).toEqual(['ABERTURA', '', 'NOTA', expect.any(String), 'RESERVA']);
    expect(rundown!.stories.map((s) => s.page)).toEqual(['01', '02', '03', '04', '05']);
    expect(rundown!.stories.map((s) => s.standby)).toEqual([false, false, false, false, true]);
    expect(rundown!.stories.at(-1)!.blockName).toBe('Standby');
    const [opening] = rundown!.stories;
    expect(opening).toMatchObject({ presenterIds: [editor.id], visible: true, reportage: null });
    expect(
      opening!.parts.map((p) => [p.section, p.kind, p.cue, p.text, p.durationMs, p.camera]),
    ).toEqual([
      ['HEADER', 'camera', null, 'Boa noite.', null, '1'],
      ['VT', 'cue', 'video', 'VT CHUVA', 80_000, ''],
      ['VT', 'cue', 'cg', 'Ana Souza / Moradora', null, ''],
      ['VT', 'cue', 'cueOut', '...em Itaquera.', null, ''],
    ]);
    expect(opening!.totalMs).toBeGreaterThan(80_000);
  });

  it('masks a private story of another as the rundown does, and shows it whole to its owner', async () => {
    const masked = storyOf(await book(programId, date), privateId);
    expect(masked).toMatchObject({
      page: '02',
      visible: false,
      isPrivate: true,
      slug: '',
      parts: [],
      presenterIds: [],
    });
    const own = storyOf(await book(programId, date, editor.cookie), privateId);
    expect(own).toMatchObject({ visible: true, slug: 'SIGILO' });
    expect(own.parts.map((p) => p.text)).toEqual(['Segredo.']);
  });

  it('joins the script of the reportage a story was made from, for its readers only', async () => {
    const story = storyOf(await book(programId, date), fromReportageId);
    expect(story.reportage).toMatchObject({ id: reportageId, reporterId: editor.id });
    expect(story.reportage!.parts.map((p) => [p.section, p.kind, p.cue, p.durationMs])).toEqual([
      ['APPEARANCE', 'camera', null, null],
      ['OFF', 'text', null, null],
      ['INTERVIEW', 'cue', 'interview', 15_000],
      ['ART', 'cue', 'art', null],
      ['SOUNDUP', 'cue', 'soundup', null],
    ]);
    expect(story.reportage!.parts[2]!.text).toBe('Maria: "Estamos sem água"');
    const withoutRole = storyOf(await book(programId, date, storiesOnly.cookie), fromReportageId);
    expect(withoutRole).toMatchObject({ visible: true, reportage: null });
    expect(withoutRole.parts.length).toBeGreaterThan(0);
  });

  it('leaves out a reportage private to others', async () => {
    const shared = await kit.call(
      'PUT',
      `/api/news_reports/${reportageId}/private`,
      editor.cookie,
      {
        isPrivate: true,
      },
    );
    expect(shared.statusCode, shared.body).toBe(200);
    try {
      expect(storyOf(await book(programId, date), fromReportageId).reportage).toBeNull();
      expect(
        storyOf(await book(programId, date, editor.cookie), fromReportageId).reportage,
      ).not.toBeNull();
    } finally {
      await kit.call('PUT', `/api/news_reports/${reportageId}/private`, editor.cookie, {
        isPrivate: false,
      });
    }
  });

  it('answers no rundown for a day without one, and 404 for a program restricted to others', async () => {
    expect((await book(programId, kit.day(30))).rundowns).toEqual([]);
    const group = await createGroup(kit.tdb.database);
    const restricted = await kit.program({ groupIds: [group.id] });
    expect((await get(restricted, date)).statusCode).toBe(404);
    expect((await get(2_000_000, date)).statusCode).toBe(404);
    const member = await kit.userWith({ permissions: READER, groupIds: [group.id] });
    expect((await book(restricted, date, member.cookie)).rundowns).toEqual([]);
  });
});
