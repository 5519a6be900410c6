import type { RundownId, StoryId } from '@newsroom/domain';
import { z } from 'zod';
import {
  assertOpenForEdits,
  assertStoryPatch,
  type Block,
  bulkStatusTargets,
  canShareStory,
  cascadePrevious,
  DomainError,
  type FieldPatch,
  hasRoles,
  nextDisplayStatus,
  normalizeSlug,
  readRateFrom,
  type Rundown,
  type Section,
  sectionSchema,
  type StoryRow,
  type StoryStatusChange,
  timeStory,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { applyFieldPatch, currentValueOf } from '../../platform/documents/fieldPatch';
import type { Tx } from '../../platform/db/client';
import type { stories } from '../../platform/db/schema';
import { loadAreaConfig } from '../companyData/areaConfigs.service';
import { allow, forbidden, notFound } from '../../platform/http/refusals';
import { publishDrawerRemoval } from './drawer.events';
import { storyLabel } from './story.presenter';
import {
  accessibleProgram,
  assertCanTouch,
  blockUseCase,
  byStories,
  changeStory,
  closeGaps,
  durationValue,
  hitTimeValue,
  editable,
  finishRemoval,
  maskRundown,
  maskStory,
  mutateRundowns,
  type Mutation,
  parseField,
  presentStory,
  publishStoryRow,
  rundownsPolicy,
  rundownsRepository,
  storyOf,
  storyUseCase,
  type LocatedStory,
  type StoryRowRecord,
  type StoryValues,
  type StoryViewRecord,
  applyDisplayStatus,
  afterCommit,
  publishStatus,
  type MutationAnswer,
} from '../rundowns';

const STORY_FIELDS = {
  slug: z.string().max(100).transform(normalizeSlug),
  estimatedMs: durationValue,
  totalMs: durationValue,
  approved: z.boolean(),
  isPrivate: z.boolean(),
  information: z.string().max(100_000),
  radio: z.boolean(),
  hitTime: hitTimeValue,
} as const;

/** The sections a story template's content carries (`content.sections`); none when unreadable. */
export function templateSections(content: unknown): Section[] {
  const sections =
    typeof content === 'object' && content !== null && 'sections' in content
      ? content.sections
      : [];
  const parsed = z.array(sectionSchema).safeParse(sections);
  return parsed.success ? parsed.data : [];
}

// ---------------------------------------------------------------- creation

async function insertStoryAt(
  m: Mutation,
  rundownId: RundownId,
  block: Block,
  position: number,
  values: Partial<typeof stories.$inferInsert>,
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
  const shifted = await rundownsRepository.placeStories(
    m.tx,
    ids
      .map((id, index) => ({ id, blockId: block.id, index }))
      .filter((p, index) => index >= position && p.id !== row!.id),
  );
  if (position !== block.stories.length)
    await rundownsRepository.placeStories(m.tx, [
      { id: row!.id, blockId: block.id, index: position },
    ]);
  const after = await m.reload(rundownId, { placed: shifted, stories: [row!.id] });
  const created = storyOf(after, row!.id).story;
  await m.log(rundownId, {
    action: 'creation',
    entity: 'story',
    entityId: created.id,
    label: created.slug,
  });
  await publishStoryRow(m, rundownId, 'CREATE', created);
  return created;
}

/** POST /blocks/{id}/stories: an empty story at the end of the block, owned by the caller. */
export const createStory = blockUseCase(
  rundownsPolicy.canWrite,
  async (m, rundown, block): Promise<StoryRow> => {
    return insertStoryAt(m, rundown.id, block, block.stories.length, {});
  },
);

/** POST /blocks/{id}/stories/from_template: a story template's slug, estimate and information at the end. */
export const createStoryFromTemplate = blockUseCase(
  rundownsPolicy.canWrite,
  async (m, rundown, block, storyTemplateId: number): Promise<StoryRow> => {
    const template = await rundownsRepository.findStoryTemplate(m.tx, storyTemplateId);
    if (!template || (template.programId !== null && template.programId !== rundown.programId))
      throw notFound();
    const config = await loadAreaConfig(m.tx, 'story');
    const { sections, times } = timeStory(
      templateSections(template.content),
      readRateFrom(config),
      null,
    );
    return insertStoryAt(m, rundown.id, block, block.stories.length, {
      slug: template.slug,
      estimatedMs: template.estimatedMs,
      information: template.information,
      sections,
      ...times,
      changedById: m.actor.userId,
    });
  },
);

/** POST /stories/{id}/after: an empty story right after this one. */
export const createStoryAfter = storyUseCase(
  rundownsPolicy.canWrite,
  async (m, rundown, { block, story }): Promise<StoryRow> => {
    return insertStoryAt(
      m,
      rundown.id,
      block,
      block.stories.findIndex((s) => s.id === story.id) + 1,
      {},
    );
  },
);

// ---------------------------------------------------------------- changes

/**
 * PATCH /stories/{id}: a rundown field of a story; failures carry field, newValue, oldValue. Its
 * rules read only the story and the rundown row, so under the rundown's lock it loads just those
 * (a row-only mutation) instead of the whole rundown, and the update answers the stored row. A
 * value that parses is written in the opening's message, before the checks (a refusal rolls it
 * back): the lock is held one round trip less.
 */
export async function patchStory(
  platform: Platform,
  actor: Actor,
  storyId: StoryId,
  patch: FieldPatch,
): Promise<StoryRow> {
  allow(rundownsPolicy.canWrite(actor));
  return mutateRundowns(
    platform,
    actor,
    byStories([storyId]),
    async (m) => {
      // Under the lock the story stays in this rundown (moves lock both rundowns); the opening
      // statement found it there, or it left meanwhile and `m.row` starts over (the lock set is
      // not read again).
      const located = m.located ?? (await rundownsRepository.findStoryInRundown(m.tx, storyId));
      if (!located) throw notFound();
      const { rundownId } = located;
      const { row: rundown } = m.row(rundownId);
      const story = presentStory(located.story);
      const visible = rundownsPolicy.canSeeStory(actor, story);
      const oldValue = visible ? currentValueOf(story, patch.field) : null;
      return applyFieldPatch(patch, oldValue, async () => {
        assertOpenForEdits(rundown, m.window, m.now);
        assertCanTouch(actor, story);
        const { field, value } = parseField(STORY_FIELDS, patch);
        if (field === 'approved' && value === true) allow(rundownsPolicy.canApprove(actor));
        assertStoryPatch(story, field, value);
        if (field === 'isPrivate' && !canShareStory(story, actor.userId))
          throw new DomainError('forbidden', 'story:onlyOwnerShares');
        // Patches of one rundown run side by side: another may have changed this story since.
        const stored = await storedPatch(m.tx, located, { [field]: value });
        if (!stored) return m.restart();
        const updated = presentStory(stored);
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
    },
    { story: storyId, write: parsedPatch(patch) },
  );
}

/** The columns a story patch writes; undefined when its value does not parse (refused later). */
function parsedPatch(patch: FieldPatch): StoryValues | undefined {
  try {
    const { field, value } = parseField(STORY_FIELDS, patch);
    return { [field]: value };
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

/**
 * The story after a patch's write over the version its mutation read: the write sent with the
 * opening (`located.written`), or this one; undefined when another write came between.
 */
async function storedPatch(
  tx: Tx,
  located: LocatedStory,
  values: StoryValues,
): Promise<StoryViewRecord | undefined> {
  const { story, written } = located;
  if (written === undefined)
    return rundownsRepository.updateStoryReturning(tx, story.id, values, story.version);
  return written?.version === story.version + 1 ? written : undefined;
}

/** 412 while another session holds the story's edit lock. */
async function assertNotLockedByOther(
  tx: Tx,
  actor: Actor,
  storyId: StoryId,
  now: Date,
): Promise<void> {
  const holder = await rundownsRepository.storyLockedByOther(tx, storyId, actor.sessionId, now);
  if (holder)
    throw new DomainError('locked_by_other', 'document:lockedTo', { nickname: holder.nickname });
}

/**
 * Removes a drawer story (no block) inside the caller's transaction: its program must be visible
 * (404), a private story of others cannot be touched (403), another user's edit lock refuses it
 * (412); publishes stories DELETE { id, blockId: null, rundownId: null }.
 */
export async function excludeDrawerStory(
  tx: Tx,
  actor: Actor,
  row: StoryRowRecord,
  now: Date,
): Promise<void> {
  if (row.programId !== null) await accessibleProgram(tx, actor, row.programId);
  if (!rundownsPolicy.canSeeStory(actor, row)) throw forbidden();
  await assertNotLockedByOther(tx, actor, row.id, now);
  await rundownsRepository.updateStory(tx, row.id, { excluded: true });
  await publishDrawerRemoval(tx, actor, {
    id: row.id,
    programId: row.programId,
    version: row.version + 1,
  });
}

/** DELETE /stories/{id} of a drawer story (ROLE_STORY_WRITE, or its owner); false when not in the drawer. */
async function deleteDrawerStory(
  platform: Platform,
  actor: Actor,
  storyId: StoryId,
): Promise<boolean> {
  return platform.database.db.transaction(async (tx) => {
    const row = await rundownsRepository.lockStory(tx, storyId);
    if (!row || row.excluded || row.blockId !== null) return false;
    allow(row.ownerId === actor.userId || hasRoles(actor.roles, ['ROLE_STORY_WRITE']));
    await excludeDrawerStory(tx, actor, row, platform.clock());
    return true;
  });
}

/**
 * DELETE /stories/{id}: soft delete by whoever may see and change it, or its owner; refused (412)
 * while someone else holds its edit lock.
 */
export async function deleteStory(
  platform: Platform,
  actor: Actor,
  storyId: StoryId,
): Promise<void> {
  if (await deleteDrawerStory(platform, actor, storyId)) return;
  await changeStory(platform, actor, storyId, async (m, rundown, { block, story }) => {
    allow(rundownsPolicy.canDeleteStory(actor, story));
    await assertNotLockedByOther(m.tx, actor, storyId, m.now);
    await rundownsRepository.updateStory(m.tx, storyId, { excluded: true });
    await closeGaps(m, block, new Set([storyId]));
    const wasOnAir = rundown.onAir?.entity === 'story' && rundown.onAir.id === storyId;
    await finishRemoval(
      m,
      rundown.id,
      wasOnAir,
      { action: 'deletion', entity: 'story', entityId: storyId, label: storyLabel(story) },
      {
        topic: 'stories',
        action: 'DELETE',
        entity: 'story',
        id: storyId,
        data: { id: storyId, blockId: block.id, rundownId: rundown.id },
      },
    );
  });
}

// ---------------------------------------------------------------- display status

/** PUT /stories/{id}/status: blank → play → stop → blank, with on-air tracking (no log). */
export const toggleStoryStatus = storyUseCase(
  rundownsPolicy.canWrite,
  async (m, rundown, { story }): MutationAnswer<StoryRow> => {
    const status = nextDisplayStatus(story.displayStatus);
    const display = await applyDisplayStatus(m, rundown, [
      { entity: 'story', id: story.id, status },
    ]);
    const after = await publishStatus(m, rundown.id, display);
    return afterCommit(() => maskStory(storyOf(after(), story.id).story, m.actor));
  },
);

/** POST /stories/status: many stories at once, skipping unapproved and standby ones; cascade stops the earlier ones. */
export async function changeStoriesStatus(
  platform: Platform,
  actor: Actor,
  change: StoryStatusChange,
): Promise<Rundown[]> {
  allow(rundownsPolicy.canWrite(actor));
  return mutateRundowns(platform, actor, byStories(change.storyIds), async (m) => {
    const answers: (() => Rundown)[] = [];
    for (const rundownId of m.rundownIds) {
      const rundown = editable(m, rundownId);
      const targets = bulkStatusTargets(rundown, change.storyIds);
      const earlier =
        change.cascade && targets.length > 0 ? cascadePrevious(rundown, targets[0]!) : [];
      const display = await applyDisplayStatus(m, rundown, [
        ...earlier.map((id) => ({ entity: 'story' as const, id, status: 'stop' as const })),
        ...targets.map((id) => ({ entity: 'story' as const, id, status: change.status })),
      ]);
      answers.push(await publishStatus(m, rundownId, display));
    }
    return afterCommit(() => answers.map((answer) => maskRundown(answer(), actor)));
  });
}
