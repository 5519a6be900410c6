import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { computeTiming, rundownSchema, type Rundown, type StoryRow } from '@newsroom/domain';
import { createGroup } from '../../test/testApp';
import { RundownCache, rundownCacheOf, timingAt } from './rundowns.cache';
import { EDITOR, WRITER, firstBlock, useRundownKit } from './rundowns.testkit';

/** The cache of assembled rundowns behind GET /rundowns/{id} (rundowns.cache.ts). */

function sampleRundown(id: number, version: number, onAir: Rundown['onAir'] = null): Rundown {
  return {
    // Keys deliberately out of the schema's order: the cache stores the schema's order.
    version,
    blocks: [],
    id,
    programId: 1,
    date: '2030-01-01',
    start: '12:00:00',
    end: '13:00:00',
    productionMs: null,
    approved: false,
    displayed: false,
    mosEnabled: false,
    onAir,
  };
}

describe('RundownCache', () => {
  it('answers only the stored version, in the schema key order', () => {
    const cache = new RundownCache(5);
    expect(cache.get(1, 3)).toBeUndefined();
    cache.put(sampleRundown(1, 3));
    expect(cache.get(1, 4)).toBeUndefined();
    const entry = cache.get(1, 3);
    expect(entry?.version).toBe(3);
    expect(Object.keys(entry!.rundown)).toEqual(Object.keys(rundownSchema.shape));
    expect(cache.hits).toBe(1);
    expect(cache.misses).toBe(2);
  });

  it('never replaces a newer version by an older one', () => {
    const cache = new RundownCache(5);
    cache.put(sampleRundown(1, 7));
    const older = cache.put(sampleRundown(1, 6));
    expect(older.version).toBe(6);
    expect(cache.get(1, 7)).toBeDefined();
    expect(cache.get(1, 6)).toBeUndefined();
  });

  it('evicts the least recently used rundown beyond its capacity', () => {
    const cache = new RundownCache(2);
    cache.put(sampleRundown(1, 1));
    cache.put(sampleRundown(2, 1));
    expect(cache.get(1, 1)).toBeDefined(); // 1 is now more recent than 2
    cache.put(sampleRundown(3, 1));
    expect(cache.size).toBe(2);
    expect(cache.has(2)).toBe(false);
    expect(cache.has(1)).toBe(true);
    expect(cache.has(3)).toBe(true);
    cache.delete(1);
    expect(cache.has(1)).toBe(false);
  });

  it('recomputes the on-air countdown at each request, as computeTiming does', () => {
    const cache = new RundownCache(2);
    const onAir = {
      entity: 'story' as const,
      id: 5,
      start: '2030-01-01T15:00:00.000Z',
      totalMs: 60_000,
    };
    const entry = cache.put(sampleRundown(1, 1, onAir));
    const now = new Date('2030-01-01T15:00:20.000Z');
    expect(timingAt(entry, now, 'UTC')).toEqual(
      computeTiming(entry.rundown, now, { timeZone: 'UTC' }),
    );
    expect(timingAt(entry, now, 'UTC').onAirRemainingMs).toBe(40_000);
    const idle = cache.put(sampleRundown(2, 1));
    expect(timingAt(idle, now, 'UTC')).toEqual(computeTiming(idle.rundown, now));
  });
});

