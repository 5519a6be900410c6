import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Rundown } from '@newsroom/domain';
import { stories } from '../../platform/db/schema';
import { firstBlock, layout, standby } from '../rundowns/rundowns.testkit';
import { EDITOR, useStoryKit } from './story.testkit';

/**
 * Copies, drawer moves and deletes of a private story follow the rule of editing it: only its
 * owner and allowed users touch it; the owner can always delete their own.
 */

const kit = useStoryKit();
const owner = kit.userForAll({ permissions: EDITOR });
const outsider = kit.userForAll({ permissions: EDITOR });

async function privateStory(cookie: string) {
  const { rundownId, storyId } = await kit.rundownStory(cookie, { slug: 'SEGREDO' });
  const made = await kit.call('PUT', `/api/stories/${storyId}/private`, cookie, {
    isPrivate: true,
  });
  expect(made.statusCode, made.body).toBe(200);
  return { rundownId, storyId };
}

describe('private stories and their copies', () => {
  it("refuses a copy of someone else's private story, and lets an allowed user copy it", async () => {
    const { rundownId, storyId } = await privateStory(owner.cookie);
    const before = await kit.load(owner.cookie, rundownId);
    const copy = (cookie: string) =>
      kit.call('POST', '/api/stories/copy', cookie, {
        targetBlockId: firstBlock(before).id,
        storiesIds: [storyId],
        targetStoryId: null,
      });
    const refused = await copy(outsider.cookie);
    expect(refused.statusCode).toBe(403);
    expect(layout(await kit.load(owner.cookie, rundownId))).toEqual(layout(before));

    const friend = await kit.userWith({ permissions: EDITOR });
    await kit.call('PUT', `/api/stories/${storyId}/allowed_users`, owner.cookie, {
      userIds: [friend.id],
    });
    const copied = await copy(friend.cookie);
    expect(copied.statusCode, copied.body).toBe(200);
    expect(firstBlock(copied.json<Rundown>()).stories).toHaveLength(2);
  });

  it("refuses sending someone else's private story to the drawer", async () => {
    const { rundownId, storyId } = await privateStory(owner.cookie);
    const before = await kit.load(owner.cookie, rundownId);
    const refused = await kit.call('POST', '/api/drawer/send', outsider.cookie, {
      storyIds: [storyId],
    });
    expect(refused.statusCode).toBe(403);
    expect(layout(await kit.load(owner.cookie, rundownId))).toEqual(layout(before));
  });

  it("refuses moving or removing someone else's private drawer story", async () => {
    const storyId = await kit.drawerStory({ ownerId: owner.id, isPrivate: true });
    const rundown = await kit.rundown(outsider.cookie);
    const moved = await kit.call('POST', '/api/drawer/move', outsider.cookie, {
      storyIds: [storyId],
      destination: 'ON_STANDBY',
      rundownId: rundown.id,
    });
    expect(moved.statusCode).toBe(403);
    expect(standby(await kit.load(outsider.cookie, rundown.id)).stories).toEqual([]);
    const removed = await kit.call('POST', '/api/drawer/remove', outsider.cookie, {
      storyIds: [storyId],
    });
    expect(removed.statusCode).toBe(403);
    expect((await kit.call('DELETE', `/api/stories/${storyId}`, outsider.cookie)).statusCode).toBe(
      403,
    );
    expect((await kit.document(owner.cookie, storyId)).excluded).toBe(false);
  });

  it('lets the owner delete their own story even without rundown write', async () => {
    const reporter = await kit.userWith({ permissions: { story: 'write', rundown: 'read' } });
    const { rundownId, storyId } = await kit.rundownStory(owner.cookie, { slug: 'DO REPÓRTER' });
    await kit.tdb.database.db
      .update(stories)
      .set({ ownerId: reporter.id })
      .where(eq(stories.id, storyId));
    const made = await kit.call('PUT', `/api/stories/${storyId}/private`, reporter.cookie, {
      isPrivate: true,
    });
    expect(made.statusCode, made.body).toBe(200);

    const stranger = await kit.userWith({ permissions: { story: 'write', rundown: 'read' } });
    expect((await kit.call('DELETE', `/api/stories/${storyId}`, stranger.cookie)).statusCode).toBe(
      403,
    );
    const deleted = await kit.call('DELETE', `/api/stories/${storyId}`, reporter.cookie);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(layout(await kit.load(owner.cookie, rundownId)).flat()).not.toContain(storyId);
  });
});
