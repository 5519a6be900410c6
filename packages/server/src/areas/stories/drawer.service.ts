import type { RundownId, StoryId } from '@newsroom/domain';
import { z } from 'zod';
import {
  type Block,
  DomainError,
  type DrawerMove,
  newsroomToday,
  normalizeSlug,
  ruleViolation,
  type Rundown,
  standbyBlockOf,
  type StoryDocument,
  type StoryIds,
  type StoryTarget,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { excludeDrawerStory } from './stories.rundown.service';
import { publishDrawerRemoval, publishDrawerStory } from './drawer.events';
import { storyLabel } from './story.presenter';
import { storyListsPolicy as policy } from './stories.lists.policy';
import { storyListsRepository as repository, type StoryRecord } from './stories.lists.repository';
import { loadStoryDocument } from './stories.lists.service';
import { allow, notFound } from '../../platform/http/refusals';
import {
  accessibleProgram,
  assertCanTouch,
  blockOf,
  byBlock,
  byRundown,
  byStories,
  closeGaps,
  editable,
  maskRundown,
  mutateRundowns,
  type Mutation,
  type PlacedStory,
  publishRundown,
  publishStoryRow,
  rundownsRepository,
  storyOf,
} from '../rundowns';

/**
 * The drawer (spec 1 §4, spec 3 "Documents: drawer"): stories kept outside any rundown. New
 * drawer stories, sending rundown stories to it, moving drawer stories into a rundown block or
 * Standby, removing them. Every change of a rundown goes through the rundowns' mutation
 * (advisory lock, rundown version bump, rundown log, rundown events).
 */

/** POST /drawer/stories body. */
export const newDrawerStorySchema = z.object({
  slug: z.string().trim().max(100).default(''),
  programId: z.number().int().positive().nullable().default(null),
});
export type NewDrawerStory = z.output<typeof newDrawerStorySchema>;

/** 422 for a story outside the drawer. */
const notInDrawer = () => ruleViolation('story:notInDrawer');

/** POST /drawer/stories: an empty story in the drawer, dated today, owned by the caller. */
export async function createDrawerStory(
  platform: Platform,
  actor: Actor,
  input: NewDrawerStory,
): Promise<StoryDocument> {
  allow(policy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    if (input.programId !== null) await accessibleProgram(tx, actor, input.programId);
    const row = await repository.insertStory(tx, {
      blockId: null,
      slug: normalizeSlug(input.slug),
      programId: input.programId,
      date: newsroomToday(platform.config.newsroomTimeZone, platform.clock()),
      ownerId: actor.userId,
      changedById: actor.userId,
    });
    await publishDrawerStory(tx, actor, 'CREATE', row.id);
    return loadStoryDocument(tx, actor, row.id);
  });
}

/**
 * POST /drawer/send: rundown stories into the drawer (blockId null, the rundown's date, no page).
 * 422 `rundown:displayed` for a displayed rundown, `story:onAir` for the story on air.
 */
export async function sendToDrawer(
  platform: Platform,
  actor: Actor,
  body: StoryIds,
): Promise<Rundown[]> {
  allow(policy.canWriteRundowns(actor));
  const ids = [...new Set(body.storyIds)];
  return mutateRundowns(platform, actor, byStories(ids), async (m) => {
    const owners = await rundownsRepository.rundownIdsOfStories(m.tx, ids);
    if (ids.some((id) => !owners.has(id))) throw notFound();
    const rundownIds = [...new Set(owners.values())].sort((a, b) => a - b);
    for (const rundownId of rundownIds) {
      const rundown = editable(m, rundownId);
      if (rundown.onAir?.entity === 'story' && ids.includes(rundown.onAir.id))
        throw ruleViolation('story:onAir');
    }
    const answers: Rundown[] = [];
    for (const rundownId of rundownIds) {
      const { rundown } = m.get(rundownId);
      const leaving = ids.filter((id) => owners.get(id) === rundownId);
      const placed = leaving.map((id) => storyOf(rundown, id));
      for (const { story } of placed) assertCanTouch(actor, story);
      await repository.updateStories(m.tx, leaving, {
        blockId: null,
        index: 0,
        page: '',
        date: rundown.date,
        programId: rundown.programId,
      });
      const leavingSet = new Set(leaving);
      const closed: PlacedStory[] = [];
      for (const block of rundown.blocks)
        if (block.stories.some((s) => leavingSet.has(s.id)))
          closed.push(...(await closeGaps(m, block, leavingSet)));
      const changed = { stories: leaving, placed: closed };
      await m.log(rundownId, {
        action: 'movement',
        entity: 'story',
        entityId: leaving.length === 1 ? leaving[0]! : null,
        label: leaving.length === 1 ? storyLabel(placed[0]!.story) : null,
        details: { storyIds: leaving, toDrawer: true },
      });
      // Events of one mutation share the rundown's new version: one story leaves with a DELETE,
      // several with the whole rundown (a grid applies one event per version).
      if (leaving.length === 1) {
        const { block, story } = placed[0]!;
        await m.publish(rundownId, {
          topic: 'stories',
          action: 'DELETE',
          entity: 'story',
          id: story.id,
          data: { id: story.id, blockId: block.id, rundownId },
        });
        answers.push(maskRundown(await m.reload(rundownId, changed), actor));
      } else {
        answers.push(maskRundown(await publishRundown(m, rundownId, changed), actor));
      }
      for (const id of leaving) await publishDrawerStory(m.tx, actor, 'CREATE', id);
    }
    return answers;
  });
}

