import {
  assertNotDisplayed,
  cgFieldErrors,
  diffSnapshots,
  DomainError,
  normalizeSlug,
  readRateFrom,
  sectionsFromInput,
  timeStory,
  type FieldError,
  type LockView,
  type Section,
  type StoryDocument,
  type StoryUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor, Tx } from '../../platform/db/client';
import { acquireLock, holdLockForSave } from '../../platform/documents/locks';
import {
  listRevisionsWithChanges,
  recordRevision,
  type RevisionWithChanges,
} from '../../platform/documents/revisions';
import { expectUpdated } from '../../platform/documents/versions';
import { emit } from '../../platform/realtime/outbox';
import { assertStoryCgs } from '../cg/cg.service';
import { loadAreaConfig } from '../companyData/areaConfigs.service';
import type { Mutation } from '../rundowns/rundowns.mutation';
import { rundownsPolicy } from '../rundowns/rundowns.policy';
import { rundownsRepository } from '../rundowns/rundowns.repository';
import { mutateStory, storyOf } from '../rundowns/rundowns.shared';
import { storyLabel } from '../rundowns/stories.service';
import { storyPolicy } from './story.policy';
import { drawerStoryEventData, presentStoryDocument, sectionsOf } from './story.presenter';
import { storyRepository, type StoryRecord, type StoryRecordRow } from './story.repository';
import { allow, forbidden, notFound } from '../../platform/http/refusals';

/**
 * The story document (spec 1 §3, §4; spec 2 "Story"; contract "Server A"): load, load for edit
 * with its lock, save (lock, version, durations, revision) and revisions; sharing and the media a
 * MOS device reports are in story.sharing.ts. A story in a rundown changes through the rundown's mutation (its advisory
 * lock, version, log and the grid's stories events); a drawer story under its row lock.
 */

/** Lock and revision entity type of stories (the area's name, see locks.policy). */
export const STORY_ENTITY = 'story';
const target = (id: number) => ({ entityType: STORY_ENTITY, entityId: id });

export function invalid(fields: FieldError[]): DomainError {
  return new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });
}

// ---------------------------------------------------------------- loading

/**
 * The program restriction of a story: its program's groups (empty = everyone). A story of a
 * program the caller may not see does not exist for them (404).
 */
async function programGroupsOf(db: Executor, actor: Actor, record: StoryRecord): Promise<number[]> {
  const programId = record.story.programId;
  if (programId === null) return [];
  const program = (await rundownsRepository.programAccess(db, [programId])).get(programId);
  if (!program || !rundownsPolicy.canSeeProgram(actor, program)) throw notFound();
  return program.groupIds;
}

/** A story the caller may know exists (404 otherwise). */
export async function findStoryRecord(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<StoryRecord> {
  const record = await storyRepository.findRecord(db, id);
  if (!record) throw notFound();
  await programGroupsOf(db, actor, record);
  return record;
}

/**
 * GET /stories/{id}: the story as the caller sees it (excluded stories load too). 403 without
 * ROLE_STORY_READ, 404 when missing or of a program the caller may not see.
 */
export async function loadStoryDocument(
  db: Executor,
  id: number,
  actor: Actor,
): Promise<StoryDocument> {
  allow(storyPolicy.canRead(actor));
  return presentStoryDocument(await findStoryRecord(db, actor, id), actor);
}

/** The refusals of every change: content hidden, in the trash, legacy (403); rundown displayed (422). */
export function assertEditable(actor: Actor, record: StoryRecord): void {
  if (!storyPolicy.canSeeContent(actor, record) || record.story.excluded || record.story.legacy)
    throw forbidden();
  assertNotDisplayed(record);
}

/** POST /stories/{id}/edit: the story and the caller's edit lock (acquired, renewed or taken over). */
export async function loadStoryForEdit(
  platform: Platform,
  actor: Actor,
  id: number,
  takeOver: boolean,
): Promise<{ story: StoryDocument; lock: LockView }> {
  allow(storyPolicy.canRead(actor) && storyPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const record = await findStoryRecord(tx, actor, id);
    assertEditable(actor, record);
    const lock = await acquireLock(tx, actor, target(id), platform.clock(), { takeOver });
    return { story: presentStoryDocument(record, actor), lock };
  });
}

