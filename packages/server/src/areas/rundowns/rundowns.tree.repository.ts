import type { BlockId, RundownId, StoryId } from '@newsroom/domain';
import { and, asc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { builtOnce, type PlaceholdersOf } from '../../platform/db/builtOnce';
import type { Executor } from '../../platform/db/client';
import type { Queued } from '../../platform/db/executeAfter';
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
import {
  addStamps,
  addTreeStamps,
  BLOCK_STAMP,
  noStamps,
  STORY_STAMPS,
  TREE_STAMPS,
  type Stamps,
} from './rundowns.stamps';
import { settingsRepository, type StoredSection } from '../settings/settings.repository';
import { NO_TREE, type TreeCache } from './rundowns.treeCache';
import { rundownsLocksRepository } from './rundowns.locks.repository';
import { TREE_WRITES } from './rundowns.treeWrites.repository';

// What a tree mutation reads under its locks: the rundowns it names (resolved again once locked),
// their rows with program access and the edit window, their trees from the story pool, and what
// it reads again after its writes. Every statement is built once: each mutation sends them.

/** A story row's xmin (any committed write of the row changes it), as text. */
const STORY_XMIN = sql<string>`${stories}.xmin::text`;
/** A block row's xmin, as text. */
const BLOCK_XMIN = sql<string>`${blocks}.xmin::text`;

/**
 * What a row-only mutation opens with (see `mutationRows`). Its story comes in the
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

/**
 * The rundown whose block holds live story `storyId`, as a field patch opens: keyed by the story,
 * so it can travel in one message behind the statement taking that rundown's lock (which finds the
 * rundown in its own, earlier snapshot).
 */
const mutationRowOfStoryStatement = builtOnce(
  'rundown_mutation_row_of_story',
  (db, p: PlaceholdersOf<{ storyId: StoryId }>) =>
    mutationRowsSelect(db, p.storyId).where(
      eq(
        rundowns.id,
        db
          .select({ id: blocks.rundownId })
          .from(stories)
          .innerJoin(blocks, eq(blocks.id, stories.blockId))
          .where(and(eq(stories.id, p.storyId), eq(stories.excluded, false))),
      ),
    ),
);

/** What a row-only mutation opens with (`mutationRows`). */
export interface MutationRows {
  rows: { row: RundownRow; program: ProgramAccess | null }[];
  locks: StoredSection | null;
  /** The live story the statement joined, when it is in one of these rundowns. */
  story: LocatedStory | undefined;
}

/** A story found in a locked rundown, as read before the mutation's writes. */
export interface LocatedStory {
  story: StoryViewRecord;
  rundownId: RundownId;
  /**
   * The story as the write sent behind the opening left it (`lockAndOpenStory`'s `write`; null:
   * it wrote no row). Written before its mutation's checks: a refusal rolls it back.
   */
  written?: StoryViewRecord | null;
}

/** `MutationRows` from the rows of a mutation-row statement. */
function mutationRowsOf(found: Awaited<ReturnType<typeof mutationRowStatement>>): MutationRows {
  const rows = found.map((f) => ({ row: f.row, program: programAccessOf(f.row.programId, f) }));
  const withStory = found.find((f) => f.story !== null);
  return {
    rows,
    locks: found[0]?.locks ?? null,
    story: withStory?.story ? { story: withStory.story, rundownId: withStory.row.id } : undefined,
  };
}

/** Several rundowns (a move between two), in id order. */
const mutationRowsStatement = builtOnce(
  'rundown_mutation_rows',
  (db, p: PlaceholdersOf<{ ids: number[]; storyId: StoryId | null }>) =>
    mutationRowsSelect(db, p.storyId)
      .where(sql`${rundowns.id} = any(${p.ids})`)
      .orderBy(asc(rundowns.id)),
);

/**
 * What a tree mutation opens with: its locked rundowns' rows with program access, the edit window,
 * the ids of the rundown's tree writes (as text, null: none) and its TREE_STAMPS — the stamps in
 * the same statement, one round trip less, and not read at all when the tree kept at `known` is
 * still the rundown's (its version, no tree write since; see rundowns.treeCache.ts).
 */
function treeRowsSelect(db: Executor, known: Placeholder | SQL) {
  return db
    .select({
      row: rundowns,
      ...PROGRAM_ACCESS_COLUMNS,
      locks: settingsRepository.storedSql('locks'),
      writes: sql<string[] | null>`(SELECT array_agg(w.id::text) FROM ${TREE_WRITES} w)`,
      stamps: sql<string | null>`CASE WHEN ${rundowns.version} = ${known}
        AND NOT EXISTS ${TREE_WRITES} THEN NULL ELSE ${TREE_STAMPS} END`,
    })
    .from(rundowns)
    .leftJoin(programs, eq(programs.id, rundowns.programId));
}

const treeRowStatement = builtOnce(
  'rundown_tree_row',
  (db, p: PlaceholdersOf<{ id: number; known: number }>) =>
    treeRowsSelect(db, p.known).where(eq(rundowns.id, p.id)),
);

/** Several rundowns (a move between two): no kept tree, their stamps always. */
const treeRowsStatement = builtOnce(
  'rundown_tree_rows',
  (db, p: PlaceholdersOf<{ ids: number[] }>) =>
    treeRowsSelect(db, sql`${NO_TREE}`)
      .where(sql`${rundowns.id} = any(${p.ids})`)
      .orderBy(asc(rundowns.id)),
);

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
        stamp: BLOCK_STAMP,
        stamps: STORY_STAMPS,
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

/** The trees of `rundownRows` with the blocks and stories at these stamps, from the pools first. */
async function treesAt(
  db: Executor,
  rundownRows: RundownRow[],
  blockStamps: Stamps,
  storyStamps: Stamps,
  pools: RowPools,
): Promise<RundownTree[]> {
  const blockRows = await pooled(blockStamps, pools.blocks, (ids) =>
    rundownsTreeRepository.readBlocksPooled(db, ids, pools.blocks),
  );
  const storyRows = await pooled(storyStamps, pools.stories, (ids) =>
    rundownsTreeRepository.readStoriesPooled(db, ids, pools.stories),
  );
  return assembleTrees(rundownRows, blockRows, storyRows);
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
    const blockStamps = noStamps();
    const storyStamps = noStamps();
    for (const rundown of rundownRows)
      await addBlocksAndStamps(db, rundown.id, blockStamps, storyStamps);
    return treesAt(db, rundownRows, blockStamps, storyStamps, pools);
  },

  /**
   * What a tree mutation opens with, in one statement: its locked rundowns' rows (in id order)
   * with program access, the stored `locks` section, and their trees — a lone rundown's kept in
   * `kept` when still its own, else at the stamps read with them (only rows the pools do not hold
   * at that stamp are read, in a statement of their own) — with the tree writes it saw. With
   * `lockFirst`, a lone rundown's lock (the caller took none) travels ahead of that statement in
   * its message: one round trip, the rows still read after the lock is held.
   */
  async openTrees(
    db: Executor,
    ids: number[],
    pools: RowPools,
    kept?: TreeCache,
    lockFirst = false,
  ): Promise<{
    rows: { row: RundownRow; program: ProgramAccess | null }[];
    locks: StoredSection | null;
    trees: RundownTree[];
    /** The ids of the tree writes the lone rundown had (none: empty). */
    seen: string[];
  }> {
    const known = kept && ids.length === 1 ? kept.versionOf(ids[0]!) : NO_TREE;
    if (lockFirst && ids.length !== 1) throw new Error('lockFirst opens a lone rundown');
    const lock = lockFirst ? rundownsLocksRepository.lockRundownAhead(db, ids[0]!) : null;
    const found =
      ids.length !== 1
        ? await treeRowsStatement(db, { ids })
        : lock
          ? (await treeRowStatement.after(db, lock, { id: ids[0]!, known })).rows
          : await treeRowStatement(db, { id: ids[0]!, known });
    const rows = found.map((f) => ({ row: f.row, program: programAccessOf(f.row.programId, f) }));
    const locks = found[0]?.locks ?? null;
    const seen = ids.length === 1 ? (found[0]?.writes ?? []) : [];
    const [only] = found;
    const blockStamps = noStamps();
    const storyStamps = noStamps();
    if (only && only.writes === null && only.row.version === known) {
      const tree = kept!.get(only.row.id, known);
      if (tree) {
        await kept!.verify?.(db, only.row, tree);
        return { rows, locks, trees: [{ ...tree, rundown: only.row }], seen };
      }
      // Let go while the statement ran (another rundown's kept in its place): read the stamps.
      await addBlocksAndStamps(db, only.row.id, blockStamps, storyStamps);
    }
    for (const { stamps } of found) addTreeStamps(stamps, blockStamps, storyStamps);
    const trees = await treesAt(
      db,
      rows.map((r) => r.row),
      blockStamps,
      storyStamps,
      pools,
    );
    return { rows, locks, trees, seen };
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
   * What a row-only mutation opens with, in one statement: the rows of its locked rundowns (in id
   * order), each with its program's access (null: no such program), and the stored `locks`
   * settings section (the edit window), which is small and read by every mutation.
   */
  async mutationRows(
    db: Executor,
    ids: number[],
    storyId: StoryId | null = null,
  ): Promise<MutationRows> {
    const found =
      ids.length === 1
        ? await mutationRowStatement(db, { id: ids[0]!, storyId })
        : await mutationRowsStatement(db, { ids, storyId });
    return mutationRowsOf(found);
  },

  /**
   * A field patch's opening: the shared lock of the rundown holding live story `storyId`, then
   * that rundown's row with the story (`mutationRows`), then `write` of the story when given (its
   * row after it: `story.written`), in one message on PostgreSQL. Answers null when no rundown
   * holds the story, 'moved' when it left the rundown locked before the lock was granted (the
   * caller starts over: that rundown is not the one locked).
   */
  async lockAndOpenStory(
    db: Executor,
    storyId: StoryId,
    write?: Queued<StoryViewRecord[]>,
  ): Promise<{ rundownId: RundownId; opened: MutationRows } | 'moved' | null> {
    const lock = rundownsLocksRepository.lockStoryRundownAhead(db, storyId);
    const { leading, rows, behind } = await mutationRowOfStoryStatement.after(
      db,
      lock,
      { storyId },
      write,
    );
    const locked = leading[0]?.[0];
    if (locked === undefined) return null;
    const rundownId = Number(locked) as RundownId;
    if (rows[0]?.row.id !== rundownId) return 'moved';
    const opened = mutationRowsOf(rows);
    if (!write || !opened.story) return { rundownId, opened };
    return {
      rundownId,
      opened: { ...opened, story: { ...opened.story, written: behind?.[0] ?? null } },
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
