/**
 * API at fixed arrival rates (issue 10), run by fixed-rates.bench.ts: GET /api/rundowns/{id} of
 * a 300-story rundown and PATCH /api/stories/{id} (slug or estimate, on that rundown's stories)
 * at 150 and 500 requests/s, open loop (see openLoop.ts), over loopback HTTP against the built
 * server. In the same run, the ceiling: the bare Fastify routes of ceiling.server.ts answering a
 * JSON body of the same size at the same rates. Answers one table per case.
 */
import { progress, tomorrow, unique, type ApiSession } from './builtServer';
import { openLoop, socketsFor, type OpenLoopRequest, type OpenLoopResult } from './openLoop';

const smoke = process.env.BENCH_SMOKE === '1';
export const RATES = [150, 500];
export const SECONDS = smoke ? 0.5 : 10;
export const TIMEOUT_MS = smoke ? 1_000 : 5_000;
const COOL_DOWN_MS = smoke ? 1_000 : 8_000;
const BLOCKS = 10; // plus Standby
/** The smoke run builds a smaller rundown (and sets no estimates) to stay short. */
const STORIES = smoke ? 10 : 300;

interface Built {
  rundownId: number;
  storyIds: number[];
}

/** A rundown of BLOCKS blocks + Standby with STORIES stories (slug and estimate), via the API. */
async function buildRundown(admin: ApiSession): Promise<Built> {
  const program = await admin.call<{ id: number }>('POST', '/api/programs', {
    name: unique('Jornal da Manhã'),
    start: '06:00',
    end: '09:00',
  });
  const rundown = await admin.call<{ id: number }>('POST', '/api/rundowns', {
    date: tomorrow(),
    programId: program.id,
  });
  for (let i = 1; i < BLOCKS; i++) await admin.call('POST', `/api/rundowns/${rundown.id}/blocks`);
  const loaded = await admin.call<{ blocks: { id: number; isStandbyBlock: boolean }[] }>(
    'GET',
    `/api/rundowns/${rundown.id}`,
  );
  const blocks = loaded.blocks.filter((b) => !b.isStandbyBlock);
  const storyIds: number[] = [];
  let next = 0;
  // Four writers at once: the rundown lock serializes them, but HTTP and JSON overlap.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < STORIES) {
        const i = next++;
        const block = blocks[i % blocks.length]!;
        const story = await admin.call<{ id: number }>('POST', `/api/blocks/${block.id}/stories`);
        storyIds.push(story.id);
        await admin.call('PATCH', `/api/stories/${story.id}`, {
          field: 'slug',
          value: `MATÉRIA ${i + 1} — ${unique('pauta')}`,
        });
        if (!smoke)
          await admin.call('PATCH', `/api/stories/${story.id}`, {
            field: 'estimatedMs',
            value: 60_000 + (i % 7) * 15_000,
          });
      }
    }),
  );
  return { rundownId: rundown.id, storyIds };
}

