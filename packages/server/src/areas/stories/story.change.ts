import type { RundownId } from '@newsroom/domain';
import { DomainError, diffSnapshots } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import type { ChangeNote, DocumentChange } from '../../platform/documents/kind';
import { notFound } from '../../platform/http/refusals';
import { emit } from '../../platform/realtime/outbox';
import { drawerStoryEventData, storyLabel, storySnapshot } from './story.presenter';
import { knownStory } from './story.access';
import { storyRepository, type StoryRecord } from './story.repository';
import {
  accessibleProgram,
  mutateStory,
  type Mutation,
  publishStoryRow,
  storyOf,
} from '../rundowns';

/**
 * Where a change of a story runs and how it is published (the story kind's change step): a live
 * story in a rundown through the rundown's mutation — its advisory lock, version, log and the
 * grid's stories events — any other under the story's row lock, with a stories event of its own.
 */

/**
 * The program restriction of a story: its program's groups (empty = everyone). A story of a
 * program the caller may not see does not exist for them (404).
 */
async function programGroupsOf(db: Executor, actor: Actor, record: StoryRecord): Promise<number[]> {
  const programId = record.story.programId;
  return programId === null ? [] : (await accessibleProgram(db, actor, programId)).groupIds;
}

/** A story the caller may know exists (404 otherwise). */
export async function findStoryRecord(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<StoryRecord> {
  const record = await storyRepository.findRecord(db, id);
  return knownStory(db, actor, record, (found) => found.story.programId);
}

/** A change of a story under way. */
export interface StoryChange extends DocumentChange<StoryRecord, StoryRecord> {
  /**
   * Publishes the story as written: in a rundown a log entry (when given) and the stories UPDATE
   * with the rundown row, bumping the rundown's version; in the drawer the stories UPDATE with its
   * summary and rundownId null.
   */
  announce(updated: StoryRecord, log: { details: unknown } | null): Promise<void>;
}

/** What the rundown's log says of a change made through the kernel. */
function logDetails(before: StoryRecord, after: StoryRecord, note: ChangeNote): unknown {
  if (note.call === 'save') {
    const changes = diffSnapshots(storySnapshot(before.story), storySnapshot(after.story));
    return { fields: [...new Set(changes.map((c) => c.field.split('.')[0]!))] };
  }
  if ('isPrivate' in note.change) {
    const { isPrivate } = note.change;
    return { field: 'isPrivate', oldValue: !isPrivate, newValue: isPrivate };
  }
  return { field: 'allowedUserIds' };
}

/** The change of a story held in its rundown's mutation, or under its row lock in the drawer. */
function storyChange(
  tx: StoryChange['tx'],
  now: Date,
  actor: Actor,
  record: StoryRecord,
  where: { m: Mutation; rundownId: RundownId } | { programGroupIds: number[] },
): StoryChange {
  const announce: StoryChange['announce'] = async (updated, log) => {
    if ('programGroupIds' in where) {
      await emit(tx, actor.sessionId, {
        topic: 'stories',
        action: 'UPDATE',
        entity: 'story',
        id: updated.id,
        data: drawerStoryEventData(updated),
        version: updated.version,
        audience: { programGroupIds: where.programGroupIds },
      });
      return;
    }
    const { m, rundownId } = where;
    const row = storyOf(await m.reload(rundownId, { stories: [updated.id] }), updated.id).story;
    if (log)
      await m.log(rundownId, {
        action: 'update',
        entity: 'story',
        entityId: row.id,
        label: storyLabel(row),
        details: log.details,
      });
    await publishStoryRow(m, rundownId, 'UPDATE', row);
  };
  return {
    tx,
    now,
    record,
    announce,
    publish: (whole, note) => announce(whole, { details: logDetails(record, whole, note) }),
  };
}

/** The story changed place while the change waited for its lock: start again. */
class StoryMoved extends Error {}

const inRundown = (record: StoryRecord) => record.rundownId !== null && !record.excluded;

/**
 * Runs a change of one story: a live story in a rundown through the rundown's mutation, any other
 * under the story's row lock; 404 when it is gone or of a program the caller may not see.
 */
export async function changeStory<T>(
  platform: Platform,
  actor: Actor,
  id: number,
  body: (change: StoryChange) => Promise<T>,
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
          m.get(rundownId); // 404 when the caller may not see the rundown's program
          return body(storyChange(m.tx, m.now, actor, record, { m, rundownId }));
        });
      }
      return await db.transaction(async (tx) => {
        await storyRepository.lockStory(tx, id);
        const record = await storyRepository.findRecord(tx, id);
        if (!record) throw notFound();
        if (inRundown(record)) throw new StoryMoved();
        const programGroupIds = await programGroupsOf(tx, actor, record);
        return body(storyChange(tx, platform.clock(), actor, record, { programGroupIds }));
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
