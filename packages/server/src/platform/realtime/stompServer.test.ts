import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { StompParser, type StompFrame } from './stompFrames';
import { StompServer, type StompPrincipal, type StompServerOptions } from './stompServer';

const ORIGIN = 'http://newsroom.test';
const ALICE: StompPrincipal = { sessionId: 's-alice', userId: 1 };
const BOB: StompPrincipal = { sessionId: 's-bob', userId: 2 };
const SESSIONS = new Map([
  ['alice', ALICE],
  ['bob', BOB],
]);
const headersOf = (user: string, origin = ORIGIN) => ({ cookie: `sid=${user}`, origin });

// Run after each test, newest first, so clients go before their server.
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** A queue whose next() waits for the next item. */
class Inbox<T> {
  private readonly items: T[] = [];
  private readonly waiters: Array<(item: T) => void> = [];

  push(item: T): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter(item);
    else this.items.push(item);
  }

  next(): Promise<T> {
    if (this.items.length > 0) return Promise.resolve(this.items.shift() as T);
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

async function startServer(options: Partial<StompServerOptions> = {}) {
  const stomp = new StompServer({
    authenticate: async (req) =>
      SESSIONS.get(/sid=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? '') ?? null,
    isOriginAllowed: (req) => req.headers.origin === ORIGIN,
    canSubscribe: (_principal, destination) => destination !== '/topic/secret',
    ...options,
  });
  const http = createServer();
  http.on('upgrade', (req, socket, head) => stomp.handleUpgrade(req, socket, head));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    await stomp.close();
    await new Promise((resolve) => http.close(resolve));
  });
  return { stomp, url: `ws://127.0.0.1:${(http.address() as AddressInfo).port}/ws` };
}

/** A @stomp/stompjs client; `ready` resolves once every subscription is confirmed by receipt. */
function stompClient(url: string, user: string, destinations: readonly string[]) {
  const ready = deferred<void>();
  const stompError = deferred<IFrame>();
  const closed = deferred<number>();
  const messages = new Inbox<IMessage>();
  const client: Client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp'], { headers: headersOf(user) }),
    reconnectDelay: 0,
    onConnect: () => {
      let pending = destinations.length;
      if (pending === 0) ready.resolve();
      destinations.forEach((destination, index) => {
        const receipt = `sub-receipt-${index}`;
        client.watchForReceipt(receipt, () => (--pending === 0 ? ready.resolve() : undefined));
        client.subscribe(destination, (message) => messages.push(message), { receipt });
      });
    },
    onStompError: (frame) => stompError.resolve(frame),
    onWebSocketClose: (event: { code: number }) => closed.resolve(event.code),
  });
  client.activate();
  cleanups.push(() => client.deactivate());
  return { ready: ready.promise, stompError: stompError.promise, closed: closed.promise, messages };
}

/** A bare WebSocket speaking hand-written frames, parsed with our own parser. */
async function rawPeer(url: string, user = 'alice') {
  const ws = new WebSocket(url, ['v12.stomp'], { headers: headersOf(user) });
  const messages = new Inbox<string>();
  const closed = deferred<number>();
  ws.on('message', (data) => messages.push(data.toString()));
  ws.on('close', (code) => closed.resolve(code));
  cleanups.push(async () => {
    ws.terminate();
    await closed.promise;
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  const parser = new StompParser();
  const parsed: StompFrame[] = [];
  return {
    messages,
    closed: closed.promise,
    send: (...chunks: string[]) => chunks.forEach((chunk) => ws.send(chunk)),
    async frame(): Promise<StompFrame> {
      for (;;) {
        const next = parsed.shift();
        if (next) return next;
        parsed.push(...parser.push(await messages.next()));
      }
    },
  };
}

/** The handshake outcome ws reports, e.g. "Unexpected server response: 403". */
function upgradeError(url: string, protocols: string[], headers: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    const ws = new WebSocket(url, protocols, { headers });
    ws.once('error', (err) => resolve(err.message));
    ws.once('open', () => reject(new Error('upgrade was accepted')));
  });
}

