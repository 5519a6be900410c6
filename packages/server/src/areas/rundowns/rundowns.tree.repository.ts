import type { BlockId, RundownId, StoryId } from '@newsroom/domain';
import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { builtOnce, type PlaceholdersOf } from '../../platform/db/builtOnce';
import type { Executor } from '../../platform/db/client';
import { blocks, programs, rundowns, stories } from '../../platform/db/schema';
import {
  assembleTrees,
  type Found,
  PROGRAM_ACCESS_COLUMNS,
  programAccessOf,
  STORY_VIEW_COLUMNS,
  type BlockRow,
  type ProgramAccess,
  type RundownRow,
  type RundownTree,
  type StoryRowRecord,
  type StoryViewRecord,
} from './rundowns.rows';
import { rowStamp, type RowPool, type RowPools } from './rundowns.rowPool';
import { settingsRepository, type StoredSection } from '../settings/settings.repository';

// What a tree mutation reads under its locks: the rundowns it names (resolved again once locked),
// their rows with program access and the edit window, their trees from the story pool, and what
// it reads again after its writes. Every statement is built once: each mutation sends them.

/** A story row's xmin (any committed write of the row changes it), as text. */
const STORY_XMIN = sql<string>`${stories}.xmin::text`;
/** A block row's xmin, as text. */
const BLOCK_XMIN = sql<string>`${blocks}.xmin::text`;

/**
 * What a mutation opens with (see `mutationRows`). The story of a row-only mutation comes in the
 * same statement (one round trip less under the lock), joined to the rundown whose block holds
 * it; a null story joins none.
 */
function mutationRowsSelect(db: Executor, storyId: Placeholder<'storyId', StoryId | null>) {
  return db
    .select({
      row: rundowns,
      ...PROGRAM_ACCESS_COLUMNS,
      locks: settingsRepository.storedSql('locks'),
      story: STORY_VIEW_COLUMNS,
    })
    .from(rundowns)
    .leftJoin(programs, eq(programs.id, rundowns.programId))
    .leftJoin(
      stories,
      and(
        eq(stories.id, storyId),
        eq(stories.excluded, false),
        inArray(
          stories.blockId,
          db.select({ id: blocks.id }).from(blocks).where(eq(blocks.rundownId, rundowns.id)),
        ),
      ),
    );
}

/**
 * One rundown, as almost every mutation opens: by `=`, so PostgreSQL's generic plan is the
 * custom one (for `= any(…)` it guesses ten rows, plans a hash join and re-plans every call).
 */
const mutationRowStatement = builtOnce(
  'rundown_mutation_row',
  (db, p: PlaceholdersOf<{ id: number; storyId: StoryId | null }>) =>
    mutationRowsSelect(db, p.storyId).where(eq(rundowns.id, p.id)),
);

/** Several rundowns (a move between two), in id order. */
const mutationRowsStatement = builtOnce(
  'rundown_mutation_rows',
  (db, p: PlaceholdersOf<{ ids: number[]; storyId: StoryId | null }>) =>
    mutationRowsSelect(db, p.storyId)
      .where(sql`${rundowns.id} = any(${p.ids})`)
      .orderBy(asc(rundowns.id)),
);

/** One rundown's blocks in order (read again after block writes). */

/**
 * One rundown's blocks in order, each with its stamp and the stamps of its live stories in
 * running order as one text `id:version:xmin,…`: a tree mutation reads every stamp in one
 * statement, one row per block, and the columns only of rows its pools do not hold.
 */
const blocksStampedStatement = builtOnce(
  'rundown_blocks_stamped',
  (db, p: PlaceholdersOf<{ id: number }>) =>
    db
      .select({
        id: blocks.id,
        stamp: sql<string>`${blocks.version} || ':' || ${blocks}.xmin::text`,
        stamps: sql<string | null>`(
          SELECT string_agg(s.id || ':' || s.version || ':' || s.xmin::text, ',' ORDER BY s.index, s.id)
          FROM ${stories} s WHERE s.block_id = ${blocks}.id AND NOT s.excluded)`,
      })
      .from(blocks)
      .where(eq(blocks.rundownId, p.id))
      .orderBy(asc(blocks.index), asc(blocks.id)),
);

/** Block rows with their xmin, for the pool. */
const blocksByIdStatement = builtOnce(
  'blocks_stamped',
  (db, p: PlaceholdersOf<{ ids: number[] }>) =>
    db
      .select({ row: blocks, xmin: BLOCK_XMIN })
      .from(blocks)
      .where(sql`${blocks.id} = any(${p.ids})`),
);

