import type { BlockId, EventData, RundownId, StoryId } from '@newsroom/domain';
import { z } from 'zod';
import {
  assertOpenForEdits,
  DomainError,
  normalizeTimeOfDay,
  type Block,
  type FieldPatch,
  type Rundown,
  type StoryRow,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { mutateRundowns, type Mutation, type TreeChanges } from './rundowns.mutation';
import type { MutationAnswer } from './rundowns.afterCommit';
import { foundIn } from './rundowns.resolvers';
import { clearOnAir } from './rundowns.onAir';
import { rundownsPolicy } from './rundowns.policy';
import { rundownsRepository, type PlacedStory, type ProgramAccess } from './rundowns.repository';
import { forbidden, notFound } from '../../platform/http/refusals';

/** Helpers every rundown, block and story use case shares: access checks, plumbing, publishing. */

// ---------------------------------------------------------------- access checks

export async function accessibleProgram(
  db: Executor,
  actor: Actor,
  programId: number,
): Promise<ProgramAccess> {
  const program = (await rundownsRepository.programAccess(db, [programId])).get(programId);
  if (!program || !rundownsPolicy.canSeeProgram(actor, program)) throw notFound();
  return program;
}

/** The refusals every change of a rundown shares: write role, not displayed. */
export function editable(m: Mutation, rundownId: RundownId): Rundown {
  const { rundown } = m.get(rundownId);
  assertOpenForEdits(rundown, m.window, m.now);
  return rundown;
}

/** A private story the caller may not see cannot be changed by them. */
export function assertCanTouch(
  actor: Actor,
  story: Pick<StoryRow, 'isPrivate' | 'ownerId' | 'allowedUserIds'>,
): void {
  if (!rundownsPolicy.canSeeStory(actor, story)) throw forbidden();
}

// ---------------------------------------------------------------- mutation plumbing

export const byRundown = (id: number) => async () => [id];
export const byBlock = (id: number) =>
  foundIn(async (db) => {
    const rundownId = await rundownsRepository.rundownIdOfBlock(db, id);
    return { blocks: new Map(rundownId === undefined ? [] : [[id, rundownId]]) };
  });
export const byStories = (ids: number[]) =>
  foundIn(async (db) => ({ stories: await rundownsRepository.rundownIdsOfStories(db, ids) }));

/** A mutation of the rundown holding a block; the body gets that rundown's id. */
export function mutateBlock<T>(
  platform: Platform,
  actor: Actor,
  blockId: BlockId,
  body: (m: Mutation, rundownId: RundownId) => MutationAnswer<T>,
): Promise<T> {
  return mutateRundowns(platform, actor, byBlock(blockId), (m) => body(m, m.rundownIds[0]!));
}

/** A mutation of the rundown holding a story; the body gets that rundown's id. */
export function mutateStory<T>(
  platform: Platform,
  actor: Actor,
  storyId: StoryId,
  body: (m: Mutation, rundownId: RundownId) => MutationAnswer<T>,
): Promise<T> {
  return mutateRundowns(platform, actor, byStories([storyId]), (m) => body(m, m.rundownIds[0]!));
}

/** A change of a block in a rundown that is not displayed: the body gets the rundown and block. */
export function changeBlock<T>(
  platform: Platform,
  actor: Actor,
  blockId: BlockId,
  body: (m: Mutation, rundown: Rundown, block: Block) => MutationAnswer<T>,
): Promise<T> {
  return mutateBlock(platform, actor, blockId, async (m, rundownId) => {
    const rundown = editable(m, rundownId);
    return body(m, rundown, blockOf(rundown, blockId));
  });
}

/** A change of a story in a rundown that is not displayed: the body gets the rundown and story. */
export function changeStory<T>(
  platform: Platform,
  actor: Actor,
  storyId: StoryId,
  body: (
    m: Mutation,
    rundown: Rundown,
    found: { block: Block; story: StoryRow },
  ) => MutationAnswer<T>,
): Promise<T> {
  return mutateStory(platform, actor, storyId, async (m, rundownId) => {
    const rundown = editable(m, rundownId);
    return body(m, rundown, storyOf(rundown, storyId));
  });
}

/** Renumbers a block's stories 0…n−1 after some left it (only the ones whose index changes). */
export async function closeGaps(
  m: Mutation,
  block: Block,
  leaving: Set<StoryId>,
): Promise<PlacedStory[]> {
  const rest = block.stories.filter((s) => !leaving.has(s.id));
  return rundownsRepository.placeStories(
    m.tx,
    rest
      .map((s, index) => ({ id: s.id, blockId: block.id, index }))
      .filter((p, i) => rest[i]!.index !== p.index),
  );
}

export function blockOf(rundown: Rundown, blockId: BlockId): Block {
  const block = rundown.blocks.find((b) => b.id === blockId);
  if (!block) throw notFound();
  return block;
}

export function storyOf(rundown: Rundown, storyId: StoryId): { block: Block; story: StoryRow } {
  for (const block of rundown.blocks) {
    const story = block.stories.find((s) => s.id === storyId);
    if (story) return { block, story };
  }
  throw notFound();
}

export function rundownOfStory(m: Mutation, storyId: StoryId, rundownIds: RundownId[]): Rundown {
  for (const id of rundownIds) {
    const { rundown } = m.get(id);
    if (rundown.blocks.some((b) => b.stories.some((s) => s.id === storyId))) return rundown;
  }
  throw notFound();
}

/** The locked rundown (among `rundownIds`) holding that block. */
export function rundownOfBlock(m: Mutation, blockId: BlockId, rundownIds: RundownId[]): RundownId {
  const found = rundownIds.find((id) => m.get(id).tree.blocks.some((b) => b.id === blockId));
  if (found === undefined) throw notFound();
  return found;
}

// ---------------------------------------------------------------- field patches

export const timeOfDayValue = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/)
  .transform(normalizeTimeOfDay);
