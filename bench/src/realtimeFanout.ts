/**
 * Real-time fan-out at 150 and 500 subscribers (issue 10), run by fixed-rates.bench.ts against
 * the built server. Each subscriber is a STOMP client written from the protocol (lightStomp.ts;
 * BENCH_FANOUT_CLIENT=stompjs: the browser's library) of one of 10 reader sessions, subscribed to /topic/stories and
 * /topic/rundowns. A writer (admin) makes one change at a time, alternately PATCH
 * /api/stories/{id} (slug → /topic/stories) and PATCH /api/rundowns/{id} (productionMs →
 * /topic/rundowns), and the time until the LAST subscriber has the event is measured from the
 * request's sending (an upper bound of commit → last client) and from its answer (a lower bound:
 * the commit happens before the answer). In the same run, the ceiling: the raw `ws` server of
 * ceiling.server.ts broadcasting the story event's JSON to the same number of raw `ws` clients
 * on a POST. Answers one table per subscriber count.
 */
import { Client, type IMessage } from '@stomp/stompjs';
import WebSocket from 'ws';
import { login, progress, tomorrow, unique, type ApiSession } from './builtServer';
import { subscribeLight } from './lightStomp';
import { summarize } from './stats';

const smoke = process.env.BENCH_SMOKE === '1';
export const SUBSCRIBERS = smoke ? [150] : [150, 500];
/**
 * Changes per kind (story and rundown alternate), and raw broadcasts: enough that a p99 is not
 * simply the slowest one (with 40 it was, and one pause decided the row).
 */
export const ROUNDS = smoke ? 3 : 200;
export const SESSIONS = smoke ? 3 : 10;
const STORIES = smoke ? 3 : 30;
const ROUND_TIMEOUT_MS = 10_000;
const DESTINATIONS = ['/topic/stories', '/topic/rundowns'];

interface Round {
  /** The value that identifies this round's event. */
  marker: string | number;
  expected: number;
  arrived: number;
  last: number;
  done: () => void;
}
let round: Round | null = null;
/** The body of the first matching STOMP message, for the ceiling's payload. */
let sampleBody: string | null = null;

function arrive(r: Round): void {
  r.arrived++;
  r.last = performance.now();
  if (r.arrived === r.expected) r.done();
}

interface Subscriber {
  close(): Promise<void>;
}

/** This round's event, counted once per subscriber (`seen` is the subscriber's last round). */
function onEventBody(body: string, seen: { round: Round | null }): void {
  const event = JSON.parse(body) as { action?: string; data?: { value?: unknown } };
  const r = round;
  if (!r || seen.round === r || event.action !== 'PATCH' || event.data?.value !== r.marker) return;
  seen.round = r;
  sampleBody ??= body;
  arrive(r);
}

/**
 * A STOMP subscriber to both topics: written from the protocol (lightStomp.ts) unless
 * BENCH_FANOUT_CLIENT=stompjs asks for the browser's library.
 */
function connectSubscriber(baseUrl: string, cookie: string): Promise<Subscriber> {
  const url = `${baseUrl.replace('http', 'ws')}/ws`;
  const seen = { round: null as Round | null };
  if (process.env.BENCH_FANOUT_CLIENT !== 'stompjs')
    return subscribeLight(url, { cookie, origin: baseUrl }, DESTINATIONS, (body) =>
      onEventBody(body, seen),
    );
  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () =>
        new WebSocket(url, ['v12.stomp'], { headers: { cookie, origin: baseUrl } }),
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      onConnect: () => {
        const receipt = `ready-${Math.random()}`;
        client.watchForReceipt(receipt, () => resolve({ close: () => client.deactivate() }));
        const onMessage = (message: IMessage) => onEventBody(message.body, seen);
        client.subscribe(DESTINATIONS[0]!, onMessage);
        client.subscribe(DESTINATIONS[1]!, onMessage, { receipt });
      },
      onWebSocketClose: (event: { code: number }) =>
        reject(new Error(`socket closed before connecting (${event.code})`)),
      onStompError: (frame) => reject(new Error(frame.headers.message ?? 'stomp error')),
    });
    client.activate();
  });
}

