import type { BlockId, RundownId, StoryId } from '@newsroom/domain';
import { and, asc, count, desc, eq, gt, inArray, sql, type Placeholder } from 'drizzle-orm';
import { builtOnce, type PlaceholdersOf } from '../../platform/db/builtOnce';
import type { Db, Executor } from '../../platform/db/client';
import {
  blocks,
  locks,
  programGroups,
  programs,
  rundownLogs,
  rundowns,
  stories,
  storyTemplates,
  users,
} from '../../platform/db/schema';
import {
  STORY_VIEW_COLUMNS,
  type BlockRow,
  type ProgramAccess,
  type RundownLogRow,
  type RundownRow,
  type RundownTree,
  type RundownViewTree,
  type StoryRowRecord,
  type StoryViewRecord,
} from './rundowns.rows';
import { storyStamp, type StoryPool } from './rundowns.storyPool';
import { settingsRepository, type StoredSection } from '../settings/settings.repository';

/** The stories of some blocks that are not removed (a rundown tree's stories). */
const liveStoriesOf = (blockRows: { id: number }[]) =>
  and(
    inArray(
      stories.blockId,
      blockRows.map((b) => b.id),
    ),
    eq(stories.excluded, false),
  );
/** A story row's xmin (any committed write of the row changes it), as text. */
const STORY_XMIN = sql<string>`${stories}.xmin::text`;
/**
 * A program's access columns (name, hours, enabled, groups in id order), for a select joined to
 * `programs` (left join: all null when the program is gone).
 */
const PROGRAM_ACCESS_COLUMNS = {
  name: programs.name,
  start: programs.start,
  end: programs.end,
  enabled: programs.enabled,
  groupIds: sql<
    number[]
  >`(select coalesce(json_agg(${programGroups.groupId} order by ${programGroups.groupId}), '[]'::json) from ${programGroups} where ${programGroups.programId} = ${programs.id})`,
};

/**
 * What a mutation opens with (see `mutationRows`). The story of a row-only mutation comes in the
 * same statement (one round trip less under the lock), joined to the rundown whose block holds
 * it; a null story joins none. Built once: every mutation sends it.
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

/** `rundownAccess`'s statement: every load of a rundown checks its version with it. */
const rundownAccessStatement = builtOnce(
  'rundown_access',
  (db, p: PlaceholdersOf<{ id: number }>) =>
    db
      .select({
        version: rundowns.version,
        programId: rundowns.programId,
        ...PROGRAM_ACCESS_COLUMNS,
      })
      .from(rundowns)
      .leftJoin(programs, eq(programs.id, rundowns.programId))
      .where(eq(rundowns.id, p.id)),
);

/** The access of a program read with PROGRAM_ACCESS_COLUMNS (null: the left join found none). */
function programAccessOf(
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

/** Stories block by block, in their running order. */
const RUNNING_ORDER = [asc(stories.blockId), asc(stories.index), asc(stories.id)];

/** The blocks of these rundowns, in order (none asked: none read). */
async function blocksOf(db: Executor, rundownRows: RundownRow[]): Promise<BlockRow[]> {
  if (rundownRows.length === 0) return [];
  return db
    .select()
    .from(blocks)
    .where(
      inArray(
        blocks.rundownId,
        rundownRows.map((r) => r.id),
      ),
    )
    .orderBy(asc(blocks.rundownId), asc(blocks.index), asc(blocks.id));
}

/** One rundown's blocks in order (a mutation's tree): built once. */
const rundownBlocksStatement = builtOnce(
  'rundown_blocks',
  (db, p: PlaceholdersOf<{ id: number }>) =>
    db
      .select()
      .from(blocks)
      .where(eq(blocks.rundownId, p.id))
      .orderBy(asc(blocks.index), asc(blocks.id)),
);

/**
 * One rundown's blocks in order, each with the stamps of its live stories in running order as
 * one text `id:version:xmin,…`: a tree mutation reads both in one statement, one field per block
 * instead of a row per story.
 */
const blocksStampedStatement = builtOnce(
  'rundown_blocks_stamped',
  (db, p: PlaceholdersOf<{ id: number }>) =>
    db
      .select({
        block: blocks,
        stamps: sql<string | null>`(
          SELECT string_agg(s.id || ':' || s.version || ':' || s.xmin::text, ',' ORDER BY s.index, s.id)
          FROM ${stories} s WHERE s.block_id = ${blocks}.id AND NOT s.excluded)`,
      })
      .from(blocks)
      .where(eq(blocks.rundownId, p.id))
      .orderBy(asc(blocks.index), asc(blocks.id)),
);

// What every tree mutation resolves and reads, built once.
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
      .select({ rundownId: blocks.rundownId })
      .from(blocks)
      .where(eq(blocks.id, p.blockId))
      .union(
        db
          .select({ rundownId: blocks.rundownId })
          .from(stories)
          .innerJoin(blocks, eq(blocks.id, stories.blockId))
          .where(and(sql`${stories.id} = any(${p.ids})`, eq(stories.excluded, false))),
      ),
);
const storiesStampedStatement = builtOnce(
  'stories_stamped',
  (db, p: PlaceholdersOf<{ ids: number[] }>) =>
    db
      .select({ row: stories, xmin: STORY_XMIN })
      .from(stories)
      .where(sql`${stories.id} = any(${p.ids})`),
);

