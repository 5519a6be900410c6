import type { RundownId } from '@newsroom/domain';
import {
  planDisplayStatus,
  statusChangeOf,
  type DisplayStatus,
  type Rundown,
  type StatusWrite,
} from '@newsroom/domain';
import type { Mutation, TreeChanges } from './rundowns.mutation';
import { rundownsRepository, type WrittenBlock } from './rundowns.repository';

/** Display status of blocks and stories and the rundown's on-air marker. */

/** The rundown columns of "nothing on air". */
export const OFF_AIR = {
  onAirEntity: null,
  onAirId: null,
  onAirStart: null,
  onAirTotalMs: null,
} as const;

/**
 * Clears the on-air marker. It publishes nothing: every event of one mutation carries the same
 * rundown version and browsers apply one event per version, so a caller whose change moved the
 * marker publishes the whole rundown (publishRundown) instead of its usual event (a change of
 * display statuses only publishes what it wrote, `publishStatus`).
 */
export async function clearOnAir(m: Mutation, rundownId: RundownId): Promise<void> {
  await rundownsRepository.updateRundown(m.tx, rundownId, { ...OFF_AIR });
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

/** What `applyDisplayStatus` wrote; `wide` when more than the requested item changed. */
export interface DisplayChanges {
  wide: boolean;
  changed: TreeChanges;
  /** The statuses given, in running order. */
  writes: StatusWrite[];
}

/**
 * Gives display statuses the way `planDisplayStatus` plans them — one item on air, the one it
 * replaces stopped, the marker following — and answers what it wrote: `wide` when anything
 * beyond the requested item changed (the caller then publishes the whole rundown, see clearOnAir).
 */
export async function applyDisplayStatus(
  m: Mutation,
  rundown: Rundown,
  requested: readonly StatusWrite[],
): Promise<DisplayChanges> {
  const plan = planDisplayStatus(rundown, requested);
  const blocksById = new Map(rundown.blocks.map((block) => [block.id, block] as const));
  const storiesById = new Map(
    rundown.blocks.flatMap((block) => block.stories.map((story) => [story.id, story] as const)),
  );
  // Blocks one by one (rare); the stories in one statement answering their rows.
  const writtenBlocks: WrittenBlock[] = [];
  for (const write of plan.writes) {
    if (write.entity !== 'block') continue;
    const block = await rundownsRepository.updateBlock(
      m.tx,
      write.id,
      statusValues(write.status, m.now, blocksById.get(write.id)!),
    );
    if (block) writtenBlocks.push(block);
  }
  const written = await rundownsRepository.writeStoryStatuses(
    m.tx,
    plan.writes.flatMap((write) =>
      write.entity === 'story'
        ? [{ id: write.id, ...statusValues(write.status, m.now, storiesById.get(write.id)!) }]
        : [],
    ),
  );
  const changed: TreeChanges = { blocks: writtenBlocks, written };
  const { writes } = plan;
  if (plan.onAir === 'keep') return { wide: writes.length > 1, changed, writes };
  // The marker rides with the version bump, in the event's statement.
  const row = await m.markOnAir(
    rundown.id,
    plan.onAir === null
      ? { ...OFF_AIR }
      : {
          onAirEntity: plan.onAir.entity,
          onAirId: plan.onAir.id,
          onAirStart: m.now,
          onAirTotalMs: plan.onAir.totalMs,
        },
  );
  return { wide: true, changed: { ...changed, rundown: row }, writes };
}

/**
 * Publishes what a status change wrote — the marker and the statuses given (entity
 * `rundown_status`) — instead of the whole rundown; answers the rundown after it.
 */
export async function publishStatus(
  m: Mutation,
  rundownId: RundownId,
  { changed, writes }: DisplayChanges,
): Promise<Rundown> {
  await m.bump(rundownId);
  const rundown = await m.reload(rundownId, changed);
  await m.publish(rundownId, {
    topic: 'rundowns',
    entity: 'rundown_status',
    action: 'UPDATE',
    id: rundownId,
    data: statusChangeOf(rundown, writes),
  });
  return rundown;
}
