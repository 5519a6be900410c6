/**
 * Rundown benchmark (issue 4): load of a 300-story rundown, story moves by 20 concurrent editors
 * and fan-out of a move to 100 subscribed sockets, over real HTTP and WebSocket on loopback, then
 * how long each kind of change holds the rundown's lock (issue 27), on PGlite or on PostgreSQL
 * (BENCH_DATABASE_URL). The rundown is built through the server's own routes. Prints a table and
 * writes JSON to bench/results/. Figures only; nothing asserts a time.
 */
import os from 'node:os';
import { addDaysToDate, newsroomToday, type Block, type Rundown } from '@newsroom/domain';
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
import {
  EDITOR,
  READER,
  WRITER,
  unique,
} from '../../packages/server/src/areas/rundowns/rundowns.testkit';
import { upkeep } from '../../packages/server/src/platform/db/upkeep';
import { closedLoop } from './closedLoop';
import { watchRundownLock } from './lockTime';
import { engine, openBenchDatabase, reportHeading, smoke } from './inProcess';
import { writeResults } from './results';
import { summarize } from './stats';

const BLOCKS = 10; // plus the fixed Standby block
const STORIES = 300;
const LOADS = smoke ? 30 : 300;
const LOAD_CONCURRENCY = 20;
const EDITORS = 20;
const MOVES_PER_EDITOR = smoke ? 3 : 25;
const SUBSCRIBERS = smoke ? 20 : 100;
const FANOUT_ROUNDS = smoke ? 5 : 30;
const LOCK_ROUNDS = smoke ? 5 : 100;
/**
 * Rounds of each kind before those measured: they warm its statements, the story pool and V8's
 * optimizing tiers (a status change's first ~30 after a start hold the lock 2.5–4 ms, then ~1.8).
 */
const LOCK_WARMUP = smoke ? 3 : 30;

type Row = Record<string, unknown>;

/** Story ids per regular block (Standby left out), in running order, with the rundown version. */
interface View {
  version: number;
  blocks: { id: number; storyIds: number[] }[];
}

const viewOf = (rundown: Rundown): View => ({
  version: rundown.version,
  blocks: rundown.blocks
    .filter((b) => !b.isStandbyBlock)
    .map((b) => ({ id: b.id, storyIds: b.stories.map((s) => s.id) })),
});

/** The message key of an error answer (e.g. `targetStoryId` for a target moved away meanwhile). */
function errorMessage(body: string): string {
  try {
    return (JSON.parse(body) as { message?: string }).message ?? '';
  } catch {
    return body.slice(0, 40);
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A move of one random story to a random position of a random block, as seen in `view`. */
function randomMove(view: View): {
  targetBlockId: number;
  storiesIds: number[];
  targetStoryId: number | null;
} {
  const storyId = pick(view.blocks.flatMap((b) => b.storyIds));
  const target = pick(view.blocks);
  const staying = target.storyIds.filter((id) => id !== storyId);
  const at = Math.floor(Math.random() * (staying.length + 1));
  return { targetBlockId: target.id, storiesIds: [storyId], targetStoryId: staying[at] ?? null };
}

/** Builds a rundown of BLOCKS blocks + Standby holding STORIES stories through the routes. */
async function buildRundown(t: TestApp, database: Database, cookie: string): Promise<Rundown> {
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, payload, headers: { cookie } });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const [program] = await database.db
    .insert(programs)
    .values({ name: unique('Jornal da Manhã'), start: '06:00:00', end: '09:00:00' })
    .returning();
  const date = addDaysToDate(newsroomToday('America/Sao_Paulo', new Date()), 1);
  const created = (
    await call('POST', '/api/rundowns', { date, programId: program!.id })
  ).json<Rundown>();
  for (let i = 1; i < BLOCKS; i++) await call('POST', `/api/rundowns/${created.id}/blocks`);
  const rundown = (await call('GET', `/api/rundowns/${created.id}`)).json<Rundown>();
  const blocks = rundown.blocks.filter((b) => !b.isStandbyBlock);
  for (let i = 0; i < STORIES; i++) {
    const block = blocks[i % blocks.length]!;
    const story = (await call('POST', `/api/blocks/${block.id}/stories`)).json<{ id: number }>();
    await call('PATCH', `/api/stories/${story.id}`, {
      field: 'slug',
      value: `MATÉRIA ${i + 1} — ${unique('pauta')}`,
    });
    // The smoke run skips the estimates to stay short; the payload differs by a few bytes a story.
    if (!smoke)
      await call('PATCH', `/api/stories/${story.id}`, {
        field: 'estimatedMs',
        value: 60_000 + (i % 7) * 15_000,
      });
  }
  return (await call('GET', `/api/rundowns/${created.id}`)).json<Rundown>();
}