describe('GET /rundowns/{id} through the cache', () => {
  let rundown: Rundown;
  let open: StoryRow;
  let secret: StoryRow;

  const kit = useRundownKit();
  const owner = kit.userForAll({ permissions: EDITOR });
  const other = kit.userForAll({ permissions: WRITER });

  beforeAll(async () => {
    rundown = await kit.rundown(owner.cookie);
    const block = firstBlock(rundown);
    open = await kit.addStory(owner.cookie, block.id, { slug: 'ABERTA', estimatedMs: 30_000 });
    secret = await kit.addStory(owner.cookie, block.id, {
      slug: 'SEGREDO',
      information: 'fonte sigilosa',
      isPrivate: true,
    });
  });

  const cache = () => rundownCacheOf(kit.t.app.platform.database);
  const body = async (cookie: string) => {
    const response = await kit.call('GET', `/api/rundowns/${rundown.id}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const storyIn = (text: string, id: number) =>
    (JSON.parse(text) as Rundown).blocks.flatMap((b) => b.stories).find((s) => s.id === id)!;

  it('answers a second load from the cache, byte for byte as the first', async () => {
    cache().delete(rundown.id);
    const first = await body(owner.cookie);
    const hits = cache().hits;
    const second = await body(owner.cookie);
    expect(cache().hits).toBe(hits + 1);
    expect(second).toBe(first);
  });

  it("never shows one viewer's unmasked story to another, in either order", async () => {
    cache().delete(rundown.id);
    const ownerView = await body(owner.cookie); // fills the cache as the owner
    const otherView = await body(other.cookie); // answered from it
    const ownerAgain = await body(owner.cookie);
    expect(storyIn(ownerView, secret.id)).toMatchObject({ slug: 'SEGREDO', visible: true });
    expect(storyIn(otherView, secret.id)).toMatchObject({
      slug: '',
      information: '',
      visible: false,
    });
    expect(otherView).not.toContain('SEGREDO');
    expect(otherView).not.toContain('fonte sigilosa');
    expect(ownerAgain).toBe(ownerView);

    cache().delete(rundown.id);
    const otherFirst = await body(other.cookie); // fills the cache as the other user
    expect(otherFirst).toBe(otherView);
    expect(await body(owner.cookie)).toBe(ownerView);
  });

  it('abilities stay per viewer', async () => {
    const reader = await kit.userWith({ permissions: { rundown: 'read', story: 'read' } });
    await body(owner.cookie);
    const ownerView = JSON.parse(await body(owner.cookie)) as { abilities: unknown };
    const readerView = JSON.parse(await body(reader.cookie)) as { abilities: unknown };
    expect(ownerView.abilities).toEqual({ canEdit: true, canApprove: true });
    expect(readerView.abilities).toEqual({ canEdit: false, canApprove: false });
  });

  it("sees another user's change at once", async () => {
    await body(owner.cookie);
    const patched = await kit.call('PATCH', `/api/stories/${open.id}`, other.cookie, {
      field: 'slug',
      value: 'ABERTA REVISTA',
    });
    expect(patched.statusCode).toBe(200);
    const after = await body(owner.cookie);
    expect(storyIn(after, open.id)).toEqual(patched.json());
    expect(JSON.parse(after)).toMatchObject({ version: expect.any(Number) as number });
  });

  it('sees a change committed by another server instance (only the version tells)', async () => {
    const before = JSON.parse(await body(owner.cookie)) as Rundown;
    // Another instance writes and bumps the version in one transaction; this instance's cache
    // is not told (no local eviction), so only the version check can notice.
    await kit.tdb.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE stories SET estimated_ms = 45000 WHERE id = ${open.id}`);
      await tx.execute(sql`UPDATE rundowns SET version = version + 1 WHERE id = ${rundown.id}`);
    });
    expect(cache().has(rundown.id)).toBe(true);
    const after = JSON.parse(await body(owner.cookie)) as Rundown & {
      timing: { fullEstimated: number };
    };
    expect(after.version).toBe(before.version + 1);
    expect(storyIn(JSON.stringify(after), open.id).estimatedMs).toBe(45_000);
    expect(after.timing.fullEstimated).toBe(45_000);
  });

  it('forgets a rundown that was removed with its program, and still 404s for outsiders', async () => {
    const groupId = (await createGroup(kit.tdb.database)).id;
    const restricted = await kit.program({ groupIds: [groupId] });
    const member = await kit.userWith({ permissions: EDITOR, groupIds: [groupId] });
    const hidden = await kit.rundown(member.cookie, { programId: restricted });
    expect((await kit.call('GET', `/api/rundowns/${hidden.id}`, member.cookie)).statusCode).toBe(
      200,
    );
    expect(cache().has(hidden.id)).toBe(true);
    expect((await kit.call('GET', `/api/rundowns/${hidden.id}`, other.cookie)).statusCode).toBe(
      404,
    );
    await kit.tdb.database.db.execute(sql`DELETE FROM rundowns WHERE id = ${hidden.id}`);
    expect((await kit.call('GET', `/api/rundowns/${hidden.id}`, member.cookie)).statusCode).toBe(
      404,
    );
  });
});