const CONNECT = 'CONNECT\naccept-version:1.2\nhost:newsroom\nheart-beat:0,0\n\n\0';

describe('StompServer with @stomp/stompjs', () => {
  it('delivers a published JSON body to a subscriber', async () => {
    const { stomp, url } = await startServer();
    const alice = stompClient(url, 'alice', ['/topic/rundowns']);
    await alice.ready;
    expect(stomp.size).toBe(1);
    expect(stomp.principals()).toEqual([ALICE]);

    const event = { seq: 1, title: 'Nachrichten über Köln' };
    stomp.publish('/topic/rundowns', () => JSON.stringify(event));
    stomp.publish('/topic/other', () => JSON.stringify({ seq: 0 }));
    stomp.publish('/topic/rundowns', () => JSON.stringify({ seq: 2 }));
    const first = await alice.messages.next();
    const second = await alice.messages.next();

    expect(JSON.parse(first.body)).toEqual(event);
    expect(first.headers).toMatchObject({
      destination: '/topic/rundowns',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(first.body)),
    });
    expect(Number(second.headers['message-id'])).toBe(Number(first.headers['message-id']) + 1);
    expect(JSON.parse(second.body)).toEqual({ seq: 2 });
  });

  it('skips subscribers whose render returns null', async () => {
    const { stomp, url } = await startServer();
    const alice = stompClient(url, 'alice', ['/topic/stories']);
    const bob = stompClient(url, 'bob', ['/topic/stories']);
    await Promise.all([alice.ready, bob.ready]);

    stomp.publish('/topic/stories', (p) => (p.userId === ALICE.userId ? '"alice only"' : null));
    // Delivery is ordered per connection, so this one fences the filtered message.
    stomp.publish('/topic/stories', () => '"everyone"');

    expect((await alice.messages.next()).body).toBe('"alice only"');
    expect((await alice.messages.next()).body).toBe('"everyone"');
    expect((await bob.messages.next()).body).toBe('"everyone"');
  });

  it('sends to every connection of one user only', async () => {
    const { stomp, url } = await startServer();
    const queue = '/user/queue/events';
    const clients = [
      stompClient(url, 'alice', [queue]),
      stompClient(url, 'alice', [queue]),
      stompClient(url, 'bob', [queue]),
    ];
    await Promise.all(clients.map((client) => client.ready));

    stomp.publish(queue, (p) => (p.userId === ALICE.userId ? '{"n":1}' : null));
    stomp.publish(queue, () => '{"n":2}');

    const bodies = await Promise.all(clients.map((client) => client.messages.next()));
    expect(bodies.map((message) => message.body)).toEqual(['{"n":1}', '{"n":1}', '{"n":2}']);
  });

  it('refuses a forbidden subscription with an ERROR and closes', async () => {
    const { url } = await startServer();
    const alice = stompClient(url, 'alice', ['/topic/secret']);

    const error = await alice.stompError;
    expect(error.headers).toMatchObject({ message: 'forbidden', 'receipt-id': 'sub-receipt-0' });
    expect(await alice.closed).toBe(4403);
  });

  it('closes ended sessions with 1008 and keeps the others', async () => {
    const { stomp, url } = await startServer();
    const alice = stompClient(url, 'alice', ['/topic/a']);
    const bob = stompClient(url, 'bob', ['/topic/a']);
    await Promise.all([alice.ready, bob.ready]);

    stomp.closeSessions([ALICE.sessionId], 1008, 'session ended');

    expect(stomp.principals()).toEqual([BOB]);
    expect(await alice.closed).toBe(1008);
    stomp.publish('/topic/a', () => '"still here"');
    expect((await bob.messages.next()).body).toBe('"still here"');
  });
});

