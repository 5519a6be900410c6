import type { StoryId } from '@newsroom/domain';
import type { Action } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { emit } from '../../platform/realtime/outbox';
import { drawerStoryEventData } from './story.presenter';
import { storyRepository } from './story.repository';
import { rundownsRepository } from '../rundowns';

/**
 * Drawer events on the `stories` topic (contract "Real-time"): CREATE/UPDATE carry the story's
 * StorySummary (+ allowedUserIds for masking, rundownId null), DELETE carries
 * { id, blockId: null, rundownId: null }. The audience is the program's groups when the story has
 * a program. Rundown grids ignore them (no rundownId).
 */

async function audienceOf(db: Executor, programId: number | null) {
  if (programId === null) return null;
  const program = (await rundownsRepository.programAccess(db, [programId])).get(programId);
  return program ? { programGroupIds: [...program.groupIds] } : null;
}

/** Publishes a drawer story as it now is (CREATE or UPDATE). */
export async function publishDrawerStory(
  tx: Executor,
  actor: Actor,
  action: Extract<Action, 'CREATE' | 'UPDATE'>,
  storyId: StoryId,
): Promise<void> {
  const record = await storyRepository.findRecord(tx, storyId);
  if (!record) return;
  await emit(tx, actor.sessionId, {
    topic: 'stories',
    action,
    entity: 'story',
    id: record.story.id,
    data: drawerStoryEventData(record),
    version: record.story.version,
    audience: await audienceOf(tx, record.story.programId),
  });
}

/** Tells drawer lists a story left the drawer (moved into a rundown, or removed). */
export async function publishDrawerRemoval(
  tx: Executor,
  actor: Actor,
  story: { id: number; programId: number | null; version: number },
): Promise<void> {
  await emit(tx, actor.sessionId, {
    topic: 'stories',
    action: 'DELETE',
    entity: 'story',
    id: story.id,
    data: { id: story.id, blockId: null, rundownId: null },
    version: story.version,
    audience: await audienceOf(tx, story.programId),
  });
}