/**
 * A rundown's blocks in order, and its live stories' stamps in running order (block by block in
 * id order, as RUNNING_ORDER).
 */
async function blocksAndStamps(
  db: Executor,
  rundownId: number,
): Promise<{ blocks: BlockRow[]; stamps: { id: number; stamp: string }[] }> {
  const rows = await blocksStampedStatement(db, { id: rundownId });
  const stamps = [...rows]
    .sort((a, b) => a.block.id - b.block.id)
    .flatMap(({ stamps: text }) =>
      text
        ? text.split(',').map((entry) => {
            const at = entry.indexOf(':');
            return { id: Number(entry.slice(0, at)), stamp: entry.slice(at + 1) };
          })
        : [],
    );
  return { blocks: rows.map((row) => row.block), stamps };
}

/** Each rundown with its own blocks and the stories of those blocks (rows already ordered). */
function assembleTrees(
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

/**
 * The read side of the rundowns repository: rundowns and their trees (what the rundown answer and
 * its cache load), program access, the rundown a block or story lives in, story edit locks and the
 * rundown log. Composed into `rundownsRepository`, which is what callers use.
 */
export const rundownsReadRepository = {
  /** The rundown of that id. */
  async findRundown(db: Executor, id: number): Promise<RundownRow | undefined> {
    const [row] = await db.select().from(rundowns).where(eq(rundowns.id, id));
    return row;
  },

  /** The program's rundown of that date (at most one: unique key). */
  async findByProgramAndDate(
    db: Executor,
    programId: number,
    date: string,
  ): Promise<RundownRow | undefined> {
    const [row] = await db
      .select()
      .from(rundowns)
      .where(and(eq(rundowns.programId, programId), eq(rundowns.date, date)));
    return row;
  },

  /** Every rundown of a date, by start time. */
  async rundownsOfDate(db: Executor, date: string): Promise<RundownRow[]> {
    return db
      .select()
      .from(rundowns)
      .where(eq(rundowns.date, date))
      .orderBy(asc(rundowns.start), asc(rundowns.id));
  },

  /** Loads rundowns with their blocks and stories: one query for blocks, one for stories. */
  async loadTrees(db: Executor, rundownRows: RundownRow[]): Promise<RundownTree[]> {
    const blockRows = await blocksOf(db, rundownRows);
    const storyRows =
      blockRows.length === 0
        ? []
        : await db
            .select()
            .from(stories)
            .where(liveStoriesOf(blockRows))
            .orderBy(...RUNNING_ORDER);
    return assembleTrees(rundownRows, blockRows, storyRows);
  },

  /**
   * loadTrees for a mutation under the rundowns' locks: reads the stamps of the live stories and
   * every column only of those the pool does not hold at that stamp (a story patch changes one).
   */
  async loadTreesPooled(
    db: Executor,
    rundownRows: RundownRow[],
    pool: StoryPool,
  ): Promise<RundownTree[]> {
    const blockRows: BlockRow[] = [];
    const stamps: { id: number; stamp: string }[] = [];
    for (const rundown of rundownRows) {
      const opened = await blocksAndStamps(db, rundown.id);
      blockRows.push(...opened.blocks);
      stamps.push(...opened.stamps);
    }
    const found = new Map<number, StoryRowRecord>();
    const missing: number[] = [];
    for (const s of stamps) {
      const row = pool.get(s.id, s.stamp);
      if (row) found.set(s.id, row);
      else missing.push(s.id);
    }
    for (const row of await rundownsReadRepository.readStoriesPooled(db, missing, pool))
      found.set(row.id, row);
    const storyRows = stamps.flatMap((s) => found.get(s.id) ?? []);
    return assembleTrees(rundownRows, blockRows, storyRows);
  },

  /** Story rows by id (excluded ones too), read now and kept in the pool at their stamps. */
  async readStoriesPooled(
    db: Executor,
    ids: readonly number[],
    pool: StoryPool,
  ): Promise<StoryRowRecord[]> {
    if (ids.length === 0) return [];
    const fetched = await storiesStampedStatement(db, { ids: [...ids] });
    return fetched.map(({ row, xmin }) => pool.put(storyStamp(row.version, xmin), row));
  },

  /** A rundown's blocks, in order. */
  rundownBlocks(db: Executor, rundownId: number): Promise<BlockRow[]> {
    return rundownBlocksStatement(db, { id: rundownId });
  },

  /**
   * A rundown's answer columns in one consistent snapshot (repeatable read), so the version read
   * with it describes exactly these blocks and stories (the rundown cache keys on it).
   */
  async loadViewTree(db: Db, id: number): Promise<RundownViewTree | undefined> {
    return db.transaction(
      async (tx) => {
        const rundown = await rundownsReadRepository.findRundown(tx, id);
        if (!rundown) return undefined;
        const blockRows = await tx
          .select()
          .from(blocks)
          .where(eq(blocks.rundownId, id))
          .orderBy(asc(blocks.index), asc(blocks.id));
        const storyRows =
          blockRows.length === 0
            ? []
            : await tx
                .select(STORY_VIEW_COLUMNS)
                .from(stories)
                .where(liveStoriesOf(blockRows))
                .orderBy(...RUNNING_ORDER);
        return { rundown, blocks: blockRows, stories: storyRows };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  },

  /** One rundown with its blocks and live stories (every column). */
  async loadTree(db: Executor, id: number): Promise<RundownTree | undefined> {
    const rundown = await rundownsReadRepository.findRundown(db, id);
    if (!rundown) return undefined;
    return (await rundownsReadRepository.loadTrees(db, [rundown]))[0];
  },

  /** A rundown's version and its program's access in one query (undefined: no such rundown). */
  async rundownAccess(
    db: Executor,
    id: number,
  ): Promise<{ version: number; program: ProgramAccess | null } | undefined> {
    const [row] = await rundownAccessStatement(db, { id });
    if (!row) return undefined;
    return { version: row.version, program: programAccessOf(row.programId, row) };
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

  /** Name, hours and group restriction of each program, by id. */
  async programAccess(db: Executor, programIds: number[]): Promise<Map<number, ProgramAccess>> {
    const result = new Map<number, ProgramAccess>();
    if (programIds.length === 0) return result;
    // One statement: every mutation under the rundown lock asks for its program's access.
    const rows = await db
      .select({ id: programs.id, ...PROGRAM_ACCESS_COLUMNS })
      .from(programs)
      .where(inArray(programs.id, programIds));
    for (const row of rows) {
      const access = programAccessOf(row.id, row);
      if (access) result.set(row.id, access);
    }
    return result;
  },

  /** Access of every program (the admin sees them all). */
  async allPrograms(db: Executor): Promise<ProgramAccess[]> {
    const rows = await db.select({ id: programs.id }).from(programs);
    return [
      ...(
        await rundownsReadRepository.programAccess(
          db,
          rows.map((r) => r.id),
        )
      ).values(),
    ];
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
  async rundownIdsOfMove(db: Executor, storyIds: StoryId[], blockId: BlockId): Promise<number[]> {
    const rows = await rundownsOfMoveStatement(db, { ids: storyIds, blockId });
    return rows.map((row) => row.rundownId);
  },

  /** A live story (answer columns) of a block, with its block's rundown. */
  async findStoryInRundown(
    db: Executor,
    storyId: StoryId,
  ): Promise<{ story: StoryViewRecord; rundownId: RundownId } | undefined> {
    const [row] = await db
      .select({ story: STORY_VIEW_COLUMNS, rundownId: blocks.rundownId })
      .from(stories)
      .innerJoin(blocks, eq(blocks.id, stories.blockId))
      .where(and(eq(stories.id, storyId), eq(stories.excluded, false)));
    return row;
  },

  /** Live stories of those ids (excluded ones are left out). */
  async findStories(db: Executor, ids: number[]): Promise<StoryRowRecord[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(stories)
      .where(and(inArray(stories.id, ids), eq(stories.excluded, false)));
  },

  /** A live story template. */
  async findStoryTemplate(db: Executor, id: number) {
    const [row] = await db
      .select()
      .from(storyTemplates)
      .where(and(eq(storyTemplates.id, id), eq(storyTemplates.excluded, false)));
    return row;
  },

  /** Whether another user (or session) holds a live edit lock on the story. */
  async storyLockedByOther(
    db: Executor,
    storyId: StoryId,
    sessionId: string,
    now: Date,
  ): Promise<{ nickname: string } | null> {
    const [row] = await db
      .select({ sessionId: locks.sessionId, nickname: users.nickname })
      .from(locks)
      .innerJoin(users, eq(users.id, locks.userId))
      .where(
        and(
          eq(locks.entityType, 'story'),
          eq(locks.entityId, String(storyId)),
          gt(locks.expiresAt, now),
        ),
      );
    return row && row.sessionId !== sessionId ? { nickname: row.nickname } : null;
  },

  /** One page of a rundown's log, newest first, with the total. */
  async pageLogs(
    db: Executor,
    rundownId: RundownId,
    page: number,
    size: number,
  ): Promise<{ rows: RundownLogRow[]; total: number }> {
    const rows = await db
      .select()
      .from(rundownLogs)
      .where(eq(rundownLogs.rundownId, rundownId))
      .orderBy(desc(rundownLogs.createdAt), desc(rundownLogs.id))
      .limit(size)
      .offset(page * size);
    const [total] = await db
      .select({ n: count() })
      .from(rundownLogs)
      .where(eq(rundownLogs.rundownId, rundownId));
    return { rows, total: total?.n ?? 0 };
  },
};
