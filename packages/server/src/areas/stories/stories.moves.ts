import type { BlockId, RundownId, StoryId } from '@newsroom/domain';
import {
  RUNDOWN_RULES,
  ruleViolation,
  standbyMove,
  storyOrders,
  type MoveStories,
  type Rundown,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { storyLabel } from './story.presenter';
import { allow } from '../../platform/http/refusals';
import {
  afterCommit,
  type AfterCommit,
  assertCanTouch,
  blockOf,
  editable,
  foundIn,
  maskRundown,
  mutateRundowns,
  publishRundown,
  type Mutation,
  type PlacedStory,
  rundownOfBlock,
  rundownOfStory,
  rundownsPolicy,
  rundownsRepository,
  storyUseCase,
} from '../rundowns';

/** Story moves and copies: Standby send, move within or across rundowns, copy (paste). */

/** The rundowns of the moved stories and of the target block. */
const byMove = (move: MoveStories) =>
  foundIn((db) => rundownsRepository.rundownsOfMove(db, move.storiesIds, move.targetBlockId));

/**
 * Writes the new order of the given blocks' stories (no gaps) and publishes MOVE; answers the
 * stories it placed.
 */
async function writeStoryOrder(
  m: Mutation,
  rundownIds: RundownId[],
  order: { blockId: BlockId; storyIds: StoryId[] }[],
): Promise<PlacedStory[]> {
  const placed = order.flatMap((b) =>
    b.storyIds.map((id, index) => ({ id, blockId: b.blockId, index })),
  );
  // Where the stories of the reordered blocks stand now (a moved story comes from one of them).
  const reordered = new Set(order.map((b) => b.blockId));
  const current = new Map<number, { blockId: BlockId; index: number }>();
  for (const id of rundownIds) {
    for (const block of m.get(id).rundown.blocks) {
      if (!reordered.has(block.id)) continue;
      for (const s of block.stories) current.set(s.id, { blockId: block.id, index: s.index });
    }
  }
  const changed = placed.filter((p) => {
    const was = current.get(p.id);
    return !was || was.blockId !== p.blockId || was.index !== p.index;
  });
  const written = await rundownsRepository.placeStories(m.tx, changed);
  for (const id of rundownIds) await m.bump(id);
  // A move across rundowns reaches the audiences of both programs.
  for (const id of rundownIds) {
    await m.publish(id, {
      topic: 'stories',
      action: 'MOVE',
      entity: 'story',
      id: null,
      data: { rundownIds, blocks: order },
    });
  }
  return written;
}

/** PUT /stories/{id}/standby: to the end of the Standby block (ctrl+shift+U). */
export const sendStoryToStandby = storyUseCase(
  rundownsPolicy.canWrite,
  async (m, rundown, { story }): Promise<AfterCommit<Rundown>> => {
    const move = standbyMove(rundown, story.id);
    if (!move) throw ruleViolation(RUNDOWN_RULES.standbyIsLast);
    const result = storyOrders([rundown], move);
    // Logged first: the held log row travels with the move's event (one statement less).
    await m.log(rundown.id, {
      action: 'movement',
      entity: 'story',
      entityId: story.id,
      label: storyLabel(story),
      details: { toStandby: true },
    });
    const written = await writeStoryOrder(m, result.rundownIds, result.blocks);
    const present = await m.written(rundown.id, { placed: written });
    return afterCommit(() => maskRundown(present(), m.actor));
  },
);

/** POST /stories/move: within or across blocks and rundowns (no gaps, no duplicates). */
export async function moveStoriesCall(
  platform: Platform,
  actor: Actor,
  move: MoveStories,
): Promise<Rundown[]> {
  allow(rundownsPolicy.canWrite(actor));
  const resolve = byMove(move);
  return mutateRundowns(platform, actor, resolve, async (m) => {
    const rundownIds = m.rundownIds;
    const rundowns = rundownIds.map((id) => editable(m, id));
    const result = storyOrders(rundowns, move);
    // Logged first: the held log rows travel with the move's event (one statement less).
    for (const id of result.rundownIds) {
      await m.log(id, {
        action: 'movement',
        entity: 'story',
        entityId: null,
        label: null,
        details: {
          storyIds: move.storiesIds,
          targetBlockId: move.targetBlockId,
          targetStoryId: move.targetStoryId,
        },
      });
    }
    const written = await writeStoryOrder(m, result.rundownIds, result.blocks);
    const targetRundown = rundownOfBlock(m, move.targetBlockId, rundownIds);
    const programId = m.get(targetRundown).rundown.programId;
    const strangers = move.storiesIds.filter(
      (id) => rundownOfStory(m, id, rundownIds).id !== targetRundown,
    );
    if (strangers.length > 0)
      await rundownsRepository.updateStories(m.tx, strangers, { programId });
    const changed = { placed: written, stories: strangers };
    // The answers after the commit: presenting whole rundowns for them holds no lock.
    const answers: (() => Rundown)[] = [];
    for (const id of result.rundownIds) answers.push(await m.written(id, changed));
    return afterCommit(() => answers.map((present) => maskRundown(present(), actor)));
  });
}

/** POST /stories/copy: copies land before the target (or at the end), approval cleared, privacy kept. */
export async function copyStories(
  platform: Platform,
  actor: Actor,
  move: MoveStories,
): Promise<Rundown> {
  allow(rundownsPolicy.canWrite(actor));
  const resolve = byMove(move);
  return mutateRundowns(platform, actor, resolve, async (m) => {
    const rundownIds = m.rundownIds;
    const targetRundownId = rundownOfBlock(m, move.targetBlockId, rundownIds);
    const target = editable(m, targetRundownId);
    const block = blockOf(target, move.targetBlockId);
    const sources = [...new Set(move.storiesIds)].map((id) => {
      const rundown = rundownOfStory(m, id, rundownIds);
      return m.get(rundown.id).tree.stories.find((record) => record.id === id)!;
    });
    for (const source of sources) assertCanTouch(actor, source);
    const copies = await rundownsRepository.insertStories(
      m.tx,
      sources.map((s, i) => ({
        blockId: block.id,
        index: block.stories.length + i,
        slug: s.slug,
        programId: target.programId,
        estimatedMs: s.estimatedMs,
        totalMs: s.totalMs,
        ownerId: s.ownerId,
        allowedUserIds: s.allowedUserIds,
        isPrivate: s.isPrivate,
        radio: s.radio,
        information: s.information,
        // The story editor's content: header fields, durations and sections.
        typeId: s.typeId,
        branchId: s.branchId,
        editorId: s.editorId,
        imageEditorId: s.imageEditorId,
        reporterId: s.reporterId,
        mediaCode: s.mediaCode,
        headMs: s.headMs,
        linkMs: s.linkMs,
        vtMs: s.vtMs,
        voMs: s.voMs,
        footerMs: s.footerMs,
        manualVt: s.manualVt,
        legacy: s.legacy,
        sections: s.sections,
        readWords: s.readWords,
        changedById: actor.userId,
        sourceType: 'story',
        sourceId: s.id,
      })),
    );
    const withCopies = await m.reload(targetRundownId, { stories: copies.map((c) => c.id) });
    const result = storyOrders([withCopies], {
      targetBlockId: block.id,
      storiesIds: copies.map((c) => c.id),
      targetStoryId: move.targetStoryId,
    });
    const written = await writeStoryOrder(m, [targetRundownId], result.blocks);
    await m.log(targetRundownId, {
      action: 'creation',
      entity: 'story',
      entityId: null,
      label: null,
      details: { copiedFrom: move.storiesIds, storyIds: copies.map((c) => c.id) },
    });
    // One event for the copies and the stories they pushed down: every open grid shows them.
    return maskRundown(await publishRundown(m, targetRundownId, { placed: written }), actor);
  });
}
