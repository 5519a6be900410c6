import { z } from 'zod';
import {
  assertBlockRemovable,
  assertCanRecreate,
  assertDateNotInPast,
  assertNoRundownForDate,
  assertNotDisplayed,
  assertStoryPatch,
  blockApprovalTargets,
  bulkStatusTargets,
  cascadePrevious,
  computeTiming,
  DomainError,
  isStandby,
  moveStories,
  newBlockIndex,
  nextDisplayStatus,
  normalizeTimeOfDay,
  orderBlocks,
  paginate,
  rundownDateSchema,
  rundownNotFoundForProgramAndDate,
  RUNDOWN_RULES,
  ruleViolation,
  standbyMove,
  type Block,
  type DisplayStatus,
  type FieldPatch,
  type MoveStories,
  type Paged,
  type PageQuery,
  type Rundown,
  type StoryRow,
  type StoryStatusChange,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { applyFieldPatch } from '../../platform/documents/fieldPatch';
import { instantiateTemplate } from '../rundownTemplates/rundownTemplates.instantiate';
import { mutateRundowns, openMutation, type Mutation } from './rundowns.mutation';
import { rundownsPolicy } from './rundowns.policy';
import {
  maskRundown,
  maskStory,
  presentLog,
  presentRundown,
  presentRundownView,
  type RundownGridItem,
  type RundownLog,
  type RundownView,
} from './rundowns.presenter';
import { rundownsRepository, type ProgramAccess } from './rundowns.repository';
import { todayIn } from './rundowns.time';

const notFound = () => new DomainError('not_found', 'error:notFound');
const forbidden = () => new DomainError('forbidden', 'error:forbidden');

/** Name of the fixed last block. */
export const STANDBY_BLOCK_NAME = 'Standby';
/** Name of the first block of a new rundown. */
export const FIRST_BLOCK_NAME = 'Bloco 1';

function require(allowed: boolean): void {
  if (!allowed) throw forbidden();
}

// ---------------------------------------------------------------- reading

async function accessibleProgram(
  db: Executor,
  actor: Actor,
  programId: number,
): Promise<ProgramAccess> {
  const program = (await rundownsRepository.programAccess(db, [programId])).get(programId);
  if (!program || !rundownsPolicy.canSeeProgram(actor, program)) throw notFound();
  return program;
}

/** GET /rundowns/{id}. */
export async function loadRundown(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<RundownView> {
  require(rundownsPolicy.canRead(actor));
  const db = platform.database.db;
  const tree = await rundownsRepository.loadTree(db, id);
  if (!tree) throw notFound();
  await accessibleProgram(db, actor, tree.rundown.programId);
  return presentRundownView(presentRundown(tree), actor, platform.clock());
}

/** GET /rundowns?date&programId (404 rundown:notFoundForProgramAndDate). */
export async function loadRundownOf(
  platform: Platform,
  actor: Actor,
  programId: number,
  date: string,
): Promise<RundownView> {
  require(rundownsPolicy.canRead(actor));
  const db = platform.database.db;
  await accessibleProgram(db, actor, programId);
  const row = await rundownsRepository.findByProgramAndDate(db, programId, date);
  if (!row) throw rundownNotFoundForProgramAndDate(programId, date);
  return loadRundown(platform, actor, row.id);
}

/** GET /rundowns/check. */
export async function checkRundown(
  platform: Platform,
  actor: Actor,
  programId: number,
  date: string,
) {
  require(rundownsPolicy.canRead(actor));
  const db = platform.database.db;
  await accessibleProgram(db, actor, programId);
  const row = await rundownsRepository.findByProgramAndDate(db, programId, date);
  const today = todayIn(platform.config.newsroomTimeZone, platform.clock());
  return {
    exists: row !== undefined,
    rundownId: row?.id ?? null,
    canCreate: row === undefined && rundownsPolicy.canWrite(actor) && date >= today,
  };
}

/** GET /rundowns/grid?date: every rundown of the day of the programs the caller may see. */
export async function rundownGrid(
  platform: Platform,
  actor: Actor,
  date: string,
): Promise<RundownGridItem[]> {
  require(rundownsPolicy.canRead(actor));
  const db = platform.database.db;
  const rows = await rundownsRepository.rundownsOfDate(db, date);
  const programs = await rundownsRepository.programAccess(db, [
    ...new Set(rows.map((r) => r.programId)),
  ]);
  const visible = rows.filter((r) => {
    const program = programs.get(r.programId);
    return program !== undefined && rundownsPolicy.canSeeProgram(actor, program);
  });
  const now = platform.clock();
  return (await rundownsRepository.loadTrees(db, visible)).map((tree) => {
    const rundown = presentRundown(tree);
    return {
      id: rundown.id,
      programId: rundown.programId,
      programName: programs.get(rundown.programId)!.name,
      start: rundown.start,
      end: rundown.end,
      approved: rundown.approved,
      displayed: rundown.displayed,
      storyCount: rundown.blocks
        .filter((b) => !isStandby(b))
        .reduce((n, b) => n + b.stories.length, 0),
      timing: computeTiming(rundown, now),
    };
  });
}

/** GET /rundowns/{id}/logs. */
export async function pageRundownLogs(
  platform: Platform,
  actor: Actor,
  id: number,
  query: PageQuery,
): Promise<Paged<RundownLog>> {
  require(rundownsPolicy.canRead(actor));
  const db = platform.database.db;
  const row = await rundownsRepository.findRundown(db, id);
  if (!row) throw notFound();
  await accessibleProgram(db, actor, row.programId);
  const { rows, total } = await rundownsRepository.pageLogs(db, id, query.page, query.size);
  return { data: rows.map(presentLog), page: query.page, size: query.size, total };
}

// ---------------------------------------------------------------- helpers of mutations

const byRundown = (id: number) => async () => [id];
const byBlock = (id: number) => async (db: Executor) => {
  const rundownId = await rundownsRepository.rundownIdOfBlock(db, id);
  return rundownId === undefined ? [] : [rundownId];
};
const byStories = (ids: number[]) => async (db: Executor) => [
  ...new Set((await rundownsRepository.rundownIdsOfStories(db, ids)).values()),
];

function blockOf(rundown: Rundown, blockId: number): Block {
  const block = rundown.blocks.find((b) => b.id === blockId);
  if (!block) throw notFound();
  return block;
}

function storyOf(rundown: Rundown, storyId: number): { block: Block; story: StoryRow } {
  for (const block of rundown.blocks) {
    const story = block.stories.find((s) => s.id === storyId);
    if (story) return { block, story };
  }
  throw notFound();
}

function rundownOfStory(m: Mutation, storyId: number, rundownIds: number[]): Rundown {
  for (const id of rundownIds) {
    const { rundown } = m.get(id);
    if (rundown.blocks.some((b) => b.stories.some((s) => s.id === storyId))) return rundown;
  }
  throw notFound();
}

/** The refusals every change of a rundown shares: write role, not displayed. */
function editable(m: Mutation, rundownId: number): Rundown {
  const { rundown } = m.get(rundownId);
  assertNotDisplayed(rundown);
  return rundown;
}

/** A private story the caller may not see cannot be changed by them. */
function assertCanTouch(actor: Actor, story: StoryRow): void {
  if (!rundownsPolicy.canSeeStory(actor, story)) throw forbidden();
}

async function publishRundown(m: Mutation, rundownId: number): Promise<Rundown> {
  await m.bump(rundownId);
  const rundown = await m.reload(rundownId);
  await m.publish(rundownId, {
    topic: 'rundowns',
    action: 'UPDATE',
    entity: 'rundown',
    id: rundownId,
    data: rundown,
  });
  return rundown;
}

/** Writes the new order of the given blocks' stories (no gaps) and publishes MOVE. */
async function writeStoryOrder(
  m: Mutation,
  rundownIds: number[],
  order: { blockId: number; storyIds: number[] }[],
): Promise<void> {
  const placed = order.flatMap((b) =>
    b.storyIds.map((id, index) => ({ id, blockId: b.blockId, index })),
  );
  const current = new Map<number, { blockId: number; index: number }>();
  for (const id of rundownIds) {
    for (const block of m.get(id).rundown.blocks)
      for (const s of block.stories) current.set(s.id, { blockId: block.id, index: s.index });
  }
  const changed = placed.filter((p) => {
    const was = current.get(p.id);
    return !was || was.blockId !== p.blockId || was.index !== p.index;
  });
  await rundownsRepository.placeStories(m.tx, changed);
  for (const id of rundownIds) await m.bump(id);
  await m.publish(rundownIds[0]!, {
    topic: 'stories',
    action: 'MOVE',
    entity: 'story',
    id: null,
    data: { rundownIds, blocks: order },
  });
  // A move across rundowns reaches the audiences of both programs.
  for (const id of rundownIds.slice(1)) {
    await m.publish(id, {
      topic: 'stories',
      action: 'MOVE',
      entity: 'story',
      id: null,
      data: { rundownIds, blocks: order },
    });
  }
}

// ---------------------------------------------------------------- rundowns

async function instantiate(m: Mutation, templateId: number, rundownId: number): Promise<void> {
  await instantiateTemplate(m.tx, templateId, rundownId);
}

/** Default blocks ("Bloco 1" + Standby), or a template's blocks and stories + Standby. */
async function createDefaultBlocks(
  m: Mutation,
  rundownId: number,
  templateId: number | null,
): Promise<void> {
  if (templateId !== null) {
    await rundownsRepository.insertBlock(m.tx, { rundownId, index: 0, name: STANDBY_BLOCK_NAME });
    await instantiate(m, templateId, rundownId);
    return;
  }
  await rundownsRepository.insertBlock(m.tx, { rundownId, index: 0, name: FIRST_BLOCK_NAME });
  await rundownsRepository.insertBlock(m.tx, { rundownId, index: 1, name: STANDBY_BLOCK_NAME });
}

/** POST /rundowns. */
export async function createRundown(
  platform: Platform,
  actor: Actor,
  input: { date: string; programId: number; templateId?: number | null | undefined },
): Promise<Rundown> {
  require(rundownsPolicy.canWrite(actor));
  const db = platform.database.db;
  const program = await accessibleProgram(db, actor, input.programId);
  assertDateNotInPast(input.date, todayIn(platform.config.newsroomTimeZone, platform.clock()));
  return db.transaction(async (tx) => {
    // One rundown per program and date: the unique index decides between racing creators.
    const row = await rundownsRepository.insertRundownIfAbsent(tx, {
      programId: input.programId,
      date: input.date,
      start: program.start,
      end: program.end,
    });
    if (!row) {
      assertNoRundownForDate(
        await rundownsRepository.findByProgramAndDate(tx, input.programId, input.date),
        input.programId,
        input.date,
      );
      throw new DomainError('rule_violation', RUNDOWN_RULES.existsForDate);
    }
    await rundownsRepository.lockRundown(tx, row.id);
    const m = await openMutation(platform, actor, tx, [row.id]);
    await createDefaultBlocks(m, row.id, input.templateId ?? null);
    await m.log(row.id, {
      action: 'creation',
      entity: 'rundown',
      entityId: row.id,
      label: `${program.name} ${input.date}`,
    });
    await m.bump(row.id);
    const rundown = await m.reload(row.id);
    await m.publish(row.id, {
      topic: 'rundowns',
      action: 'CREATE',
      entity: 'rundown',
      id: row.id,
      data: rundown,
    });
    return rundown;
  });
}

/** POST /rundowns/{id}/recreate: only while empty. */
export async function recreateRundown(
  platform: Platform,
  actor: Actor,
  id: number,
  templateId: number | null,
): Promise<Rundown> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byRundown(id), async (m) => {
    const { rundown, program } = m.get(id);
    assertCanRecreate(rundown);
    await rundownsRepository.deleteBlocksOf(m.tx, id);
    await rundownsRepository.updateRundown(m.tx, id, {
      onAirEntity: null,
      onAirId: null,
      onAirStart: null,
      onAirTotalMs: null,
      approved: false,
    });
    await createDefaultBlocks(m, id, templateId);
    await m.log(id, {
      action: 'creation',
      entity: 'rundown',
      entityId: id,
      label: `${program.name} ${rundown.date}`,
      details: { recreated: true, templateId },
    });
    return publishRundown(m, id);
  });
}