/** One rundown's blocks in order with their xmin, for the pool. */
const rundownBlocksStatement = builtOnce(
  'rundown_blocks',
  (db, p: PlaceholdersOf<{ id: number }>) =>
    db
      .select({ row: blocks, xmin: BLOCK_XMIN })
      .from(blocks)
      .where(eq(blocks.rundownId, p.id))
      .orderBy(asc(blocks.index), asc(blocks.id)),
);

// The rundowns a mutation names, resolved before and again under its locks.
const rundownOfBlockStatement = builtOnce(
  'rundown_of_block',
  (db, p: PlaceholdersOf<{ id: number }>) =>
    db.select({ rundownId: blocks.rundownId }).from(blocks).where(eq(blocks.id, p.id)),
);
const rundownsOfStoriesStatement = builtOnce(
  'rundowns_of_stories',
  (db, p: PlaceholdersOf<{ ids: number[] }>) =>
    db
      .select({ storyId: stories.id, rundownId: blocks.rundownId })
      .from(stories)
      .innerJoin(blocks, eq(blocks.id, stories.blockId))
      .where(and(sql`${stories.id} = any(${p.ids})`, eq(stories.excluded, false))),
);
const rundownsOfMoveStatement = builtOnce(
  'rundowns_of_move',
  (db, p: PlaceholdersOf<{ ids: number[]; blockId: number }>) =>
    db
      .select({ storyId: sql<number | null>`null::integer`, rundownId: blocks.rundownId })
      .from(blocks)
      .where(eq(blocks.id, p.blockId))
      .unionAll(
        db
          .select({ storyId: stories.id, rundownId: blocks.rundownId })
          .from(stories)
          .innerJoin(blocks, eq(blocks.id, stories.blockId))
          .where(and(sql`${stories.id} = any(${p.ids})`, eq(stories.excluded, false))),
      ),
);

/** Story rows with their xmin, for the pool (`readStoriesPooled`). */
const storiesStampedStatement = builtOnce(
  'stories_stamped',
  (db, p: PlaceholdersOf<{ ids: number[] }>) =>
    db
      .select({ row: stories, xmin: STORY_XMIN })
      .from(stories)
      .where(sql`${stories.id} = any(${p.ids})`),
);

/** Row ids, each with the stamp it is at now (same positions). */
interface Stamps {
  ids: number[];
  stamps: string[];
}

/**
 * Adds a stamps text's rows (`id:stamp,id:stamp…`) to `into`, read in one pass: a 300-story
 * rundown's stamps are parsed on every tree mutation, under its lock.
 */
function addStamps(text: string, into: Stamps): void {
  for (let from = 0; from < text.length;) {
    const comma = text.indexOf(',', from);
    const stop = comma === -1 ? text.length : comma;
    const at = text.indexOf(':', from);
    into.ids.push(Number(text.slice(from, at)));
    into.stamps.push(text.slice(at + 1, stop));
    from = stop + 1;
  }
}

/**
 * Adds a rundown's blocks in order with their stamps, and its live stories' stamps in running
 * order (block by block in id order, as RUNNING_ORDER), to `blocks` and `stories`.
 */
async function addBlocksAndStamps(
  db: Executor,
  rundownId: number,
  blocks: Stamps,
  stories: Stamps,
): Promise<void> {
  const rows = await blocksStampedStatement(db, { id: rundownId });
  for (const { id, stamp } of rows) {
    blocks.ids.push(id);
    blocks.stamps.push(stamp);
  }
  for (const { stamps } of [...rows].sort((a, b) => a.id - b.id))
    if (stamps) addStamps(stamps, stories);
}

/** The rows of `stamps` in their order: from `pool` at that stamp, else `read` (then pooled). */
async function pooled<R extends { id: number }>(
  { ids, stamps }: Stamps,
  pool: RowPool<R>,
  read: (ids: number[]) => Promise<R[]>,
): Promise<R[]> {
  const rows: (R | undefined)[] = ids.map((id, i) => pool.get(id, stamps[i]!));
  const missing = ids.filter((_, i) => rows[i] === undefined);
  if (missing.length === 0) return rows as R[];
  const fetched = new Map((await read(missing)).map((row) => [row.id, row] as const));
  return ids.flatMap((id, i) => rows[i] ?? fetched.get(id) ?? []);
}

/**
 * The tree side of the rundowns repository (see above). Composed into `rundownsRepository`, which
 * is what callers use.
 */