/** A raw ws client of the ceiling, counting this round's broadcast once. */
function connectRaw(baseUrl: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`);
    let seen: Round | null = null;
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString('utf8')) as { seq?: unknown };
      const r = round;
      if (!r || seen === r || event.seq !== r.marker) return;
      seen = r;
      arrive(r);
    });
    socket.once('open', () =>
      resolve({
        close: () =>
          new Promise<void>((done) => {
            socket.once('close', () => done());
            socket.close();
          }),
      }),
    );
    socket.once('error', reject);
  });
}

/** Connects `count` clients, 50 at a time. */
async function connectAll(count: number, connect: (i: number) => Promise<Subscriber>) {
  const clients: Subscriber[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, k) => connect(i + k));
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** One change: answer time, time to the last subscriber from sending and from the answer. */
async function measure(
  expected: number,
  marker: string | number,
  send: () => Promise<Response>,
): Promise<{ answered: number; sentToLast: number; answerToLast: number; missed: number }> {
  let timer: NodeJS.Timeout | undefined;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  const r: Round = { marker, expected, arrived: 0, last: 0, done };
  round = r;
  const t0 = performance.now();
  const response = await send();
  const text = await response.text();
  const tAnswer = performance.now();
  if (!response.ok) throw new Error(`change failed: ${response.status} ${text}`);
  await Promise.race([
    finished,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ROUND_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
  round = null;
  return {
    answered: tAnswer - t0,
    sentToLast: r.last - t0,
    answerToLast: r.last - tAnswer,
    missed: expected - r.arrived,
  };
}

async function setUp(admin: ApiSession) {
  const program = await admin.call<{ id: number }>('POST', '/api/programs', {
    name: unique('Jornal da Noite'),
    start: '20:00',
    end: '21:00',
  });
  const rundown = await admin.call<{ id: number; blocks: { id: number }[] }>(
    'POST',
    '/api/rundowns',
    { date: tomorrow(), programId: program.id },
  );
  const storyIds: number[] = [];
  for (let i = 0; i < STORIES; i++) {
    const story = await admin.call<{ id: number }>(
      'POST',
      `/api/blocks/${rundown.blocks[0]!.id}/stories`,
    );
    storyIds.push(story.id);
  }
  return { rundownId: rundown.id, storyIds };
}

export interface FanoutResult {
  tables: Record<string, Record<string, unknown>[]>;
  /** Seconds to connect the STOMP and raw clients, per subscriber count. */
  connectSeconds: Record<number, number>;
  eventBytes: number;
}

/** Sets up a rundown and reader sessions, then measures each subscriber count. */
export async function realtimeFanout(
  baseUrl: string,
  ceilingUrl: string,
  admin: ApiSession,
): Promise<FanoutResult> {
  const tables: Record<string, Record<string, unknown>[]> = {};
  const connectSeconds: Record<number, number> = {};
  const { rundownId, storyIds } = await setUp(admin);
  const readers: string[] = [];
  for (let i = 0; i < SESSIONS; i++) {
    const nickname = `leitor_${i}_${Date.now().toString(36)}`;
    await admin.call('POST', '/api/users', {
      name: `Leitor ${i}`,
      nickname,
      email: `${nickname}@bench.newsroom`,
      password: 'primeira-senha-1',
      passwordConfirmation: 'primeira-senha-1',
      permissions: { rundown: 'read', story: 'read' },
    });
    readers.push((await login(baseUrl, nickname, 'primeira-senha-1', 'leitura-bench-2')).cookie);
  }
  const write = (method: string, url: string, body: object) =>
    fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        cookie: admin.cookie,
        origin: baseUrl,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  for (const count of SUBSCRIBERS) {
    const t0 = performance.now();
    const stomp = await connectAll(count, (i) =>
      connectSubscriber(baseUrl, readers[i % readers.length]!),
    );
    const raw = await connectAll(count, () => connectRaw(ceilingUrl));
    progress(`fan-out: ${count} STOMP and ${count} raw clients connected`);
    connectSeconds[count] = Math.round((performance.now() - t0) / 100) / 10;
    // Warm-up (not counted); its event's JSON becomes the ceiling's payload.
    await measure(count, `AQUECIMENTO ${count}`, () =>
      write('PATCH', `/api/stories/${storyIds[0]}`, {
        field: 'slug',
        value: `AQUECIMENTO ${count}`,
      }),
    );
    await fetch(`${ceilingUrl}/bodies`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: sampleBody ?? '{}' }),
    });

    const story = { answered: [] as number[], last: [] as number[], afterAnswer: [] as number[] };
    const rundown = { answered: [] as number[], last: [] as number[], afterAnswer: [] as number[] };
    const bare = { answered: [] as number[], last: [] as number[], afterAnswer: [] as number[] };
    const missed = { story: 0, rundown: 0, bare: 0 };
    const keep = (into: typeof story, m: Awaited<ReturnType<typeof measure>>) => {
      into.answered.push(m.answered);
      if (m.missed > 0) return;
      into.last.push(m.sentToLast);
      into.afterAnswer.push(m.answerToLast);
    };
    for (let r = 0; r < ROUNDS; r++) {
      const slug = `AO VIVO ${count}-${r}`;
      const s = await measure(count, slug, () =>
        write('PATCH', `/api/stories/${storyIds[r % storyIds.length]}`, {
          field: 'slug',
          value: slug,
        }),
      );
      keep(story, s);
      missed.story += s.missed;
      const productionMs = 3_600_000 + count * 1_000 + r;
      const d = await measure(count, productionMs, () =>
        write('PATCH', `/api/rundowns/${rundownId}`, {
          field: 'productionMs',
          value: productionMs,
        }),
      );
      keep(rundown, d);
      missed.rundown += d.missed;
      const seq = count * 10_000 + r;
      const b = await measure(count, seq, () =>
        fetch(`${ceilingUrl}/broadcast`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ seq }),
        }),
      );
      keep(bare, b);
      missed.bare += b.missed;
    }
    await Promise.all([...stomp, ...raw].map((c) => c.close()));

    const row = (name: string, samples: number[], lost: number | string, ceil?: number[]) => {
      const s = summarize(samples);
      const c = ceil ? summarize(ceil) : null;
      return {
        measure: name,
        ...s,
        'missed events': lost,
        'p50/ceil': c && c.p50 > 0 ? `${(s.p50 / c.p50).toFixed(1)}×` : '',
        'p99/ceil': c && c.p99 > 0 ? `${(s.p99 / c.p99).toFixed(1)}×` : '',
      };
    };
    tables[`${count} subscribers`] = [
      row('story PATCH answered', story.answered, ''),
      row('story PATCH sent → last STOMP client', story.last, missed.story, bare.last),
      row('story PATCH answer → last STOMP client', story.afterAnswer, ''),
      row('rundown PATCH answered', rundown.answered, ''),
      row('rundown PATCH sent → last STOMP client', rundown.last, missed.rundown, bare.last),
      row('rundown PATCH answer → last STOMP client', rundown.afterAnswer, ''),
      row('ceiling: POST sent → last raw ws client', bare.last, missed.bare),
      row('ceiling: POST answer → last raw ws client', bare.afterAnswer, ''),
    ];
  }
  return { tables, connectSeconds, eventBytes: sampleBody ? Buffer.byteLength(sampleBody) : 0 };
}