/** GET /stories/{id}/revisions: newest first, each with its changes from the one before. */
export async function listStoryRevisions(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<RevisionWithChanges[]> {
  allow(storyPolicy.canRead(actor));
  const record = await findStoryRecord(db, actor, id);
  if (!storyPolicy.canSeeContent(actor, record)) throw forbidden();
  return listRevisionsWithChanges(db, target(id));
}

// ---------------------------------------------------------------- mutation plumbing

/** What a change of the story document works with. */
export interface StoryMutation {
  tx: Tx;
  now: Date;
  actor: Actor;
  /** The story as it is under the lock. */
  record: StoryRecord;
  /** The rundown mutation when the story is in a rundown; null for a drawer (or excluded) story. */
  rundown: { m: Mutation; rundownId: number } | null;
  /** The story's program groups (the event audience; empty = everyone). */
  programGroupIds: number[];
}

/** The story changed place while the change waited for its lock: start again. */
class StoryMoved extends Error {}

const inRundown = (record: StoryRecord) => record.rundownId !== null && !record.story.excluded;

/**
 * Runs a change of one story: a live story in a rundown through the rundown's mutation (advisory
 * lock, rundown version, log, events the grid applies), any other under the story's row lock.
 */
export async function mutateStoryDocument<T>(
  platform: Platform,
  actor: Actor,
  id: number,
  body: (s: StoryMutation) => Promise<T>,
): Promise<T> {
  const { db } = platform.database;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const located = await storyRepository.findRecord(db, id);
    if (!located) throw notFound();
    try {
      if (inRundown(located)) {
        return await mutateStory(platform, actor, id, async (m, rundownId) => {
          const record = await storyRepository.findRecord(m.tx, id);
          if (!record || !inRundown(record) || record.rundownId !== rundownId)
            throw new StoryMoved();
          const { program } = m.get(rundownId);
          return body({
            tx: m.tx,
            now: m.now,
            actor,
            record,
            rundown: { m, rundownId },
            programGroupIds: [...program.groupIds],
          });
        });
      }
      return await db.transaction(async (tx) => {
        await storyRepository.lockStory(tx, id);
        const record = await storyRepository.findRecord(tx, id);
        if (!record) throw notFound();
        if (inRundown(record)) throw new StoryMoved();
        const programGroupIds = await programGroupsOf(tx, actor, record);
        return body({ tx, now: platform.clock(), actor, record, rundown: null, programGroupIds });
      });
    } catch (error) {
      if (error instanceof StoryMoved) continue;
      if (error instanceof DomainError && error.code === 'not_found' && inRundown(located)) {
        // Sent to the drawer (or removed) while we waited for the rundown's lock?
        const now = await storyRepository.findRecord(db, id);
        if (now && !inRundown(now)) continue;
      }
      throw error;
    }
  }
  throw new DomainError('stale_version', 'error:staleVersion');
}

/**
 * Publishes the changed story: in a rundown, a rundown log entry (when given) and the stories
 * UPDATE with the rundown row and rundownId, bumping the rundown's version; in the drawer, the
 * stories UPDATE with its summary and rundownId null. Answers the story as now stored.
 */
export async function publishStoryUpdate(
  s: StoryMutation,
  log: { details: unknown } | null,
): Promise<StoryRecord> {
  const updated = await storyRepository.findRecord(s.tx, s.record.story.id);
  if (!updated) throw notFound();
  if (s.rundown) {
    const { m, rundownId } = s.rundown;
    const row = storyOf(await m.reload(rundownId), updated.story.id).story;
    if (log)
      await m.log(rundownId, {
        action: 'update',
        entity: 'story',
        entityId: row.id,
        label: storyLabel(row),
        details: log.details,
      });
    await m.publish(rundownId, {
      topic: 'stories',
      action: 'UPDATE',
      entity: 'story',
      id: row.id,
      data: { ...row, rundownId },
    });
  } else {
    await emit(s.tx, s.actor.sessionId, {
      topic: 'stories',
      action: 'UPDATE',
      entity: 'story',
      id: updated.story.id,
      data: drawerStoryEventData(updated),
      version: updated.story.version,
      audience: { programGroupIds: s.programGroupIds },
    });
  }
  return updated;
}

// ---------------------------------------------------------------- saving