const timeOfDayValue = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
  .transform(normalizeTimeOfDay);
const durationValue = z
  .number()
  .int()
  .min(0)
  .max(86_400_000 * 7);

const RUNDOWN_FIELDS = {
  start: timeOfDayValue,
  end: timeOfDayValue,
  productionMs: durationValue.nullable(),
  date: rundownDateSchema,
} as const;

const BLOCK_FIELDS = {
  name: z.string().trim().max(120),
  commercialMs: durationValue,
  breakTime: timeOfDayValue.nullable(),
} as const;

const STORY_FIELDS = {
  slug: z.string().max(100),
  estimatedMs: durationValue,
  totalMs: durationValue,
  approved: z.boolean(),
  isPrivate: z.boolean(),
  information: z.string().max(100_000),
  radio: z.boolean(),
} as const;

/** Validates a patch value against its field's schema (400 naming the field). */
function parseField<F extends Record<string, z.ZodType>>(
  fields: F,
  patch: FieldPatch,
): { field: keyof F & string; value: z.output<F[keyof F]> } {
  const schema = fields[patch.field];
  if (!schema)
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'field', key: 'invalid' }],
    });
  const parsed = schema.safeParse(patch.value);
  if (!parsed.success)
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'value', key: 'invalid' }],
    });
  return { field: patch.field, value: parsed.data as z.output<F[keyof F]> };
}