/** The block a target names in a locked rundown: TO_AIR its block, ON_STANDBY the Standby block. */
export function targetBlock(m: Mutation, rundownId: RundownId, target: StoryTarget): Block {
  const rundown = editable(m, rundownId);
  if (target.destination === 'TO_AIR') return blockOf(rundown, target.targetBlockId!);
  const standby = standbyBlockOf(rundown.blocks);
  if (!standby) throw notFound();
  return standby;
}

/** The rundowns a target touches (for mutateRundowns). */
export function byTarget(target: StoryTarget) {
  if (target.destination === 'TO_AIR') return byBlock(target.targetBlockId!);
  if (target.destination === 'ON_STANDBY') return byRundown(target.rundownId!);
  return async () => [];
}

/**
 * Puts stories that are in no block into a rundown block (TO_AIR before targetStoryId or at the
 * end; ON_STANDBY at the end of Standby), logs the movement and publishes: one story → stories
 * CREATE (StoryRow + rundownId), several → the whole rundown (one event per version).
 */
export async function placeIntoRundown(
  m: Mutation,
  rundownId: RundownId,
  target: StoryTarget,
  storyIds: StoryId[],
  log: { action: 'movement' | 'creation'; details: Record<string, unknown> },
): Promise<Rundown> {
  const { rundown } = m.get(rundownId);
  const block = targetBlock(m, rundownId, target);
  const staying = block.stories.map((s) => s.id);
  const targetStoryId = target.destination === 'TO_AIR' ? target.targetStoryId : null;
  const at = targetStoryId === null ? staying.length : staying.indexOf(targetStoryId);
  if (at === -1)
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'targetStoryId', key: 'invalid' }],
    });
  const order = [...staying.slice(0, at), ...storyIds, ...staying.slice(at)];
  await repository.updateStories(m.tx, storyIds, {
    programId: rundown.programId,
    date: null,
    page: '',
  });
  const current = new Map(block.stories.map((s) => [s.id, s.index]));
  const placed = await rundownsRepository.placeStories(
    m.tx,
    order
      .map((id, index) => ({ id, blockId: block.id, index }))
      .filter((p) => current.get(p.id) !== p.index),
  );
  const after = await m.reload(rundownId, { stories: storyIds, placed });
  const first = storyOf(after, storyIds[0]!).story;
  await m.log(rundownId, {
    action: log.action,
    entity: 'story',
    entityId: storyIds.length === 1 ? first.id : null,
    label: storyIds.length === 1 ? storyLabel(first) : null,
    details: { ...log.details, storyIds, targetBlockId: block.id, targetStoryId },
  });
  // The tree holds every write already: what follows only takes the new version.
  if (storyIds.length === 1) {
    await publishStoryRow(m, rundownId, 'CREATE', first);
    return m.reload(rundownId, {});
  }
  return publishRundown(m, rundownId, {});
}

/**
 * Locks drawer stories the actor may move or remove: 404 unknown or hidden, 422 outside the
 * drawer, 403 someone else's private story.
 */
async function lockDrawerStories(
  tx: Executor,
  actor: Actor,
  ids: number[],
): Promise<StoryRecord[]> {
  const rows = await repository.lockStories(tx, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found = ids.map((id) => byId.get(id));
  if (found.some((row) => !row || row.excluded)) throw notFound();
  const live = found as StoryRecord[];
  if (live.some((row) => row.blockId !== null)) throw notInDrawer();
  for (const row of live) assertCanTouch(actor, row);
  for (const programId of new Set(live.map((r) => r.programId)))
    if (programId !== null) await accessibleProgram(tx, actor, programId);
  return live;
}

/**
 * POST /drawer/move: drawer stories into a block (TO_AIR) or the end of a rundown's Standby block
 * (ON_STANDBY); ON_DRAWER changes nothing. Answers the rundowns changed.
 */
export async function moveFromDrawer(
  platform: Platform,
  actor: Actor,
  move: DrawerMove,
): Promise<Rundown[]> {
  allow(policy.canWriteRundowns(actor));
  if (move.destination === 'ON_DRAWER') return [];
  const ids = [...new Set(move.storyIds)];
  const resolve = byTarget(move);
  return mutateRundowns(platform, actor, resolve, async (m) => {
    const rundownId = m.rundownIds[0]!;
    const rows = await lockDrawerStories(m.tx, actor, ids);
    const rundown = await placeIntoRundown(m, rundownId, move, ids, {
      action: 'movement',
      details: { fromDrawer: true },
    });
    for (const row of rows)
      await publishDrawerRemoval(m.tx, actor, {
        id: row.id,
        programId: row.programId,
        version: row.version + 1,
      });
    return [maskRundown(rundown, actor)];
  });
}

/** POST /drawer/remove: excludes drawer stories (422 `story:notInDrawer` for others). */
export async function removeFromDrawer(
  platform: Platform,
  actor: Actor,
  body: StoryIds,
): Promise<void> {
  allow(policy.canWrite(actor));
  const ids = [...new Set(body.storyIds)];
  await platform.database.db.transaction(async (tx) => {
    const rows = await lockDrawerStories(tx, actor, ids);
    const now = platform.clock();
    for (const row of rows) await excludeDrawerStory(tx, actor, row, now);
  });
}
