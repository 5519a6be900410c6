/**
 * "Story edit seen in the prompter" (issue 26): an editor saves a story's text (PUT
 * /api/stories/{id}) while N prompter screens (1 and 10, each a reader's STOMP client on
 * /topic/stories, as the web prompter's live rundown) watch the rundown. No event carries the text:
 * a screen that gets the story's UPDATE reads GET /rundowns/{id}/prompter again, as the web does.
 * Measured from the save's answer (the commit is before it) to the event at the last screen, and
 * to the last screen holding the new words. Rendering is not counted (the e2e prints that total).
 * In process on PGlite or PostgreSQL (BENCH_DATABASE_URL). Figures only; nothing asserts a time.
 */
import os from 'node:os';
import { addDaysToDate, newsroomToday, type RealtimeEvent, type Rundown } from '@newsroom/domain';
import type { Database } from '../../packages/server/src/platform/db/client';
import { programs } from '../../packages/server/src/platform/db/schema';
import {
  createUser,
  loginCookie,
  startTestApp,
  testClock,
  type TestApp,
} from '../../packages/server/src/test/testApp';
import { connectStomp, type TestStomp } from '../../packages/server/src/test/stompClient';
import { EDITOR, READER, unique } from '../../packages/server/src/areas/rundowns/rundowns.testkit';
import { progress } from './builtServer';
import { engine, openBenchDatabase, reportHeading, smoke } from './inProcess';
import { writeResults } from './results';
import { summarize } from './stats';

const SCREENS = [1, 10];
const STORIES = 20;
const ROUNDS = smoke ? 5 : 40;
/** Words of camera text per story: a story read in about half a minute. */
const WORDS = 80;

type Row = Record<string, unknown>;

const cameraText = (text: string) => [
  {
    type: 'HEADER',
    subSections: [{ uuid: crypto.randomUUID(), type: 'CAMERA_TEXT', camera: '1', text }],
  },
];
const words = (marker: string) => `${marker} ${'boa noite '.repeat(WORDS / 2)}`.trim();

/** A rundown of STORIES approved stories with camera text, built through the routes. */
async function buildRundown(t: TestApp, database: Database, cookie: string) {
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, payload, headers: { cookie } });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const [program] = await database.db
    .insert(programs)
    .values({ name: unique('Jornal do Prompter'), start: '19:00:00', end: '20:00:00' })
    .returning();
  const date = addDaysToDate(newsroomToday('America/Sao_Paulo', new Date()), 1);
  const rundown = (
    await call('POST', '/api/rundowns', { date, programId: program!.id })
  ).json<Rundown>();
  const storyIds: number[] = [];
  for (let i = 0; i < STORIES; i++) {
    const story = (await call('POST', `/api/blocks/${rundown.blocks[0]!.id}/stories`)).json<{
      id: number;
      version: number;
    }>();
    await call('PUT', `/api/stories/${story.id}`, {
      version: story.version,
      slug: `MATÉRIA ${i + 1}`,
      sections: cameraText(words(`início${i}`)),
    });
    await call('PATCH', `/api/stories/${story.id}`, { field: 'approved', value: true });
    storyIds.push(story.id);
  }
  return { rundownId: rundown.id, storyIds };
}

/** A prompter screen: its socket and session. */
interface Screen {
  socket: TestStomp;
  cookie: string;
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const t = await startTestApp(database, testClock());
  const rows: Row[] = [];
  const screens: Screen[] = [];
  try {
    const editorCookie = await loginCookie(
      t.app,
      (await createUser(database, { permissions: EDITOR })).nickname,
    );
    const { rundownId, storyIds } = await buildRundown(t, database, editorCookie);
    progress(`prompter: rundown of ${STORIES} approved stories built`);
    const scriptUrl = `${t.baseUrl}/api/rundowns/${rundownId}/prompter`;
    const storyVersion = async (id: number) =>
      (
        (await (
          await fetch(`${t.baseUrl}/api/stories/${id}`, { headers: { cookie: editorCookie } })
        ).json()) as { version: number }
      ).version;
    /** One screen: the story's UPDATE (its slug holds `marker`), then the script holding it. */
    const seeEdit = async (screen: Screen, storyId: number, marker: string) => {
      await screen.socket.next(
        '/topic/stories',
        (e: RealtimeEvent) =>
          e.action === 'UPDATE' && Number(e.id) === storyId && JSON.stringify(e).includes(marker),
      );
      const eventAt = performance.now();
      // The commit precedes the event, so the first read should hold the words; a few tries
      // show a screen that would not.
      for (let attempt = 0; attempt < 5; attempt++) {
        const body = await (await fetch(scriptUrl, { headers: { cookie: screen.cookie } })).text();
        if (body.includes(`${marker} boa noite`)) return { eventAt, textAt: performance.now() };
      }
      throw new Error(`the prompter script lacks ${marker} after its event`);
    };

    for (const count of SCREENS) {
      while (screens.length < count) {
        const reader = await createUser(database, { permissions: READER });
        const cookie = await loginCookie(t.app, reader.nickname);
        screens.push({
          cookie,
          socket: await connectStomp(t.baseUrl, cookie, ['/topic/stories']),
        });
      }
      progress(`prompter: ${count} screens connected`);
      const answered: number[] = [];
      const toEvent: number[] = [];
      const toText: number[] = [];
      for (let round = -1; round < ROUNDS; round++) {
        const storyId = storyIds[Math.abs(round) % storyIds.length]!;
        const marker = `EDIÇÃO${count}X${round + 1}`; // slugs are kept in capitals
        const version = await storyVersion(storyId);
        const seen = screens.map((screen) => seeEdit(screen, storyId, marker));
        const t0 = performance.now();
        const response = await fetch(`${t.baseUrl}/api/stories/${storyId}`, {
          method: 'PUT',
          headers: { cookie: editorCookie, 'content-type': 'application/json', origin: t.baseUrl },
          body: JSON.stringify({
            version,
            slug: `MATÉRIA ${marker}`,
            sections: cameraText(words(marker)),
          }),
        });
        if (!response.ok)
          throw new Error(`save failed: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        const tAnswer = performance.now();
        const arrivals = await Promise.all(seen);
        for (const screen of screens) screen.socket.received.clear();
        if (round < 0) continue; // warm-up
        answered.push(tAnswer - t0);
        toEvent.push(Math.max(...arrivals.map((a) => a.eventAt)) - tAnswer);
        toText.push(Math.max(...arrivals.map((a) => a.textAt)) - tAnswer);
      }
      rows.push({ case: `story PUT answered (${count} screens)`, ...summarize(answered) });
      rows.push({ case: `answer → UPDATE at last of ${count}`, ...summarize(toEvent) });
      rows.push({ case: `answer → new words read by last of ${count}`, ...summarize(toText) });
    }
  } finally {
    await Promise.all(screens.map((s) => s.socket.close()));
    await t.close();
    await database.close();
  }

  const cpus = os.cpus();
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(reportHeading('Prompter'));
  console.log(
    `${STORIES} approved stories of ${WORDS} words; ${ROUNDS} saves per screen count; load average ${load.join(' ')}`,
  );
  console.table(rows);
  const file = writeResults('prompter', engine, {
    engine,
    smoke,
    date: new Date().toISOString(),
    machine: { cores: cpus.length, model: cpus[0]?.model ?? null, loadAverage: os.loadavg() },
    rows,
  });
  console.log(`written ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