/** PATCH /rundowns/{id}: start, end, productionMs or date; failures carry field, newValue, oldValue. */
export async function patchRundown(
  platform: Platform,
  actor: Actor,
  id: number,
  patch: FieldPatch,
): Promise<Rundown> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byRundown(id), async (m) => {
    const { rundown, program } = m.get(id);
    const oldValue = (rundown as Record<string, unknown>)[patch.field] ?? null;
    return applyFieldPatch(patch, oldValue, async () => {
      assertNotDisplayed(rundown);
      const { field, value } = parseField(RUNDOWN_FIELDS, patch);
      if (field === 'date') {
        const date = value as string;
        assertDateNotInPast(date, todayIn(platform.config.newsroomTimeZone, m.now));
        const other = await rundownsRepository.findByProgramAndDate(m.tx, rundown.programId, date);
        if (other && other.id !== id) assertNoRundownForDate(other, rundown.programId, date);
      }
      await rundownsRepository.updateRundown(m.tx, id, { [field]: value });
      await m.log(id, {
        action: 'update',
        entity: 'rundown',
        entityId: id,
        label: `${program.name} ${rundown.date}`,
        details: { field, oldValue, newValue: value },
      });
      await m.publish(id, {
        topic: 'rundowns',
        action: 'PATCH',
        entity: 'rundown',
        id,
        data: { id, field, value },
      });
      return m.reload(id);
    });
  });
}

