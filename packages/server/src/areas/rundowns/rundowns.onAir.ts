import {
  planDisplayStatus,
  statusChangeOf,
  type DisplayStatus,
  type Rundown,
  type RundownId,
  type StatusWrite,
} from '@newsroom/domain';
import type { Mutation } from './rundowns.mutation';
import { presentItemStatus, presentOnAir } from './rundowns.presenter';
import {
  rundownsRepository,
  type RundownRow,
  type WrittenBlock,
  type StoryStatusWritten,
} from './rundowns.repository';

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

/** The block or story a planned write names (the plan names only what the rundown holds). */
function itemOf(rundown: Rundown, write: StatusWrite): { playTime: string | null } {
  for (const block of rundown.blocks) {
    if (write.entity === 'block' && block.id === write.id) return block;
    const story = write.entity === 'story' && block.stories.find((s) => s.id === write.id);
    if (story) return story;
  }
  throw new Error(`${write.entity} ${write.id} is not in rundown ${rundown.id}`);
}

/** What `applyDisplayStatus` wrote: each row as its write answered it. */
export interface DisplayChanges {
  blocks: WrittenBlock[];
  stories: StoryStatusWritten[];
  /** The rundown row with its new marker; absent when the marker stays. */
  rundown?: RundownRow;
}

/**
 * Gives display statuses the way `planDisplayStatus` plans them — one item on air, the one it
 * replaces stopped, the marker following — and answers what it wrote.
 */
export async function applyDisplayStatus(
  m: Mutation,
  rundown: Rundown,
  requested: readonly StatusWrite[],
): Promise<DisplayChanges> {
  const plan = planDisplayStatus(rundown, requested);
  // Blocks one by one (rare), answering their rows; the stories in one statement.
  const blocks: WrittenBlock[] = [];
  for (const write of plan.writes) {
    if (write.entity !== 'block') continue;
    const block = await rundownsRepository.updateBlock(
      m.tx,
      write.id,
      statusValues(write.status, m.now, itemOf(rundown, write)),
    );
    if (block) blocks.push(block);
  }
  const stories = await rundownsRepository.writeStoryStatuses(
    m.tx,
    plan.writes.flatMap((write) =>
      write.entity === 'story'
        ? [{ id: write.id, ...statusValues(write.status, m.now, itemOf(rundown, write)) }]
        : [],
    ),
  );
  if (plan.onAir === 'keep') return { blocks, stories };
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
  return { blocks, stories, rundown: row };
}

/**
 * Publishes what a status change wrote — the marker and the statuses given (entity
 * `rundown_status`), presented from the rows its writes answered — instead of the whole rundown
 * or the item's own event (which would rewrite a story's search row for a status). Answers the
 * rundown after it, assembled and presented when called: once committed (`afterCommit`).
 */
export async function publishStatus(
  m: Mutation,
  rundownId: RundownId,
  changes: DisplayChanges,
): Promise<() => Rundown> {
  const { rundown: before } = m.get(rundownId);
  await m.bump(rundownId);
  const after = await m.written(rundownId, {
    blocks: changes.blocks,
    statuses: changes.stories,
    ...(changes.rundown ? { rundown: changes.rundown } : {}),
  });
  const onAir = changes.rundown ? presentOnAir(changes.rundown) : before.onAir;
  await m.publish(rundownId, {
    topic: 'rundowns',
    entity: 'rundown_status',
    action: 'UPDATE',
    id: rundownId,
    data: statusChangeOf(before, onAir, {
      blocks: changes.blocks.map(({ row }) => presentItemStatus(row)),
      stories: changes.stories.map(presentItemStatus),
    }),
  });
  return after;
}