describe('StompServer upgrade', () => {
  it.each<[string, string, string[], Record<string, string>, number]>([
    ['a foreign origin', '/ws', ['v12.stomp'], headersOf('alice', 'http://evil.test'), 403],
    ['no session cookie', '/ws', ['v12.stomp'], { origin: ORIGIN }, 401],
    ['an unknown session', '/ws', ['v12.stomp'], headersOf('mallory'), 401],
    ['another path', '/other', ['v12.stomp'], headersOf('alice'), 404],
    ['only foreign subprotocols', '/ws', ['mqtt'], headersOf('alice'), 400],
  ])('refuses %s', async (_name, path, protocols, headers, status) => {
    const { url } = await startServer();
    const message = await upgradeError(url.replace(/\/ws$/, path), protocols, headers);
    expect(message).toBe(`Unexpected server response: ${status}`);
  });

  it.each<[string[], string]>([
    [['v10.stomp', 'v12.stomp', 'v11.stomp'], 'v12.stomp'],
    [['v10.stomp', 'v11.stomp'], 'v11.stomp'],
    [['chat', 'v10.stomp'], 'v10.stomp'],
  ])('picks from %j the subprotocol %s', async (offered, chosen) => {
    const { url } = await startServer();
    const ws = new WebSocket(url, offered, { headers: headersOf('alice') });
    const closed = new Promise((resolve) => ws.once('close', resolve));
    cleanups.push(() => closed);
    await new Promise((resolve) => ws.once('open', resolve));
    expect(ws.protocol).toBe(chosen);
    ws.close();
  });
});