/** PUT /rundowns/{id}/approve: the flag and every story outside standby (private ones are never approved). */
export async function approveRundown(
  platform: Platform,
  actor: Actor,
  id: number,
  approve: boolean,
): Promise<Rundown> {
  require(rundownsPolicy.canApprove(actor));
  return mutateRundowns(platform, actor, byRundown(id), async (m) => {
    const { rundown, program } = m.get(id);
    assertNotDisplayed(rundown);
    const targets = rundown.blocks
      .filter((b) => !isStandby(b))
      .flatMap((b) => blockApprovalTargets(b, approve));
    await rundownsRepository.updateStories(m.tx, targets, { approved: approve });
    await rundownsRepository.updateRundown(m.tx, id, { approved: approve });
    await m.log(id, {
      action: approve ? 'approval' : 'disapproval',
      entity: 'rundown',
      entityId: id,
      label: `${program.name} ${rundown.date}`,
    });
    return publishRundown(m, id);
  });
}

/** PUT /rundowns/{id}/displayed: closes (or reopens) an aired rundown. */
export async function setDisplayed(
  platform: Platform,
  actor: Actor,
  id: number,
  displayed: boolean,
): Promise<Rundown> {
  require(rundownsPolicy.canApprove(actor));
  return mutateRundowns(platform, actor, byRundown(id), async (m) => {
    const { rundown, program } = m.get(id);
    await rundownsRepository.updateRundown(m.tx, id, { displayed });
    await m.log(id, {
      action: 'update',
      entity: 'rundown',
      entityId: id,
      label: `${program.name} ${rundown.date}`,
      details: { field: 'displayed', oldValue: rundown.displayed, newValue: displayed },
    });
    return publishRundown(m, id);
  });
}

/** POST /rundowns/{id}/repaginate. */
export async function repaginate(platform: Platform, actor: Actor, id: number): Promise<Rundown> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byRundown(id), async (m) => {
    const rundown = editable(m, id);
    const current = new Map(
      rundown.blocks.flatMap((b) => b.stories.map((s) => [s.id, s.page] as const)),
    );
    for (const { storyId, page } of paginate(rundown)) {
      if (current.get(storyId) !== page)
        await rundownsRepository.updateStory(m.tx, storyId, { page });
    }
    await m.log(id, {
      action: 'update',
      entity: 'rundown',
      entityId: id,
      label: null,
      details: { repaginated: true },
    });
    return publishRundown(m, id);
  });
}

/** POST /rundowns/{id}/credits: no character-generator integration yet, so nothing is sent. */
export async function sendCredits(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<{ sent: number; devices: string[] }> {
  require(rundownsPolicy.canWrite(actor));
  const db = platform.database.db;
  const row = await rundownsRepository.findRundown(db, id);
  if (!row) throw notFound();
  await accessibleProgram(db, actor, row.programId);
  return { sent: 0, devices: [] };
}

// ---------------------------------------------------------------- blocks

/** POST /rundowns/{id}/blocks: a new block right before Standby. */
export async function createBlock(
  platform: Platform,
  actor: Actor,
  rundownId: number,
): Promise<Block> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byRundown(rundownId), async (m) => {
    const rundown = editable(m, rundownId);
    const index = newBlockIndex(rundown.blocks);
    const standby = rundown.blocks.find((b) => b.isStandbyBlock);
    if (standby) await rundownsRepository.updateBlock(m.tx, standby.id, { index: index + 1 });
    const name = `Bloco ${rundown.blocks.filter((b) => !b.isStandbyBlock).length + 1}`;
    const row = await rundownsRepository.insertBlock(m.tx, { rundownId, index, name });
    const after = await m.reload(rundownId);
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
  });
}

/** PUT /rundowns/{id}/blocks/order. */
export async function reorderBlocks(
  platform: Platform,
  actor: Actor,
  rundownId: number,
  blockIds: number[],
): Promise<Rundown> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byRundown(rundownId), async (m) => {
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
    return m.reload(rundownId);
  });
}

/** PATCH /blocks/{id}: name, commercialMs or breakTime. */
export async function patchBlock(
  platform: Platform,
  actor: Actor,
  blockId: number,
  patch: FieldPatch,
): Promise<Block> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byBlock(blockId), async (m) => {
    const rundownId = (await byBlock(blockId)(m.tx))[0]!;
    const { rundown } = m.get(rundownId);
    const block = blockOf(rundown, blockId);
    const oldValue = (block as Record<string, unknown>)[patch.field] ?? null;
    return applyFieldPatch(patch, oldValue, async () => {
      assertNotDisplayed(rundown);
      const { field, value } = parseField(BLOCK_FIELDS, patch);
      await rundownsRepository.updateBlock(m.tx, blockId, { [field]: value });
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
      return blockOf(await m.reload(rundownId), blockId);
    });
  });
}

