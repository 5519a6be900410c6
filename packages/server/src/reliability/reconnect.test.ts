import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import type { RealtimeEvent, StoryRow } from '@newsroom/domain';
import { firstBlock, READER, useRundownKit } from '../areas/rundowns/rundowns.testkit';
import { connectStomp, type TestStomp } from '../test/stompClient';

/**
 * Reconnect: a reader's socket is cut (no closing handshake) in the middle of a burst of rundown
 * changes while the writer keeps writing. The resync contract (docs/ARCHITECTURE.md
 * "Rundowns", web `applyRundownEvent` and `RealtimeClient.onReconnected`): every rundown
 * event carries the rundown's new version, one step per change, and a global `seq`; a client
 * applies the next version, reloads on a gap, and refetches after a reconnect. The server side
 * checked here: versions arrive contiguous while connected; after reconnecting the first event
 * shows the gap; a reload answers a state at least as new as every event seen, containing every
 * write of the burst; and every event after the reload's version arrives, so nothing is missed.
 */

const DESTINATIONS = ['/topic/rundowns', '/topic/blocks', '/topic/stories'];
/** Events the reader takes in before its socket is cut. */
const BEFORE_DROP = 12;
/** Writes acknowledged while the reader is away, and after it is back. */
const WHILE_AWAY = 12;
const AFTER_BACK = 12;

const kit = useRundownKit();

/** The rundown ids an event is about (as the web's rundownIdsOf). */
function rundownOf(event: RealtimeEvent): number | null {
  const data = (event.data ?? {}) as Record<string, unknown>;
  if (event.topic === 'rundowns') return Number(data.id ?? event.id);
  return typeof data.rundownId === 'number' ? data.rundownId : null;
}

function eventsOf(stomp: TestStomp, rundownId: number): RealtimeEvent[] {
  return DESTINATIONS.flatMap((d) => stomp.received.get(d) ?? [])
    .filter((e) => rundownOf(e) === rundownId)
    .sort((x, y) => x.seq - y.seq);
}

/** Resolves when `predicate` holds, checked after each step `bump` announces. */
function progress() {
  let waiters: { predicate: () => boolean; resolve: () => void }[] = [];
  return {
    bump() {
      waiters = waiters.filter((w) => (w.predicate() ? (w.resolve(), false) : true));
    },
    until(predicate: () => boolean): Promise<void> {
      if (predicate()) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ predicate, resolve }));
    },
  };
}

/** Waits until the reader holds an event of the rundown at `version`. */
function eventAt(stomp: TestStomp, rundownId: number, version: number) {
  return Promise.race(
    DESTINATIONS.map((d) =>
      stomp.next(d, (e) => rundownOf(e) === rundownId && e.version === version),
    ),
  );
}

describe('a socket dropped in the middle of a burst', () => {
  it('sees the gap after reconnecting, and a reload plus the later events miss nothing', async () => {
    const writer = await kit.userWith();
    const reader = await kit.userWith({ permissions: READER });
    const rundown = await kit.rundown(writer.cookie);
    const blockId = firstBlock(rundown).id;
    const stories: number[] = [];
    for (let n = 0; n < 4; n++) stories.push((await kit.addStory(writer.cookie, blockId)).id);
    const expectedSlugs = new Map<number, string>();

    let socket = await connectStomp(kit.t.baseUrl, reader.cookie, DESTINATIONS);
    const first = socket;
    const start = (await kit.load(writer.cookie, rundown.id)).version;

    // The burst: slug patches round-robin, a new story every fifth write, one request at a time.
    const acks = progress();
    let written = 0;
    let back: number | null = null;
    const burst = (async () => {
      while (back === null || written < back + AFTER_BACK) {
        if (written % 5 === 4) {
          const created = await kit.call('POST', `/api/blocks/${blockId}/stories`, writer.cookie);
          expect(created.statusCode, created.body).toBe(201);
          stories.push(created.json<StoryRow>().id);
        } else {
          const id = stories[written % stories.length]!;
          const slug = `RAJADA ${written}`;
          const patched = await kit.call('PATCH', `/api/stories/${id}`, writer.cookie, {
            field: 'slug',
            value: slug,
          });
          expect(patched.statusCode, patched.body).toBe(200);
          expectedSlugs.set(id, slug);
        }
        written++;
        acks.bump();
        if (written > 400) throw new Error('the burst ran away');
      }
    })();

    // Cut the socket mid-burst, without a closing handshake.
    await eventAt(first, rundown.id, start + BEFORE_DROP);
    (first.client.webSocket as unknown as WebSocket).terminate();
    await first.closed;
    await first.close();
    const cutAt = written;
    const beforeDrop = eventsOf(first, rundown.id);
    // While connected: every version, in order, one step apart.
    expect(beforeDrop.length).toBeGreaterThanOrEqual(BEFORE_DROP);
    beforeDrop.forEach((e, i) => {
      expect(e.version).toBe(start + 1 + i);
      if (i > 0) expect(e.seq).toBeGreaterThan(beforeDrop[i - 1]!.seq);
    });
    const lastSeen = beforeDrop.at(-1)!;

    // The writer goes on while the reader is away; then the reader comes back and reloads.
    await acks.until(() => written >= cutAt + WHILE_AWAY);
    socket = await connectStomp(kit.t.baseUrl, reader.cookie, DESTINATIONS);
    back = written;
    const reload = await kit.load(reader.cookie, rundown.id);
    // Each write is one version: the reload holds at least every write acknowledged before it.
    expect(reload.version).toBeGreaterThanOrEqual(start + back);
    expect(reload.version).toBeGreaterThan(lastSeen.version! + 1);

    await burst;
    const final = await kit.load(writer.cookie, rundown.id);
    expect(final.version).toBe(start + written);
    await eventAt(socket, rundown.id, final.version);

    const afterBack = eventsOf(socket, rundown.id);
    // The first event after the reconnect is further than one step: the client sees the gap.
    expect(afterBack[0]!.seq).toBeGreaterThan(lastSeen.seq);
    expect(afterBack[0]!.version).toBeGreaterThan(lastSeen.version! + 1);
    // The reload covers everything up to its version; every later version arrives, in order.
    const later = afterBack.filter((e) => e.version! > reload.version).map((e) => e.version);
    expect(later).toEqual(
      Array.from({ length: final.version - reload.version }, (_, i) => reload.version + 1 + i),
    );
    // And the state the client ends with holds every write of the burst.
    const rows = final.blocks.flatMap((b) => b.stories);
    expect(rows.map((s) => s.id).sort((x, y) => x - y)).toEqual([...stories].sort((x, y) => x - y));
    for (const [id, slug] of expectedSlugs) expect(rows.find((s) => s.id === id)!.slug).toBe(slug);
    await socket.close();
  });
});