/** The rundown still holds exactly the stories it started with, numbered 0..n-1 in every block. */
function integrity(rundown: Rundown, expected: Set<number>): string {
  const ids = rundown.blocks.flatMap((b) => b.stories.map((s) => s.id));
  const problems: string[] = [];
  if (ids.length !== expected.size)
    problems.push(`${ids.length} stories instead of ${expected.size}`);
  if (new Set(ids).size !== ids.length) problems.push('a story appears twice');
  const lost = [...expected].filter((id) => !ids.includes(id));
  if (lost.length > 0) problems.push(`missing stories ${lost.join(', ')}`);
  for (const block of rundown.blocks) {
    const indexes = block.stories.map((s) => s.index);
    if (!indexes.every((index, i) => index === i))
      problems.push(`block ${block.name} (${block.id}) has positions ${indexes.join(',')}`);
    if (block.stories.some((s) => s.blockId !== block.id))
      problems.push(`block ${block.id} holds a story of another block`);
  }
  if (!rundown.blocks.every((b, i) => b.index === i)) problems.push('block positions have gaps');
  if (!rundown.blocks.at(-1)?.isStandbyBlock) problems.push('Standby is not the last block');
  return problems.length === 0 ? 'integrity ok' : `integrity FAILED: ${problems.join('; ')}`;
}

