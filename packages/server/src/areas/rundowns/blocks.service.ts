import type { BlockId } from '@newsroom/domain';
import { z } from 'zod';
import {
  blockName,
  assertBlockRemovable,
  assertOpenForEdits,
  blockApprovalTargets,
  newBlockIndex,
  nextDisplayStatus,
  orderBlocks,
  RUNDOWN_RULES,
  ruleViolation,
  type Block,
  type FieldPatch,
  type Rundown,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { applyFieldPatch, currentValueOf } from '../../platform/documents/fieldPatch';
import { afterCommit, type MutationAnswer } from './rundowns.afterCommit';
import { applyDisplayStatus, publishStatus } from './rundowns.onAir';
import { rundownsPolicy } from './rundowns.policy';
import { rundownsRepository } from './rundowns.repository';
import { blockUseCase, rundownUseCase } from './rundowns.useCase';
import {
  blockOf,
  finishRemoval,
  durationValue,
  hitTimeValue,
  editable,
  mutateBlock,
  parseField,
  publishBlock,
  timeOfDayValue,
} from './rundowns.shared';
import { allow } from '../../platform/http/refusals';

const BLOCK_FIELDS = {
  name: z.string().trim().max(120),
  commercialMs: durationValue,
  breakTime: timeOfDayValue.nullable(),
  hitTime: hitTimeValue,
} as const;

/** POST /rundowns/{id}/blocks: a new block right before Standby. */
export const createBlock = rundownUseCase(
  rundownsPolicy.canWrite,
  async (m, rundownId): Promise<Block> => {
    const rundown = editable(m, rundownId);
    const index = newBlockIndex(rundown.blocks);
    const standby = rundown.blocks.find((b) => b.isStandbyBlock);
    if (standby) await rundownsRepository.updateBlock(m.tx, standby.id, { index: index + 1 });
    const name = blockName(
      m.actor.locale,
      rundown.blocks.filter((b) => !b.isStandbyBlock).length + 1,
    );
    const row = await rundownsRepository.insertBlock(m.tx, { rundownId, index, name });
    const after = await m.reload(rundownId, { blocks: true });
    const block = blockOf(after, row.id);
    await m.log(rundownId, { action: 'creation', entity: 'block', entityId: row.id, label: name });
    await m.publish(rundownId, {
      topic: 'blocks',
      action: 'CREATE',
      entity: 'block',
      id: row.id,
      data: block,
    });
    await m.publish(rundownId, {
      topic: 'blocks',
      action: 'ORDER',
      entity: 'block',
      id: null,
      data: { rundownId, blockIds: after.blocks.map((b) => b.id) },
    });
    return block;
  },
);

/** PUT /rundowns/{id}/blocks/order. */
export const reorderBlocks = rundownUseCase(
  rundownsPolicy.canWrite,
  async (m, rundownId, blockIds: BlockId[]): Promise<Rundown> => {
    const rundown = editable(m, rundownId);
    const ordered = orderBlocks(rundown.blocks, blockIds);
    const before = new Map(rundown.blocks.map((b) => [b.id, b.index]));
    await rundownsRepository.setBlockIndexes(
      m.tx,
      ordered
        .filter((b) => before.get(b.id) !== b.index)
        .map((b) => ({ id: b.id, index: b.index })),
    );
    await m.log(rundownId, {
      action: 'movement',
      entity: 'block',
      entityId: null,
      label: null,
      details: { blockIds: ordered.map((b) => b.id) },
    });
    await m.publish(rundownId, {
      topic: 'blocks',
      action: 'ORDER',
      entity: 'block',
      id: null,
      data: { rundownId, blockIds: ordered.map((b) => b.id) },
    });
    return m.reload(rundownId, { blocks: true });
  },
);

/** PATCH /blocks/{id}: name, commercialMs, breakTime or hitTime. */
export async function patchBlock(
  platform: Platform,
  actor: Actor,
  blockId: BlockId,
  patch: FieldPatch,
): Promise<Block> {
  allow(rundownsPolicy.canWrite(actor));
  return mutateBlock(platform, actor, blockId, async (m, rundownId) => {
    const { rundown } = m.get(rundownId);
    const block = blockOf(rundown, blockId);
    const oldValue = currentValueOf(block, patch.field);
    return applyFieldPatch(patch, oldValue, async () => {
      assertOpenForEdits(rundown, m.window, m.now);
      const { field, value } = parseField(BLOCK_FIELDS, patch);
      const row = await rundownsRepository.updateBlock(m.tx, blockId, { [field]: value });
      await m.log(rundownId, {
        action: 'update',
        entity: 'block',
        entityId: blockId,
        label: block.name,
        details: { field, oldValue, newValue: value },
      });
      await m.publish(rundownId, {
        topic: 'blocks',
        action: 'PATCH',
        entity: 'block',
        id: blockId,
        data: { id: blockId, rundownId, field, value },
      });
      // The answer after the commit: presenting the rundown for it holds no lock.
      const present = await m.written(rundownId, { blocks: [row!] });
      return afterCommit(() => blockOf(present(), blockId));
    });
  });
}

/** DELETE /blocks/{id}: never Standby, never a block holding private stories. */
export const deleteBlock = blockUseCase(
  rundownsPolicy.canWrite,
  async (m, rundown, block): Promise<void> => {
    assertBlockRemovable(block);
    await rundownsRepository.deleteBlock(m.tx, block.id);
    const rest = rundown.blocks.filter((b) => b.id !== block.id);
    await rundownsRepository.setBlockIndexes(
      m.tx,
      rest.map((b, index) => ({ id: b.id, index })).filter((b, i) => rest[i]!.index !== b.index),
    );
    const wasOnAir =
      rundown.onAir !== null &&
      ((rundown.onAir.entity === 'block' && rundown.onAir.id === block.id) ||
        (rundown.onAir.entity === 'story' &&
          block.stories.some((s) => s.id === rundown.onAir!.id)));
    await finishRemoval(
      m,
      rundown.id,
      wasOnAir,
      {
        action: 'deletion',
        entity: 'block',
        entityId: block.id,
        label: block.name,
        details: { stories: block.stories.length },
      },
      {
        topic: 'blocks',
        action: 'DELETE',
        entity: 'block',
        id: block.id,
        data: { id: block.id, rundownId: rundown.id },
      },
    );
  },
);

/** PUT /blocks/{id}/approve: the block's stories (private ones are never approved). */
export const approveBlock = blockUseCase(
  rundownsPolicy.canApprove,
  async (m, rundown, block, approve: boolean): Promise<Block> => {
    const targets = blockApprovalTargets(block, approve);
    await rundownsRepository.updateStories(m.tx, targets, { approved: approve });
    const row = await rundownsRepository.updateBlock(m.tx, block.id, {});
    await m.log(rundown.id, {
      action: approve ? 'approval' : 'disapproval',
      entity: 'block',
      entityId: block.id,
      label: block.name,
    });
    return publishBlock(m, rundown.id, block.id, { blocks: [row!], stories: targets });
  },
);

/** PUT /blocks/{id}/standby: puts a block on standby or back (not the Standby block). */
export const toggleBlockStandby = blockUseCase(
  rundownsPolicy.canWrite,
  async (m, rundown, block): Promise<Block> => {
    if (block.isStandbyBlock) throw ruleViolation(RUNDOWN_RULES.standbyIsLast);
    const row = await rundownsRepository.updateBlock(m.tx, block.id, { standBy: !block.standBy });
    await m.log(rundown.id, {
      action: 'update',
      entity: 'block',
      entityId: block.id,
      label: block.name,
      details: { field: 'standBy', oldValue: block.standBy, newValue: !block.standBy },
    });
    return publishBlock(m, rundown.id, block.id, { blocks: [row!] });
  },
);

/** PUT /blocks/{id}/status: blank → play → stop → blank, with on-air tracking (no log). */
export const toggleBlockStatus = blockUseCase(
  rundownsPolicy.canWrite,
  async (m, rundown, block): MutationAnswer<Block> => {
    const status = nextDisplayStatus(block.displayStatus);
    const display = await applyDisplayStatus(m, rundown, [
      { entity: 'block', id: block.id, status },
    ]);
    const after = await publishStatus(m, rundown.id, display);
    return afterCommit(() => blockOf(after(), block.id));
  },
);