/** DELETE /blocks/{id}: never Standby, never a block holding private stories. */
export async function deleteBlock(
  platform: Platform,
  actor: Actor,
  blockId: number,
): Promise<void> {
  require(rundownsPolicy.canWrite(actor));
  await mutateRundowns(platform, actor, byBlock(blockId), async (m) => {
    const rundownId = (await byBlock(blockId)(m.tx))[0]!;
    const rundown = editable(m, rundownId);
    const block = blockOf(rundown, blockId);
    assertBlockRemovable(block);
    await rundownsRepository.deleteBlock(m.tx, blockId);
    const rest = rundown.blocks.filter((b) => b.id !== blockId);
    await rundownsRepository.setBlockIndexes(
      m.tx,
      rest.map((b, index) => ({ id: b.id, index })).filter((b, i) => rest[i]!.index !== b.index),
    );
    if (
      rundown.onAir &&
      ((rundown.onAir.entity === 'block' && rundown.onAir.id === blockId) ||
        (rundown.onAir.entity === 'story' && block.stories.some((s) => s.id === rundown.onAir!.id)))
    ) {
      await clearOnAir(m, rundownId);
    }
    await m.log(rundownId, {
      action: 'deletion',
      entity: 'block',
      entityId: blockId,
      label: block.name,
      details: { stories: block.stories.length },
    });
    await m.publish(rundownId, {
      topic: 'blocks',
      action: 'DELETE',
      entity: 'block',
      id: blockId,
      data: { id: blockId, rundownId },
    });
  });
}

/** PUT /blocks/{id}/approve: the block's stories (private ones are never approved). */
export async function approveBlock(
  platform: Platform,
  actor: Actor,
  blockId: number,
  approve: boolean,
): Promise<Block> {
  require(rundownsPolicy.canApprove(actor));
  return mutateRundowns(platform, actor, byBlock(blockId), async (m) => {
    const rundownId = (await byBlock(blockId)(m.tx))[0]!;
    const rundown = editable(m, rundownId);
    const block = blockOf(rundown, blockId);
    await rundownsRepository.updateStories(m.tx, blockApprovalTargets(block, approve), {
      approved: approve,
    });
    await rundownsRepository.updateBlock(m.tx, blockId, {});
    await m.log(rundownId, {
      action: approve ? 'approval' : 'disapproval',
      entity: 'block',
      entityId: blockId,
      label: block.name,
    });
    const updated = blockOf(await m.reload(rundownId), blockId);
    await m.publish(rundownId, {
      topic: 'blocks',
      action: 'UPDATE',
      entity: 'block',
      id: blockId,
      data: updated,
    });
    return updated;
  });
}

/** PUT /blocks/{id}/standby: puts a block on standby or back (not the Standby block). */
export async function toggleBlockStandby(
  platform: Platform,
  actor: Actor,
  blockId: number,
): Promise<Block> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byBlock(blockId), async (m) => {
    const rundownId = (await byBlock(blockId)(m.tx))[0]!;
    const rundown = editable(m, rundownId);
    const block = blockOf(rundown, blockId);
    if (block.isStandbyBlock) throw ruleViolation(RUNDOWN_RULES.standbyIsLast);
    await rundownsRepository.updateBlock(m.tx, blockId, { standBy: !block.standBy });
    await m.log(rundownId, {
      action: 'update',
      entity: 'block',
      entityId: blockId,
      label: block.name,
      details: { field: 'standBy', oldValue: block.standBy, newValue: !block.standBy },
    });
    const updated = blockOf(await m.reload(rundownId), blockId);
    await m.publish(rundownId, {
      topic: 'blocks',
      action: 'UPDATE',
      entity: 'block',
      id: blockId,
      data: updated,
    });
    return updated;
  });
}

// ---------------------------------------------------------------- display status and on air

async function clearOnAir(m: Mutation, rundownId: number): Promise<void> {
  await rundownsRepository.updateRundown(m.tx, rundownId, {
    onAirEntity: null,
    onAirId: null,
    onAirStart: null,
    onAirTotalMs: null,
  });
  await m.publish(rundownId, {
    topic: 'rundowns',
    action: 'PATCH',
    entity: 'rundown',
    id: rundownId,
    data: { id: rundownId, field: 'onAir', value: null },
  });
}

async function setOnAir(
  m: Mutation,
  rundownId: number,
  entity: 'block' | 'story',
  id: number,
  totalMs: number,
): Promise<void> {
  await rundownsRepository.updateRundown(m.tx, rundownId, {
    onAirEntity: entity,
    onAirId: id,
    onAirStart: m.now,
    onAirTotalMs: totalMs,
  });
  const value = { entity, id, start: m.now.toISOString(), totalMs };
  await m.publish(rundownId, {
    topic: 'rundowns',
    action: 'PATCH',
    entity: 'rundown',
    id: rundownId,
    data: { id: rundownId, field: 'onAir', value },
  });
}

/** Times written with a display status: play stamps playTime, stop stamps stopTime, blank clears both. */
function statusValues(status: DisplayStatus, now: Date, current: { playTime: string | null }) {
  if (status === 'play') return { displayStatus: status, playTime: now, stopTime: null };
  if (status === 'stop')
    return {
      displayStatus: status,
      playTime: current.playTime ? new Date(current.playTime) : null,
      stopTime: now,
    };
  return { displayStatus: status, playTime: null, stopTime: null };
}

