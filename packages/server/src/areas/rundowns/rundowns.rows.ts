import type { BlockId, RundownId, StoryId } from '@newsroom/domain';
import { sql } from 'drizzle-orm';
import {
  blocks,
  programGroups,
  programs,
  rundownLogs,
  rundowns,
  stories,
} from '../../platform/db/schema';

// The shapes the rundowns repository reads and writes, the column sets and row assembly its
// parts share, apart from its queries so that the read, tree and write parts (and the presenter)
// share them without importing each other.

/** A stored rundown. */
export type RundownRow = typeof rundowns.$inferSelect;
/** A stored block of a rundown. */
export type BlockRow = typeof blocks.$inferSelect;
/** A stored story, every column. */
export type StoryRowRecord = typeof stories.$inferSelect;
/** A stored entry of a rundown's log. */
export type RundownLogRow = typeof rundownLogs.$inferSelect;

/** A rundown with its blocks and live stories, as loaded in three queries. */
export interface RundownTree {
  rundown: RundownRow;
  blocks: BlockRow[];
  /** Stories (not excluded) of the blocks, by block then index. */
  stories: StoryRowRecord[];
}

/** The story columns a rundown answer shows (no sections nor editor fields). */
export const STORY_VIEW_COLUMNS = {
  id: stories.id,
  uuid: stories.uuid,
  blockId: stories.blockId,
  index: stories.index,
  page: stories.page,
  slug: stories.slug,
  estimatedMs: stories.estimatedMs,
  totalMs: stories.totalMs,
  approved: stories.approved,
  displayStatus: stories.displayStatus,
  playTime: stories.playTime,
  stopTime: stories.stopTime,
  hitTime: stories.hitTime,
  /** Words of presenter text by presenter (the estimated read), stored on save. */
  readWords: stories.readWords,
  /** Only for a story whose words are not counted yet (null counts): they are counted from these. */
  sections: sql<unknown>`case when ${stories.readWords} is null then ${stories.sections} end`,
  ownerId: stories.ownerId,
  allowedUserIds: stories.allowedUserIds,
  isPrivate: stories.isPrivate,
  radio: stories.radio,
  information: stories.information,
  programId: stories.programId,
  version: stories.version,
};
/** A story as a rundown answer shows it (the STORY_VIEW_COLUMNS). */
export type StoryViewRecord = Pick<StoryRowRecord, keyof typeof STORY_VIEW_COLUMNS>;

/** A rundown with what its answer shows (a RundownTree is one too). */
export interface RundownViewTree {
  rundown: RundownRow;
  blocks: BlockRow[];
  stories: StoryViewRecord[];
}

/** A program's name and its group restriction (empty = everyone). */
export interface ProgramAccess {
  id: number;
  name: string;
  start: string;
  end: string;
  enabled: boolean;
  groupIds: number[];
}

/**
 * A locked tree after writes of its own mutation: `blocks` when they were read again, and the
 * `stories` rows read again after writes (moved in or out, created, changed). Every other story
 * stays as it was; stories of a block no longer in the tree, or excluded, leave it.
 */
export function treeWith(
  tree: RundownTree,
  changed: { blocks?: BlockRow[]; stories?: StoryRowRecord[] },
): RundownTree {
  const treeBlocks = changed.blocks ?? tree.blocks;
  const blockIds = new Set(treeBlocks.map((b) => b.id));
  const rewritten = changed.stories ?? [];
  const rewrittenIds = new Set(rewritten.map((s) => s.id));
  const stories = [...tree.stories.filter((s) => !rewrittenIds.has(s.id)), ...rewritten]
    .filter((s) => s.blockId !== null && blockIds.has(s.blockId) && !s.excluded)
    .sort((a, b) => a.blockId! - b.blockId! || a.index - b.index || a.id - b.id);
  return { ...tree, blocks: treeBlocks, stories };
}

/**
 * A program's access columns (name, hours, enabled, groups in id order), for a select joined to
 * `programs` (left join: all null when the program is gone).
 */
export const PROGRAM_ACCESS_COLUMNS = {
  name: programs.name,
  start: programs.start,
  end: programs.end,
  enabled: programs.enabled,
  groupIds: sql<
    number[]
  >`(select coalesce(json_agg(${programGroups.groupId} order by ${programGroups.groupId}), '[]'::json) from ${programGroups} where ${programGroups.programId} = ${programs.id})`,
};

/** The access of a program read with PROGRAM_ACCESS_COLUMNS (null: the left join found none). */
export function programAccessOf(
  id: number,
  row: {
    name: string | null;
    start: string | null;
    end: string | null;
    enabled: boolean | null;
    groupIds: number[];
  },
): ProgramAccess | null {
  const { name, start, end, enabled, groupIds } = row;
  if (name === null || start === null || end === null || enabled === null) return null;
  return { id, name, start, end, enabled, groupIds };
}

/** Each rundown with its own blocks and the stories of those blocks (rows already ordered). */
export function assembleTrees(
  rundownRows: RundownRow[],
  blockRows: BlockRow[],
  storyRows: StoryRowRecord[],
): RundownTree[] {
  return rundownRows.map((rundown) => {
    const own = blockRows.filter((b) => b.rundownId === rundown.id);
    const ownIds = new Set(own.map((b) => b.id));
    return {
      rundown,
      blocks: own,
      stories: storyRows.filter((s) => s.blockId !== null && ownIds.has(s.blockId)),
    };
  });
}

/** Where a request's blocks and stories were found: each one's rundown (`foundIn`). */
export interface Found {
  blocks?: ReadonlyMap<BlockId, RundownId>;
  stories?: ReadonlyMap<StoryId, RundownId>;
}
