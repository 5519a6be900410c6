import { rundownsLocksRepository } from './rundowns.locks.repository';
import { rundownsReadRepository } from './rundowns.read.repository';
import { rundownsTreeRepository } from './rundowns.tree.repository';
import { rundownsTreeWritesRepository } from './rundowns.treeWrites.repository';
import { rundownsWriteRepository } from './rundowns.write.repository';
export {
  bumpName,
  type OnAirMarker,
  type PlacedStory,
  type RundownLogEntry,
  type WrittenBlock,
  type StoryStatusWritten,
  type StoryValues,
} from './rundowns.write.repository';
export type { LocatedStory } from './rundowns.tree.repository';

export type {
  BlockRow,
  ProgramAccess,
  RundownLogRow,
  RundownRow,
  RundownTree,
  RundownViewTree,
  StoryRowRecord,
  StoryViewRecord,
} from './rundowns.rows';
export { STORY_VIEW_COLUMNS } from './rundowns.rows';

/**
 * The only Drizzle code of the rundowns area, the one object callers use. Its queries live in a
 * locks part (taken before anything is read), a read part (trees, access, logs), a tree part (what
 * a mutation reads under its locks), a tree-writes part (what was written since a tree was kept)
 * and a write part (rundowns, blocks, placed stories), so each stays short; callers need not know
 * which part a function comes from.
 */
export const rundownsRepository = {
  ...rundownsLocksRepository,
  ...rundownsReadRepository,
  ...rundownsTreeRepository,
  ...rundownsTreeWritesRepository,
  ...rundownsWriteRepository,
};