/** Keeps the rundown's on-air marker in step with an item's new status. */
async function trackOnAir(
  m: Mutation,
  rundown: Rundown,
  entity: 'block' | 'story',
  id: number,
  status: DisplayStatus,
  totalMs: number,
): Promise<void> {
  if (status === 'play') await setOnAir(m, rundown.id, entity, id, totalMs);
  else if (rundown.onAir?.entity === entity && rundown.onAir.id === id)
    await clearOnAir(m, rundown.id);
}

/** PUT /blocks/{id}/status: blank → play → stop → blank, with on-air tracking (no log). */
export async function toggleBlockStatus(
  platform: Platform,
  actor: Actor,
  blockId: number,
): Promise<Block> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byBlock(blockId), async (m) => {
    const rundownId = (await byBlock(blockId)(m.tx))[0]!;
    const rundown = editable(m, rundownId);
    const block = blockOf(rundown, blockId);
    const status = nextDisplayStatus(block.displayStatus);
    await rundownsRepository.updateBlock(m.tx, blockId, statusValues(status, m.now, block));
    const totalMs = block.stories.reduce((sum, s) => sum + s.totalMs, 0);
    await trackOnAir(m, rundown, 'block', blockId, status, totalMs);
    const updated = blockOf(await m.reload(rundownId), blockId);
    await m.publish(rundownId, {
      topic: 'blocks',
      action: 'UPDATE',
      entity: 'block',
      id: blockId,
      data: updated,
    });
    return updated;
  });
}

/** PUT /stories/{id}/status: blank → play → stop → blank, with on-air tracking (no log). */
export async function toggleStoryStatus(
  platform: Platform,
  actor: Actor,
  storyId: number,
): Promise<StoryRow> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byStories([storyId]), async (m) => {
    const rundownId = (await byStories([storyId])(m.tx))[0]!;
    const rundown = editable(m, rundownId);
    const { story } = storyOf(rundown, storyId);
    const status = nextDisplayStatus(story.displayStatus);
    await rundownsRepository.updateStory(m.tx, storyId, statusValues(status, m.now, story));
    await trackOnAir(m, rundown, 'story', storyId, status, story.totalMs);
    const updated = storyOf(await m.reload(rundownId), storyId).story;
    await m.publish(rundownId, {
      topic: 'stories',
      action: 'UPDATE',
      entity: 'story',
      id: storyId,
      data: { ...updated, rundownId },
    });
    return maskStory(updated, actor);
  });
}

/** POST /stories/status: many stories at once, skipping unapproved and standby ones; cascade stops the earlier ones. */
export async function changeStoriesStatus(
  platform: Platform,
  actor: Actor,
  change: StoryStatusChange,
): Promise<Rundown[]> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byStories(change.storyIds), async (m) => {
    const ids = [
      ...new Set((await rundownsRepository.rundownIdsOfStories(m.tx, change.storyIds)).values()),
    ].sort((a, b) => a - b);
    const answers: Rundown[] = [];
    for (const rundownId of ids) {
      const rundown = editable(m, rundownId);
      const targets = bulkStatusTargets(rundown, change.storyIds);
      const rows = new Map(rundown.blocks.flatMap((b) => b.stories.map((s) => [s.id, s] as const)));
      const earlier =
        change.cascade && targets.length > 0 ? cascadePrevious(rundown, targets[0]!) : [];
      for (const id of earlier)
        await rundownsRepository.updateStory(m.tx, id, statusValues('stop', m.now, rows.get(id)!));
      for (const id of targets)
        await rundownsRepository.updateStory(
          m.tx,
          id,
          statusValues(change.status, m.now, rows.get(id)!),
        );
      const onAir = rundown.onAir;
      if (change.status === 'play' && targets.length > 0) {
        const first = rows.get(targets[0]!)!;
        await rundownsRepository.updateRundown(m.tx, rundownId, {
          onAirEntity: 'story',
          onAirId: first.id,
          onAirStart: m.now,
          onAirTotalMs: first.totalMs,
        });
      } else if (onAir?.entity === 'story' && [...targets, ...earlier].includes(onAir.id)) {
        await rundownsRepository.updateRundown(m.tx, rundownId, {
          onAirEntity: null,
          onAirId: null,
          onAirStart: null,
          onAirTotalMs: null,
        });
      }
      answers.push(maskRundown(await publishRundown(m, rundownId), actor));
    }
    return answers;
  });
}

// ---------------------------------------------------------------- stories

function storyLabel(story: Pick<StoryRow, 'slug' | 'isPrivate'>): string {
  return story.isPrivate ? '' : story.slug;
}