/** A hard hit (issue 26): a time of day, or null to clear it; refused with a clear key. */
export const hitTimeValue = z
  .string({ error: 'rundown:invalidHitTime' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'rundown:invalidHitTime' })
  .transform(normalizeTimeOfDay)
  .nullable();
export const durationValue = z
  .number()
  .int()
  .min(0)
  .max(86_400_000 * 7);

/** A field schema's own message key (`area:key`), or null for zod's generic messages. */
function messageKeyOf(error: z.ZodError): string | null {
  const message = error.issues[0]?.message ?? '';
  return /^[a-zA-Z]+:[a-zA-Z]+$/.test(message) ? message : null;
}

/**
 * Validates a patch value against its field's schema (400 naming the field, with the schema's
 * own message key when it has one).
 */
export function parseField<F extends Record<string, z.ZodType>>(
  fields: F,
  patch: FieldPatch,
): { field: keyof F & string; value: z.output<F[keyof F]> } {
  const schema = Object.hasOwn(fields, patch.field) ? fields[patch.field] : undefined;
  if (!schema)
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'field', key: 'invalid' }],
    });
  const parsed = schema.safeParse(patch.value);
  if (!parsed.success) {
    const key = messageKeyOf(parsed.error);
    throw new DomainError('validation_failed', key ?? 'validation:failed', {
      fields: [{ field: 'value', key: key?.split(':')[1] ?? 'invalid' }],
    });
  }
  return { field: patch.field, value: parsed.data as z.output<F[keyof F]> };
}

// ---------------------------------------------------------------- publishing

/**
 * Bumps the version, reloads and publishes the whole rundown (UPDATE); `changed` as in
 * `Mutation.reload` (none: the whole tree is read again).
 */
export async function publishRundown(
  m: Mutation,
  rundownId: RundownId,
  changed?: TreeChanges,
): Promise<Rundown> {
  await m.bump(rundownId);
  const rundown = await m.reload(rundownId, changed);
  await m.publish(rundownId, {
    topic: 'rundowns',
    action: 'UPDATE',
    entity: 'rundown',
    id: rundownId,
    data: rundown,
  });
  return rundown;
}

/** Publishes one block (UPDATE) after the writes `changed` names (see `reload`); answers it. */
export async function publishBlock(
  m: Mutation,
  rundownId: RundownId,
  blockId: BlockId,
  changed: TreeChanges,
) {
  const updated = blockOf(await m.reload(rundownId, changed), blockId);
  await m.publish(rundownId, {
    topic: 'blocks',
    action: 'UPDATE',
    entity: 'block',
    id: blockId,
    data: updated,
  });
  return updated;
}

/** Publishes a story row of a rundown as it now is (the grid's stories CREATE or UPDATE). */
export async function publishStoryRow(
  m: Mutation,
  rundownId: RundownId,
  action: 'CREATE' | 'UPDATE',
  story: StoryRow,
): Promise<void> {
  await m.publish(rundownId, {
    topic: 'stories',
    action,
    entity: 'story',
    id: story.id,
    data: { ...story, rundownId },
  });
}

/**
 * The end of removing a block or a story: its log entry and its event, or, when the removed part
 * was on air, the marker cleared and the whole rundown published instead of the event.
 */
export async function finishRemoval(
  m: Mutation,
  rundownId: number,
  wasOnAir: boolean,
  entry: Parameters<Mutation['log']>[1],
  event: RemovalEvent,
): Promise<void> {
  if (wasOnAir) await clearOnAir(m, rundownId);
  await m.log(rundownId, entry);
  if (wasOnAir) await publishRundown(m, rundownId);
  else if (event.topic === 'blocks') await m.publish(rundownId, event);
  else await m.publish(rundownId, event);
}

/** The event of a block or story removed from a rundown. */
type RemovalEvent =
  | {
      topic: 'blocks';
      entity: 'block';
      action: 'DELETE';
      id: number;
      data: EventData<'blocks', 'block', 'DELETE'>;
    }
  | {
      topic: 'stories';
      entity: 'story';
      action: 'DELETE';
      id: number;
      data: EventData<'stories', 'story', 'DELETE'>;
    };