/** What a revision keeps: the editable fields, the sections and the computed durations. */
export function storySnapshot(story: StoryRecordRow) {
  return {
    slug: story.slug,
    typeId: story.typeId,
    branchId: story.branchId,
    editorId: story.editorId,
    imageEditorId: story.imageEditorId,
    reporterId: story.reporterId,
    mediaCode: story.mediaCode,
    estimatedMs: story.estimatedMs,
    manualVt: story.manualVt,
    radio: story.radio,
    information: story.information,
    headMs: story.headMs,
    linkMs: story.linkMs,
    vtMs: story.vtMs,
    voMs: story.voMs,
    footerMs: story.footerMs,
    totalMs: story.totalMs,
    sections: sectionsOf(story.sections),
  };
}

/** Referenced ids that exist nowhere: 400 on each field (paths as sent). */
async function assertReferences(tx: Executor, update: StoryUpdate): Promise<void> {
  const errors: FieldError[] = [];
  if (update.typeId !== null && !(await storyRepository.typeExists(tx, update.typeId)))
    errors.push({ field: 'typeId', key: 'invalid' });
  if (update.branchId !== null && !(await storyRepository.branchExists(tx, update.branchId)))
    errors.push({ field: 'branchId', key: 'invalid' });
  const people: { field: string; id: number }[] = [];
  for (const field of ['editorId', 'imageEditorId', 'reporterId'] as const) {
    const id = update[field];
    if (id !== null) people.push({ field, id });
  }
  update.sections.forEach((section, s) =>
    section.subSections.forEach((sub, u) => {
      if (sub.presenterId !== null)
        people.push({ field: `sections.${s}.subSections.${u}.presenterId`, id: sub.presenterId });
    }),
  );
  const missing = new Set(
    await storyRepository.missingUsers(tx, [...new Set(people.map((p) => p.id))]),
  );
  for (const person of people)
    if (missing.has(person.id)) errors.push({ field: person.field, key: 'invalid' });
  if (errors.length > 0) throw invalid(errors);
}

/** The sections timed with the story configuration's read rates, and the story's durations. */
export async function timed(tx: Executor, sections: Section[], manualVtMs: number | null) {
  const config = await loadAreaConfig(tx, 'story');
  return timeStory(sections, readRateFrom(config), manualVtMs);
}

/**
 * PUT /stories/{id}: validates (400), holds the lock for the save (412 lock_lost when another
 * session holds it), checks the version (409 with the current story), recomputes every duration,
 * saves, records a revision and publishes.
 */
export async function saveStory(
  platform: Platform,
  actor: Actor,
  id: number,
  update: StoryUpdate,
): Promise<StoryDocument> {
  allow(storyPolicy.canRead(actor) && storyPolicy.canWrite(actor));
  const cgErrors = cgFieldErrors(update.sections);
  if (cgErrors.length > 0) throw invalid(cgErrors);
  return mutateStoryDocument(platform, actor, id, async (s) => {
    assertEditable(actor, s.record);
    await assertReferences(s.tx, update);
    await assertStoryCgs(s.tx, s.record.story.programId, update.sections);
    await holdLockForSave(s.tx, actor, target(id), s.now);
    if (s.record.story.version !== update.version) {
      throw new DomainError('stale_version', 'error:staleVersion', {
        current: presentStoryDocument(s.record, actor),
      });
    }
    const { sections, times } = await timed(
      s.tx,
      sectionsFromInput(update.sections),
      update.manualVt ? update.vtMs : null,
    );
    const rows = await storyRepository.updateAtVersion(
      s.tx,
      id,
      update.version,
      {
        slug: normalizeSlug(update.slug),
        typeId: update.typeId,
        branchId: update.branchId,
        editorId: update.editorId,
        imageEditorId: update.imageEditorId,
        reporterId: update.reporterId,
        mediaCode: update.mediaCode,
        estimatedMs: update.estimatedMs,
        manualVt: update.manualVt,
        radio: update.radio,
        information: update.information,
        sections,
        ...times,
        changedById: actor.userId,
      },
      s.now,
    );
    await expectUpdated(rows, async () => {
      const current = await storyRepository.findRecord(s.tx, id);
      return current && presentStoryDocument(current, actor);
    });
    const before = storySnapshot(s.record.story);
    const after = await storyRepository.findRecord(s.tx, id);
    const changed = [
      ...new Set(
        diffSnapshots(before, storySnapshot(after!.story)).map((c) => c.field.split('.')[0]!),
      ),
    ];
    const updated = await publishStoryUpdate(s, { details: { fields: changed } });
    await recordRevision(
      s.tx,
      actor,
      target(id),
      storySnapshot(updated.story),
      updated.story.slug,
      s.now,
    );
    return presentStoryDocument(updated, actor);
  });
}