async function insertStoryAt(
  m: Mutation,
  rundownId: number,
  block: Block,
  position: number,
  values: { slug?: string; estimatedMs?: number; information?: string },
): Promise<StoryRow> {
  const { rundown } = m.get(rundownId);
  const [row] = await rundownsRepository.insertStories(m.tx, [
    {
      blockId: block.id,
      index: block.stories.length,
      programId: rundown.programId,
      ownerId: m.actor.userId,
      ...values,
    },
  ]);
  const ids = block.stories.map((s) => s.id);
  ids.splice(position, 0, row!.id);
  await rundownsRepository.placeStories(
    m.tx,
    ids
      .map((id, index) => ({ id, blockId: block.id, index }))
      .filter((p, index) => index >= position && p.id !== row!.id),
  );
  if (position !== block.stories.length)
    await rundownsRepository.placeStories(m.tx, [
      { id: row!.id, blockId: block.id, index: position },
    ]);
  const created = storyOf(await m.reload(rundownId), row!.id).story;
  await m.log(rundownId, {
    action: 'creation',
    entity: 'story',
    entityId: created.id,
    label: created.slug,
  });
  await m.publish(rundownId, {
    topic: 'stories',
    action: 'CREATE',
    entity: 'story',
    id: created.id,
    data: { ...created, rundownId },
  });
  return created;
}

/** POST /blocks/{id}/stories: an empty story at the end of the block, owned by the caller. */
export async function createStory(
  platform: Platform,
  actor: Actor,
  blockId: number,
): Promise<StoryRow> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byBlock(blockId), async (m) => {
    const rundownId = (await byBlock(blockId)(m.tx))[0]!;
    const block = blockOf(editable(m, rundownId), blockId);
    return insertStoryAt(m, rundownId, block, block.stories.length, {});
  });
}

/** POST /blocks/{id}/stories/from_template: a story template's slug, estimate and information at the end. */
export async function createStoryFromTemplate(
  platform: Platform,
  actor: Actor,
  blockId: number,
  storyTemplateId: number,
): Promise<StoryRow> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byBlock(blockId), async (m) => {
    const rundownId = (await byBlock(blockId)(m.tx))[0]!;
    const rundown = editable(m, rundownId);
    const block = blockOf(rundown, blockId);
    const template = await rundownsRepository.findStoryTemplate(m.tx, storyTemplateId);
    if (!template || (template.programId !== null && template.programId !== rundown.programId))
      throw notFound();
    return insertStoryAt(m, rundownId, block, block.stories.length, {
      slug: template.slug,
      estimatedMs: template.estimatedMs,
      information: template.information,
    });
  });
}

/** POST /stories/{id}/after: an empty story right after this one. */
export async function createStoryAfter(
  platform: Platform,
  actor: Actor,
  storyId: number,
): Promise<StoryRow> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byStories([storyId]), async (m) => {
    const rundownId = (await byStories([storyId])(m.tx))[0]!;
    const { block, story } = storyOf(editable(m, rundownId), storyId);
    return insertStoryAt(
      m,
      rundownId,
      block,
      block.stories.findIndex((s) => s.id === story.id) + 1,
      {},
    );
  });
}

/** PATCH /stories/{id}: a rundown field of a story; failures carry field, newValue, oldValue. */
export async function patchStory(
  platform: Platform,
  actor: Actor,
  storyId: number,
  patch: FieldPatch,
): Promise<StoryRow> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byStories([storyId]), async (m) => {
    const rundownId = (await byStories([storyId])(m.tx))[0]!;
    const { rundown } = m.get(rundownId);
    const { story } = storyOf(rundown, storyId);
    const visible = rundownsPolicy.canSeeStory(actor, story);
    const oldValue = visible ? ((story as Record<string, unknown>)[patch.field] ?? null) : null;
    return applyFieldPatch(patch, oldValue, async () => {
      assertNotDisplayed(rundown);
      assertCanTouch(actor, story);
      const { field, value } = parseField(STORY_FIELDS, patch);
      if (field === 'approved' && value === true) require(rundownsPolicy.canApprove(actor));
      assertStoryPatch(story, field, value);
      if (
        field === 'isPrivate' &&
        story.ownerId !== null &&
        story.ownerId !== actor.userId &&
        !actor.isRoot
      )
        throw forbidden();
      await rundownsRepository.updateStory(m.tx, storyId, { [field]: value });
      const updated = storyOf(await m.reload(rundownId), storyId).story;
      const hidden = updated.isPrivate || story.isPrivate;
      await m.log(rundownId, {
        action: field === 'approved' ? (value === true ? 'approval' : 'disapproval') : 'update',
        entity: 'story',
        entityId: storyId,
        label: storyLabel(updated),
        details:
          hidden && (field === 'slug' || field === 'information')
            ? { field }
            : { field, oldValue, newValue: value },
      });
      await m.publish(rundownId, {
        topic: 'stories',
        action: 'PATCH',
        entity: 'story',
        id: storyId,
        data: { id: storyId, rundownId, field, value, story: updated },
      });
      return updated;
    });
  });
}

/** PUT /stories/{id}/standby: to the end of the Standby block (ctrl+shift+U). */
export async function sendStoryToStandby(
  platform: Platform,
  actor: Actor,
  storyId: number,
): Promise<Rundown> {
  require(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byStories([storyId]), async (m) => {
    const rundownId = (await byStories([storyId])(m.tx))[0]!;
    const rundown = editable(m, rundownId);
    const { story } = storyOf(rundown, storyId);
    const move = standbyMove(rundown, storyId);
    if (!move) throw ruleViolation(RUNDOWN_RULES.standbyIsLast);
    const result = moveStories([rundown], move);
    await writeStoryOrder(m, result.rundownIds, result.blocks);
    await m.log(rundownId, {
      action: 'movement',
      entity: 'story',
      entityId: storyId,
      label: storyLabel(story),
      details: { toStandby: true },
    });
    return maskRundown(await m.reload(rundownId), actor);
  });
}

