import type { RundownId, StoryId } from '@newsroom/domain';
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { builtOnce, type PlaceholdersOf } from '../../platform/db/builtOnce';
import type { Db, Executor } from '../../platform/db/client';
import {
  blocks,
  locks,
  programs,
  rundownLogs,
  rundowns,
  stories,
  storyTemplates,
  users,
} from '../../platform/db/schema';
import {
  assembleTrees,
  PROGRAM_ACCESS_COLUMNS,
  programAccessOf,
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

/** The stories of some blocks that are not removed (a rundown tree's stories). */
const liveStoriesOf = (blockRows: { id: number }[]) =>
  and(
    inArray(
      stories.blockId,
      blockRows.map((b) => b.id),
    ),
    eq(stories.excluded, false),
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

/**
 * The read side of the rundowns repository: rundowns and their trees (what the rundown answer and
 * its cache load), program access, stories, story edit locks and the rundown log. Composed into
 * `rundownsRepository`, which is what callers use.
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