/** Waits (at most COOL_DOWN_MS) until /api/health answers in < 50 ms 3 times running: the previous case drained. */
async function coolDown(baseUrl: string): Promise<void> {
  const deadline = Date.now() + COOL_DOWN_MS;
  let fast = 0;
  while (fast < 3 && Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${baseUrl}/api/health`).then((r) => r.arrayBuffer());
    fast = performance.now() - t0 < 50 ? fast + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const errorText = (r: OpenLoopResult) =>
  r.errorCount === 0
    ? '0'
    : Object.entries(r.errors)
        .map(([kind, n]) => `${n}×${kind}`)
        .join(' ');

const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(1)}×` : '');

export interface ApiRatesResult {
  tables: Record<string, Record<string, unknown>[]>;
  raw: Record<string, unknown>[];
  payload: { loadBytes: number; patchBytes: number };
  stories: number;
  buildSeconds: number;
}

/** Builds the rundown, then runs each case at each rate on the server and on the ceiling. */
export async function apiRates(
  baseUrl: string,
  ceilingUrl: string,
  admin: ApiSession,
): Promise<ApiRatesResult> {
  const cases: Record<string, Record<string, unknown>[]> = {};
  const raw: Record<string, unknown>[] = [];
  const started = performance.now();
  const built = await buildRundown(admin);
  const buildSeconds = Math.round((performance.now() - started) / 100) / 10;
  progress(`API: rundown of ${built.storyIds.length} stories built`);
  const loadText = await (
    await fetch(`${baseUrl}/api/rundowns/${built.rundownId}`, {
      headers: { cookie: admin.cookie },
    })
  ).text();
  const patchResponse = await fetch(`${baseUrl}/api/stories/${built.storyIds[0]}`, {
    method: 'PATCH',
    headers: { cookie: admin.cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ field: 'slug', value: 'MATÉRIA 1 — aquecimento' }),
  });
  const patchText = await patchResponse.text();
  const payload = {
    loadBytes: Buffer.byteLength(loadText),
    patchBytes: Buffer.byteLength(patchText),
  };
  await fetch(`${ceilingUrl}/bodies`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ load: loadText, patch: patchText }),
  });

  const json = { 'content-type': 'application/json' };
  const write = { ...json, cookie: admin.cookie, origin: baseUrl };
  const patchBody = (i: number) =>
    JSON.stringify(
      i % 2 === 0
        ? { field: 'slug', value: `MATÉRIA ${(i % built.storyIds.length) + 1} — ${i}` }
        : { field: 'estimatedMs', value: 60_000 + (i % 10) * 1_000 },
    );
  const specs: {
    name: string;
    real: (i: number) => OpenLoopRequest;
    bare: (i: number) => OpenLoopRequest;
  }[] = [
    {
      name: `GET /api/rundowns/{id} (${built.storyIds.length} stories, ${Math.round(payload.loadBytes / 1024)} KiB)`,
      real: () => ({
        method: 'GET',
        path: `/api/rundowns/${built.rundownId}`,
        headers: { cookie: admin.cookie },
      }),
      bare: () => ({ method: 'GET', path: '/load' }),
    },
    {
      name: `PATCH /api/stories/{id} slug|estimate (${payload.patchBytes} B answer)`,
      real: (i) => ({
        method: 'PATCH',
        path: `/api/stories/${built.storyIds[i % built.storyIds.length]}`,
        headers: write,
        body: patchBody(i),
      }),
      bare: (i) => ({ method: 'PATCH', path: '/patch', headers: json, body: patchBody(i) }),
    },
  ];

  for (const spec of specs) {
    const rows: Record<string, unknown>[] = [];
    for (const rate of RATES) {
      await coolDown(baseUrl);
      progress(`API: ${spec.name} at ${rate} req/s`);
      const real = await openLoop({
        baseUrl,
        rate,
        seconds: SECONDS,
        timeoutMs: TIMEOUT_MS,
        request: spec.real,
      });
      await coolDown(baseUrl);
      const bare = await openLoop({
        baseUrl: ceilingUrl,
        rate,
        seconds: SECONDS,
        timeoutMs: TIMEOUT_MS,
        request: spec.bare,
      });
      for (const [who, r] of [
        ['newsroom', real],
        ['ceiling', bare],
      ] as const) {
        rows.push({
          server: who,
          rate,
          n: r.scheduled,
          p50: r.latency.p50,
          p95: r.latency.p95,
          p99: r.latency.p99,
          max: r.latency.max,
          errors: errorText(r),
          achieved: r.achievedRps,
          'send lag p99': r.sendLagP99,
          'p50/ceil': who === 'newsroom' ? ratio(real.latency.p50, bare.latency.p50) : '',
          'p99/ceil': who === 'newsroom' ? ratio(real.latency.p99, bare.latency.p99) : '',
        });
        raw.push({ case: spec.name, server: who, sockets: socketsFor(rate), ...r });
      }
    }
    cases[spec.name] = rows;
  }
  return { tables: cases, raw, payload, stories: built.storyIds.length, buildSeconds };
}