/** POST /stories/move: within or across blocks and rundowns (no gaps, no duplicates). */
export async function moveStoriesCall(
  platform: Platform,
  actor: Actor,
  move: MoveStories,
): Promise<Rundown[]> {
  require(rundownsPolicy.canWrite(actor));
  const resolve = async (db: Executor) => [
    ...(await byStories(move.storiesIds)(db)),
    ...(await byBlock(move.targetBlockId)(db)),
  ];
  return mutateRundowns(platform, actor, resolve, async (m) => {
    const rundownIds = [...new Set(await resolve(m.tx))].sort((a, b) => a - b);
    const rundowns = rundownIds.map((id) => editable(m, id));
    const result = moveStories(rundowns, move);
    await writeStoryOrder(m, result.rundownIds, result.blocks);
    const targetRundown = (await byBlock(move.targetBlockId)(m.tx))[0]!;
    const programId = m.get(targetRundown).rundown.programId;
    const strangers = move.storiesIds.filter(
      (id) => rundownOfStory(m, id, rundownIds).id !== targetRundown,
    );
    if (strangers.length > 0)
      await rundownsRepository.updateStories(m.tx, strangers, { programId });
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
    const answers: Rundown[] = [];
    for (const id of result.rundownIds) answers.push(maskRundown(await m.reload(id), actor));
    return answers;
  });
}

/** POST /stories/copy: copies land before the target (or at the end), approval cleared, privacy kept. */
export async function copyStories(
  platform: Platform,
  actor: Actor,
  move: MoveStories,
): Promise<Rundown> {
  require(rundownsPolicy.canWrite(actor));
  const resolve = async (db: Executor) => [
    ...(await byStories(move.storiesIds)(db)),
    ...(await byBlock(move.targetBlockId)(db)),
  ];
  return mutateRundowns(platform, actor, resolve, async (m) => {
    const rundownIds = [...new Set(await resolve(m.tx))].sort((a, b) => a - b);
    const targetRundownId = (await byBlock(move.targetBlockId)(m.tx))[0]!;
    const target = editable(m, targetRundownId);
    const block = blockOf(target, move.targetBlockId);
    const sources = [...new Set(move.storiesIds)].map(
      (id) => storyOf(rundownOfStory(m, id, rundownIds), id).story,
    );
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
      })),
    );
    const withCopies = await m.reload(targetRundownId);
    const result = moveStories([withCopies], {
      targetBlockId: block.id,
      storiesIds: copies.map((c) => c.id),
      targetStoryId: move.targetStoryId,
    });
    await writeStoryOrder(m, [targetRundownId], result.blocks);
    const after = await m.reload(targetRundownId);
    for (const copy of copies) {
      const created = storyOf(after, copy.id).story;
      await m.publish(targetRundownId, {
        topic: 'stories',
        action: 'CREATE',
        entity: 'story',
        id: created.id,
        data: { ...created, rundownId: targetRundownId },
      });
    }
    await m.log(targetRundownId, {
      action: 'creation',
      entity: 'story',
      entityId: null,
      label: null,
      details: { copiedFrom: move.storiesIds, storyIds: copies.map((c) => c.id) },
    });
    return maskRundown(after, actor);
  });
}

/** DELETE /stories/{id}: soft delete; refused (412) while someone else holds its edit lock. */
export async function deleteStory(
  platform: Platform,
  actor: Actor,
  storyId: number,
): Promise<void> {
  require(rundownsPolicy.canWrite(actor));
  await mutateRundowns(platform, actor, byStories([storyId]), async (m) => {
    const rundownId = (await byStories([storyId])(m.tx))[0]!;
    const rundown = editable(m, rundownId);
    const { block, story } = storyOf(rundown, storyId);
    assertCanTouch(actor, story);
    const holder = await rundownsRepository.storyLockedByOther(
      m.tx,
      storyId,
      actor.sessionId,
      m.now,
    );
    if (holder)
      throw new DomainError('locked_by_other', 'document:lockedTo', { nickname: holder.nickname });
    await rundownsRepository.updateStory(m.tx, storyId, { excluded: true });
    const rest = block.stories.filter((s) => s.id !== storyId);
    await rundownsRepository.placeStories(
      m.tx,
      rest
        .map((s, index) => ({ id: s.id, blockId: block.id, index }))
        .filter((p, i) => rest[i]!.index !== p.index),
    );
    if (rundown.onAir?.entity === 'story' && rundown.onAir.id === storyId)
      await clearOnAir(m, rundownId);
    await m.log(rundownId, {
      action: 'deletion',
      entity: 'story',
      entityId: storyId,
      label: storyLabel(story),
    });
    await m.publish(rundownId, {
      topic: 'stories',
      action: 'DELETE',
      entity: 'story',
      id: storyId,
      data: { id: storyId, blockId: block.id, rundownId },
    });
  });
}