describe('StompServer with raw frames', () => {
  it('parses frames split across and packed into messages', async () => {
    const { stomp, url } = await startServer();
    const peer = await rawPeer(url);
    peer.send(
      'CONN',
      'ECT\naccept-version:1.1,1.2\nheart-beat:0,0\n\n\0\nSUBSCRIBE\nid:7\ndestination:/topic/a\n',
      'receipt:r1\n\n\0',
    );

    expect(await peer.frame()).toEqual({
      command: 'CONNECTED',
      headers: {
        version: '1.2',
        'heart-beat': '10000,10000',
        server: 'newsroom',
        session: 's-alice',
      },
      body: '',
    });
    expect(await peer.frame()).toEqual({
      command: 'RECEIPT',
      headers: { 'receipt-id': 'r1' },
      body: '',
    });
    stomp.publish('/topic/a', () => '{"a":1}');
    const message = await peer.frame();
    expect(message).toMatchObject({ command: 'MESSAGE', body: '{"a":1}' });
    expect(message.headers).toMatchObject({ subscription: '7', destination: '/topic/a' });
  });

  it('answers DISCONNECT with a RECEIPT, then closes', async () => {
    const { stomp, url } = await startServer();
    const peer = await rawPeer(url);
    peer.send(CONNECT, 'DISCONNECT\nreceipt:bye\n\n\0');

    expect((await peer.frame()).command).toBe('CONNECTED');
    expect(await peer.frame()).toMatchObject({
      command: 'RECEIPT',
      headers: { 'receipt-id': 'bye' },
    });
    expect(await peer.closed).toBe(1000);
    expect(stomp.size).toBe(0);
  });

  it('stops delivering after UNSUBSCRIBE', async () => {
    const { stomp, url } = await startServer();
    const peer = await rawPeer(url);
    peer.send(CONNECT, 'SUBSCRIBE\nid:1\ndestination:/topic/a\n\n\0');
    peer.send('UNSUBSCRIBE\nid:1\n\n\0', 'SUBSCRIBE\nid:2\ndestination:/topic/b\nreceipt:r\n\n\0');
    expect((await peer.frame()).command).toBe('CONNECTED');
    expect((await peer.frame()).command).toBe('RECEIPT');

    stomp.publish('/topic/a', () => '"a"');
    stomp.publish('/topic/b', () => '"b"');
    expect(await peer.frame()).toMatchObject({ command: 'MESSAGE', body: '"b"' });
  });

  it.each<[string, string[], string]>([
    ['a frame before CONNECT', ['SUBSCRIBE\nid:1\ndestination:/topic/a\n\n\0'], 'not connected'],
    [
      'SEND from the client',
      [CONNECT, 'SEND\ndestination:/topic/a\nreceipt:s\n\n{}\0'],
      'forbidden',
    ],
    ['CONNECT without 1.2', ['CONNECT\naccept-version:1.0,1.1\n\n\0'], 'unsupported version'],
    ['a malformed frame', [CONNECT, 'subscribe\n\n\0'], 'malformed frame'],
    ['an invalid heart-beat', ['CONNECT\nheart-beat:soon\n\n\0'], 'malformed frame'],
    [
      'SUBSCRIBE without an id',
      [CONNECT, 'SUBSCRIBE\ndestination:/topic/a\n\n\0'],
      'invalid subscribe',
    ],
    ['a transaction', [CONNECT, 'BEGIN\ntransaction:t\n\n\0'], 'unsupported'],
  ])('answers %s with an ERROR and closes', async (_name, chunks, message) => {
    const { url } = await startServer();
    const peer = await rawPeer(url);
    peer.send(...chunks);

    let frame = await peer.frame();
    if (frame.command === 'CONNECTED') frame = await peer.frame();
    expect(frame).toMatchObject({ command: 'ERROR', headers: { message } });
    expect(await peer.closed).toBe(1002);
  });

  it('drops only the client whose frame made a callback throw', async () => {
    const { stomp, url } = await startServer({
      canSubscribe: () => {
        throw new Error('boom');
      },
    });
    const peer = await rawPeer(url);
    peer.send(CONNECT, 'SUBSCRIBE\nid:1\ndestination:/topic/a\n\n\0');

    expect((await peer.frame()).command).toBe('CONNECTED');
    expect(await peer.frame()).toMatchObject({ headers: { message: 'internal error' } });
    expect(await peer.closed).toBe(1002);
    const other = await rawPeer(url, 'bob');
    other.send(CONNECT);
    expect((await other.frame()).command).toBe('CONNECTED');
    expect(stomp.principals()).toEqual([BOB]);
  });

  it('sends heart-beats at the negotiated interval', async () => {
    const { url } = await startServer({ heartbeatMs: 20 });
    const peer = await rawPeer(url);
    peer.send('CONNECT\naccept-version:1.2\nheart-beat:0,10\n\n\0');

    const connected = await peer.frame();
    expect(connected.headers['heart-beat']).toBe('20,20');
    expect(await peer.messages.next()).toBe('\n');
    expect(await peer.messages.next()).toBe('\n');
  });

  it('drops a client that stays silent for 2.5 heart-beat intervals', async () => {
    const { stomp, url } = await startServer({ heartbeatMs: 20 });
    const peer = await rawPeer(url);
    const started = Date.now();
    peer.send('CONNECT\naccept-version:1.2\nheart-beat:40,0\n\n\0');

    expect(await peer.closed).toBe(1006);
    // 2.5 × 40 ms; timers may fire a millisecond early against the wall clock, and anything over
    // two intervals (80 ms) shows the missed beats were waited for.
    expect(Date.now() - started).toBeGreaterThan(90);
    expect(stomp.size).toBe(0);
  });

  it('closes a client that cannot keep up with 1013', async () => {
    const { stomp, url } = await startServer();
    const peer = await rawPeer(url);
    peer.send(CONNECT, 'SUBSCRIBE\nid:1\ndestination:/topic/a\nreceipt:r\n\n\0');
    await peer.frame();
    await peer.frame();

    // Written synchronously, so the peer cannot read any of it before the limit trips.
    const body = JSON.stringify('x'.repeat(32 * 1024));
    for (let i = 0; i < 768 && stomp.size > 0; i += 1) stomp.publish('/topic/a', () => body);

    expect(stomp.size).toBe(0);
    expect(await peer.closed).toBe(1013);
  });
});