export const rundownsTreeRepository = {
  /**
   * loadTrees for a mutation under the rundowns' locks: reads the stamps of the blocks and live
   * stories and every column only of those the pools do not hold at that stamp (a story patch
   * changes one).
   */
  async loadTreesPooled(
    db: Executor,
    rundownRows: RundownRow[],
    pools: RowPools,
  ): Promise<RundownTree[]> {
    const blockStamps: Stamps = { ids: [], stamps: [] };
    const storyStamps: Stamps = { ids: [], stamps: [] };
    for (const rundown of rundownRows)
      await addBlocksAndStamps(db, rundown.id, blockStamps, storyStamps);
    const blockRows = await pooled(blockStamps, pools.blocks, (ids) =>
      rundownsTreeRepository.readBlocksPooled(db, ids, pools.blocks),
    );
    const storyRows = await pooled(storyStamps, pools.stories, (ids) =>
      rundownsTreeRepository.readStoriesPooled(db, ids, pools.stories),
    );
    return assembleTrees(rundownRows, blockRows, storyRows);
  },

  /** Story rows by id (excluded ones too), read now and kept in the pool at their stamps. */
  async readStoriesPooled(
    db: Executor,
    ids: readonly number[],
    pool: RowPool<StoryRowRecord>,
  ): Promise<StoryRowRecord[]> {
    if (ids.length === 0) return [];
    const fetched = await storiesStampedStatement(db, { ids: [...ids] });
    return fetched.map(({ row, xmin }) => pool.put(rowStamp(row.version, xmin), row));
  },

  /** Block rows by id, read now and kept in the pool at their stamps. */
  async readBlocksPooled(
    db: Executor,
    ids: readonly number[],
    pool: RowPool<BlockRow>,
  ): Promise<BlockRow[]> {
    const fetched = await blocksByIdStatement(db, { ids: [...ids] });
    return fetched.map(({ row, xmin }) => pool.put(rowStamp(row.version, xmin), row));
  },

  /** A rundown's blocks in order, read now and kept in the pool at their stamps. */
  async rundownBlocksPooled(
    db: Executor,
    rundownId: number,
    pool: RowPool<BlockRow>,
  ): Promise<BlockRow[]> {
    const fetched = await rundownBlocksStatement(db, { id: rundownId });
    return fetched.map(({ row, xmin }) => pool.put(rowStamp(row.version, xmin), row));
  },

  /**
   * What a mutation opens with, in one statement: the rows of its locked rundowns (in id order),
   * each with its program's access (null: no such program), and the stored `locks` settings
   * section (the edit window), which is small and read by every mutation.
   */
  async mutationRows(
    db: Executor,
    ids: number[],
    storyId: StoryId | null = null,
  ): Promise<{
    rows: { row: RundownRow; program: ProgramAccess | null }[];
    locks: StoredSection | null;
    /** The live story `storyId` when it is in one of these rundowns. */
    story: { story: StoryViewRecord; rundownId: RundownId } | undefined;
  }> {
    const found =
      ids.length === 1
        ? await mutationRowStatement(db, { id: ids[0]!, storyId })
        : await mutationRowsStatement(db, { ids, storyId });
    const rows = found.map((f) => ({ row: f.row, program: programAccessOf(f.row.programId, f) }));
    const withStory = found.find((f) => f.story !== null);
    return {
      rows,
      locks: found[0]?.locks ?? null,
      story: withStory?.story ? { story: withStory.story, rundownId: withStory.row.id } : undefined,
    };
  },

  /** The rundown a block belongs to. */
  async rundownIdOfBlock(db: Executor, blockId: BlockId): Promise<number | undefined> {
    const [row] = await rundownOfBlockStatement(db, { id: blockId });
    return row?.rundownId;
  },

  /** The rundowns live stories belong to (stories outside a block or excluded are left out). */
  async rundownIdsOfStories(db: Executor, storyIds: StoryId[]): Promise<Map<number, number>> {
    if (storyIds.length === 0) return new Map();
    const rows = await rundownsOfStoriesStatement(db, { ids: storyIds });
    return new Map(rows.map((r) => [r.storyId, r.rundownId]));
  },

  /** The rundowns of some live stories and of a block, in one statement (a move's lock set). */
  async rundownsOfMove(db: Executor, storyIds: StoryId[], blockId: BlockId): Promise<Found> {
    const rows = await rundownsOfMoveStatement(db, { ids: storyIds, blockId });
    const blockRows = rows.filter((row) => row.storyId === null);
    return {
      blocks: new Map(blockRows.map((row) => [blockId, row.rundownId])),
      stories: new Map(
        rows.flatMap((row) => (row.storyId === null ? [] : [[row.storyId, row.rundownId]])),
      ),
    };
  },
};