async function main(): Promise<void> {
  const database = await openBenchDatabase();
  const t = await startTestApp(database, testClock());
  const rows: Row[] = [];
  let integrityResult = 'not checked';
  let buildSeconds = 0;
  let payloadBytes = 0;
  const sockets: TestStomp[] = [];
  try {
    const owner = await createUser(database, { permissions: EDITOR });
    const ownerCookie = await loginCookie(t.app, owner.nickname);
    const buildStarted = performance.now();
    const rundown = await buildRundown(t, database, ownerCookie);
    buildSeconds = (performance.now() - buildStarted) / 1000;
    const storyIds = new Set(rundown.blocks.flatMap((b) => b.stories.map((s) => s.id)));
    const rundownUrl = `${t.baseUrl}/api/rundowns/${rundown.id}`;
    const get = async (cookie: string) => {
      const t0 = performance.now();
      const response = await fetch(rundownUrl, { headers: { cookie } });
      const body = await response.arrayBuffer();
      return { ms: performance.now() - t0, ok: response.ok, bytes: body.byteLength };
    };

    // (1) Load of the whole rundown: one caller, then LOAD_CONCURRENCY callers at once.
    await get(ownerCookie); // warm-up
    const single: number[] = [];
    let loadErrors = 0;
    for (let i = 0; i < LOADS; i++) {
      const r = await get(ownerCookie);
      single.push(r.ms);
      payloadBytes = r.bytes;
      if (!r.ok) loadErrors++;
    }
    rows.push({
      case: `GET rundown (${STORIES} stories), 1 caller`,
      ...summarize(single),
      errors: loadErrors,
    });
    const concurrent = await closedLoop({ callers: LOAD_CONCURRENCY, count: LOADS }, () =>
      get(ownerCookie),
    );
    rows.push({
      case: `GET rundown, ${LOAD_CONCURRENCY} callers`,
      ...summarize(concurrent.latencies),
      errors: concurrent.errors,
      rps: Math.round(LOADS / concurrent.seconds),
    });

    // (2) EDITORS sessions move stories at once, each to a random position of a random block.
    // Every editor works from the newest rundown any answer has shown (as pushes would give it);
    // a target story moved away meanwhile is refused (400) and counted with the errors.
    const editors = await Promise.all(
      Array.from({ length: EDITORS }, async () =>
        loginCookie(t.app, (await createUser(database, { permissions: WRITER })).nickname),
      ),
    );
    let view = viewOf(rundown);
    const moves: number[] = [];
    const errorsByKind = new Map<string, number>(); // "400 targetStoryId" → count
    const movesStarted = performance.now();
    await Promise.all(
      editors.map(async (cookie) => {
        for (let i = 0; i < MOVES_PER_EDITOR; i++) {
          const body = JSON.stringify(randomMove(view));
          const t0 = performance.now();
          const response = await fetch(`${t.baseUrl}/api/stories/move`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', origin: t.baseUrl },
            body,
          });
          const text = await response.text();
          moves.push(performance.now() - t0);
          if (!response.ok) {
            const kind = `${response.status} ${errorMessage(text)}`;
            errorsByKind.set(kind, (errorsByKind.get(kind) ?? 0) + 1);
            continue;
          }
          const answer = (JSON.parse(text) as Rundown[]).find((r) => r.id === rundown.id);
          if (answer && answer.version > view.version) view = viewOf(answer);
        }
      }),
    );
    const moveRps = Math.round(moves.length / ((performance.now() - movesStarted) / 1000));
    const moveErrors = [...errorsByKind.values()].reduce((a, b) => a + b, 0);
    rows.push({
      case: `POST /stories/move, ${EDITORS} editors`,
      ...summarize(moves),
      errors: moveErrors,
      rps: moveRps,
      note: [...errorsByKind].map(([kind, n]) => `${n}× ${kind}`).join(' '),
    });
    const after = (await (
      await fetch(rundownUrl, { headers: { cookie: ownerCookie } })
    ).json()) as Rundown;
    integrityResult = integrity(after, storyIds);

    // (3) Fan-out: SUBSCRIBERS sockets on /topic/stories, one move at a time, from sending the
    // request until the last socket has the MOVE event.
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const user = await createUser(database, { permissions: READER });
      sockets.push(
        await connectStomp(t.baseUrl, await loginCookie(t.app, user.nickname), ['/topic/stories']),
      );
    }
    view = viewOf(after);
    const fanout: number[] = [];
    const answered: number[] = [];
    for (let round = 0; round < FANOUT_ROUNDS; round++) {
      const seen = view.version;
      const arrivals = sockets.map((s) =>
        s.next('/topic/stories', (e) => e.action === 'MOVE' && (e.version ?? 0) > seen),
      );
      const t0 = performance.now();
      const response = await fetch(`${t.baseUrl}/api/stories/move`, {
        method: 'POST',
        headers: { cookie: ownerCookie, 'content-type': 'application/json', origin: t.baseUrl },
        body: JSON.stringify(randomMove(view)),
      });
      if (!response.ok) throw new Error(`move failed: ${response.status} ${await response.text()}`);
      const answer = ((await response.json()) as Rundown[]).find((r) => r.id === rundown.id)!;
      answered.push(performance.now() - t0);
      await Promise.all(arrivals);
      fanout.push(performance.now() - t0);
      view = viewOf(answer);
      for (const s of sockets) s.received.clear();
    }
    rows.push({
      case: `move answered (${SUBSCRIBERS} sockets listening)`,
      ...summarize(answered),
      errors: 0,
    });
    rows.push({ case: `move → last of ${SUBSCRIBERS} sockets`, ...summarize(fanout), errors: 0 });
    for (const s of sockets) await s.close();
    sockets.length = 0;

    // (4) Under the rundown lock (issue 27): one request at a time, from taking the rundown's
    // lock to its transaction's end; `cpuMs` is this process's CPU per request (on PGlite the
    // engine's too).
    // The database as a running server keeps it: vacuumed and analyzed (autovacuum on
    // PostgreSQL, the upkeep worker on PGlite) since the build and the moves above.
    await upkeep(database, true);
    const lock = watchRundownLock();
    const now = (await (
      await fetch(rundownUrl, { headers: { cookie: ownerCookie } })
    ).json()) as Rundown;
    const [first, second, third] = now.blocks as [Block, Block, Block];
    const story = first.stories[0]!;
    const call = async (method: string, url: string, body?: object) => {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: ownerCookie },
        ...(body ? { payload: body } : {}),
      });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    };
    const kinds: [string, (i: number) => Promise<void>][] = [
      [
        'PATCH story slug',
        (i) => call('PATCH', `/api/stories/${story.id}`, { field: 'slug', value: `MATÉRIA ${i}` }),
      ],
      [
        'PATCH story estimatedMs',
        (i) =>
          call('PATCH', `/api/stories/${story.id}`, { field: 'estimatedMs', value: 60_000 + i }),
      ],
      // blank → play → stop → blank: two of three change the on-air marker (whole-rundown event).
      ['PUT story status', () => call('PUT', `/api/stories/${third.stories[1]!.id}/status`)],
      // The block's first story to its end, then back before the story now first: every move
      // renumbers the block's stories (a move to where the story already is writes nothing).
      [
        'POST stories/move in a block',
        (i) =>
          call('POST', '/api/stories/move', {
            targetBlockId: second.id,
            storiesIds: [second.stories[0]!.id],
            targetStoryId: i % 2 === 0 ? null : second.stories[1]!.id,
          }),
      ],
      // A shorter move, as most drags are: a story two places up, then back (3 stories renumbered).
      [
        'POST stories/move two places',
        (i) =>
          call('POST', '/api/stories/move', {
            targetBlockId: second.id,
            storiesIds: [second.stories[5]!.id],
            targetStoryId: (i % 2 === 0 ? second.stories[3]! : second.stories[6]!).id,
          }),
      ],
      [
        'PATCH block name',
        (i) => call('PATCH', `/api/blocks/${second.id}`, { field: 'name', value: `BLOCO ${i}` }),
      ],
    ];
    for (const [kind, request] of kinds) {
      const held: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < LOCK_WARMUP + LOCK_ROUNDS; i++) {
        const before = process.cpuUsage();
        const ms = await lock.held(() => request(i));
        const used = process.cpuUsage(before);
        if (i < LOCK_WARMUP) continue;
        held.push(ms);
        cpu.push((used.user + used.system) / 1000);
      }
      rows.push({
        case: `under the lock: ${kind}`,
        ...summarize(held),
        errors: 0,
        note: `cpuMs p50 ${summarize(cpu).p50}`,
      });
    }
  } finally {
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
    await database.close();
  }

  const cpus = os.cpus();
  console.log(reportHeading('Rundown'));
  console.log(
    `rundown: ${BLOCKS} blocks + Standby, ${STORIES} stories, ${Math.round(payloadBytes / 1024)} KiB as JSON; built through the routes in ${buildSeconds.toFixed(1)} s`,
  );
  console.table(rows);
  console.log(integrityResult);
  const file = writeResults('rundowns', engine, {
    engine,
    smoke,
    date: new Date().toISOString(),
    machine: { cores: cpus.length, model: cpus[0]?.model ?? null },
    rundown: { blocks: BLOCKS, stories: STORIES, payloadBytes, buildSeconds },
    integrity: integrityResult,
    rows,
  });
  console.log(`written ${file}`);
  if (!integrityResult.startsWith('integrity ok')) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
