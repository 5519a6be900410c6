import { type StoryLocation, type StorySummary } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { PlacedStoryRecord } from './stories.lists.repository';
import { rundownsPolicy } from '../rundowns';

/**
 * Stories as the lists, the drawer and the trash answer them (StorySummary), from the joined
 * rows the list queries read. Private stories of others are masked: visible false, slug blanked.
 * The whole story (StoryDocument) comes from story.presenter.ts.
 */

const displayStatusOf = (value: string): StorySummary['displayStatus'] =>
  value === 'play' || value === 'stop' ? value : 'blank';

function locationOf(row: PlacedStoryRecord): StoryLocation {
  if (row.blockId === null) return 'drawer';
  return row.inStandby ? 'standby' : 'rundown';
}

/** Whether the viewer sees the story's content. */
export function isVisibleTo(row: PlacedStoryRecord, viewer: Pick<Actor, 'userId'>): boolean {
  return rundownsPolicy.canSeeStory(viewer, row);
}

/** A story of a list (stories area, drawer, trash) as one viewer may see it. */
export function presentSummary(
  row: PlacedStoryRecord,
  viewer: Pick<Actor, 'userId'>,
): StorySummary {
  const visible = isVisibleTo(row, viewer);
  return {
    id: row.id,
    uuid: row.uuid,
    page: row.page,
    slug: visible ? row.slug : '',
    date: row.rundownDate ?? row.date,
    programId: row.rundownProgramId ?? row.programId,
    ownerId: row.ownerId,
    authorNickname: row.changerNickname ?? row.ownerNickname ?? '',
    changeDate: row.updatedAt.toISOString(),
    estimatedMs: row.estimatedMs,
    totalMs: row.totalMs,
    approved: row.approved,
    isPrivate: row.isPrivate,
    visible,
    displayStatus: displayStatusOf(row.displayStatus),
    location: locationOf(row),
    rundownId: row.rundownId,
    blockId: row.blockId,
    excluded: row.excluded,
    version: row.version,
  };
}
