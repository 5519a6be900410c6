import { and, asc, count, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
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

/** Stored rows. */
export type RundownRow = typeof rundowns.$inferSelect;
export type BlockRow = typeof blocks.$inferSelect;
export type StoryRowRecord = typeof stories.$inferSelect;
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
  ownerId: stories.ownerId,
  allowedUserIds: stories.allowedUserIds,
  isPrivate: stories.isPrivate,
  radio: stories.radio,
  information: stories.information,
  programId: stories.programId,
  version: stories.version,
};
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

/** Namespace of the advisory locks serialising the mutations of one rundown. */
const RUNDOWN_LOCK_CLASS = 4;

/** The only Drizzle code of the rundowns area. */
export const rundownsRepository = {
  /** Serialises this transaction with every other mutation of the rundown (released at commit). */
  async lockRundown(tx: Executor, rundownId: number): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${RUNDOWN_LOCK_CLASS}, ${rundownId})`);
  },

  async findRundown(db: Executor, id: number): Promise<RundownRow | undefined> {
    const [row] = await db.select().from(rundowns).where(eq(rundowns.id, id));
    return row;
  },

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

  async rundownsOfDate(db: Executor, date: string): Promise<RundownRow[]> {
    return db
      .select()
      .from(rundowns)
      .where(eq(rundowns.date, date))
      .orderBy(asc(rundowns.start), asc(rundowns.id));
  },

  /** Loads rundowns with their blocks and stories: one query for blocks, one for stories. */
  async loadTrees(db: Executor, rundownRows: RundownRow[]): Promise<RundownTree[]> {
    if (rundownRows.length === 0) return [];
    const ids = rundownRows.map((r) => r.id);
    const blockRows = await db
      .select()
      .from(blocks)
      .where(inArray(blocks.rundownId, ids))
      .orderBy(asc(blocks.rundownId), asc(blocks.index), asc(blocks.id));
    const storyRows =
      blockRows.length === 0
        ? []
        : await db
            .select()
            .from(stories)
            .where(
              and(
                inArray(
                  stories.blockId,
                  blockRows.map((b) => b.id),
                ),
                eq(stories.excluded, false),
              ),
            )
            .orderBy(asc(stories.blockId), asc(stories.index), asc(stories.id));
    return rundownRows.map((rundown) => {
      const own = blockRows.filter((b) => b.rundownId === rundown.id);
      const ownIds = new Set(own.map((b) => b.id));
      return {
        rundown,
        blocks: own,
        stories: storyRows.filter((s) => s.blockId !== null && ownIds.has(s.blockId)),
      };
    });
  },

  /**
   * A rundown's answer columns in one consistent snapshot (repeatable read), so the version read
   * with it describes exactly these blocks and stories (the rundown cache keys on it).
   */
  async loadViewTree(db: Db, id: number): Promise<RundownViewTree | undefined> {
    return db.transaction(
      async (tx) => {
        const rundown = await rundownsRepository.findRundown(tx, id);
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
                .where(
                  and(
                    inArray(
                      stories.blockId,
                      blockRows.map((b) => b.id),
                    ),
                    eq(stories.excluded, false),
                  ),
                )
                .orderBy(asc(stories.blockId), asc(stories.index), asc(stories.id));
        return { rundown, blocks: blockRows, stories: storyRows };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  },

  /** A rundown's version and its program's access in one query (undefined: no such rundown). */
  async rundownAccess(
    db: Executor,
    id: number,
  ): Promise<{ version: number; program: ProgramAccess | null } | undefined> {
    const [row] = await db
      .select({
        version: rundowns.version,
        programId: rundowns.programId,
        name: programs.name,
        start: programs.start,
        end: programs.end,
        enabled: programs.enabled,
        groupIds: sql<
          number[]
        >`coalesce(array(select pg.group_id from ${programGroups} pg where pg.program_id = ${rundowns.programId}), '{}'::integer[])`,
      })
      .from(rundowns)
      .leftJoin(programs, eq(programs.id, rundowns.programId))
      .where(eq(rundowns.id, id));
    if (!row) return undefined;
    const { version, programId, name, start, end, enabled, groupIds } = row;
    if (name === null || start === null || end === null || enabled === null)
      return { version, program: null };
    return { version, program: { id: programId, name, start, end, enabled, groupIds } };
  },

  async loadTree(db: Executor, id: number): Promise<RundownTree | undefined> {
    const rundown = await rundownsRepository.findRundown(db, id);
    if (!rundown) return undefined;
    return (await rundownsRepository.loadTrees(db, [rundown]))[0];
  },

  async programAccess(db: Executor, programIds: number[]): Promise<Map<number, ProgramAccess>> {
    const result = new Map<number, ProgramAccess>();
    if (programIds.length === 0) return result;
    const rows = await db
      .select({
        id: programs.id,
        name: programs.name,
        start: programs.start,
        end: programs.end,
        enabled: programs.enabled,
      })
      .from(programs)
      .where(inArray(programs.id, programIds));
    const groups = await db
      .select()
      .from(programGroups)
      .where(inArray(programGroups.programId, programIds));
    for (const row of rows) {
      result.set(row.id, {
        ...row,
        groupIds: groups.filter((g) => g.programId === row.id).map((g) => g.groupId),
      });
    }
    return result;
  },

  async allPrograms(db: Executor): Promise<ProgramAccess[]> {
    const rows = await db.select({ id: programs.id }).from(programs);
    return [
      ...(
        await rundownsRepository.programAccess(
          db,
          rows.map((r) => r.id),
        )
      ).values(),
    ];
  },

  /** The rundown a block belongs to. */
  async rundownIdOfBlock(db: Executor, blockId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ rundownId: blocks.rundownId })
      .from(blocks)
      .where(eq(blocks.id, blockId));
    return row?.rundownId;
  },

  /** The rundowns live stories belong to (stories outside a block or excluded are left out). */
  async rundownIdsOfStories(db: Executor, storyIds: number[]): Promise<Map<number, number>> {
    if (storyIds.length === 0) return new Map();
    const rows = await db
      .select({ storyId: stories.id, rundownId: blocks.rundownId })
      .from(stories)
      .innerJoin(blocks, eq(blocks.id, stories.blockId))
      .where(and(inArray(stories.id, storyIds), eq(stories.excluded, false)));
    return new Map(rows.map((r) => [r.storyId, r.rundownId]));
  },

  async insertRundown(tx: Executor, values: typeof rundowns.$inferInsert): Promise<RundownRow> {
    const [row] = await tx.insert(rundowns).values(values).returning();
    return row!;
  },

  /** Inserts unless the program already has a rundown on that date (then undefined). */
  async insertRundownIfAbsent(
    tx: Executor,
    values: typeof rundowns.$inferInsert,
  ): Promise<RundownRow | undefined> {
    const [row] = await tx.insert(rundowns).values(values).onConflictDoNothing().returning();
    return row;
  },

  async updateRundown(
    tx: Executor,
    id: number,
    values: Partial<typeof rundowns.$inferInsert>,
  ): Promise<void> {
    await tx.update(rundowns).set(values).where(eq(rundowns.id, id));
  },

  /** Bumps the rundown's version (every mutation); returns the new version. */
  async bumpVersion(tx: Executor, id: number, now: Date): Promise<number> {
    const [row] = await tx
      .update(rundowns)
      .set({ version: sql`${rundowns.version} + 1`, updatedAt: now })
      .where(eq(rundowns.id, id))
      .returning({ version: rundowns.version });
    return row!.version;
  },

  async insertBlock(tx: Executor, values: typeof blocks.$inferInsert): Promise<BlockRow> {
    const [row] = await tx.insert(blocks).values(values).returning();
    return row!;
  },

  async updateBlock(
    tx: Executor,
    id: number,
    values: Partial<typeof blocks.$inferInsert>,
  ): Promise<void> {
    await tx
      .update(blocks)
      .set({ ...values, version: sql`${blocks.version} + 1`, updatedAt: sql`now()` })
      .where(eq(blocks.id, id));
  },

  async setBlockIndexes(tx: Executor, ordered: { id: number; index: number }[]): Promise<void> {
    if (ordered.length === 0) return;
    const cases = sql.join(
      ordered.map((b) => sql`WHEN ${b.id} THEN ${b.index}::integer`),
      sql` `,
    );
    await tx
      .update(blocks)
      .set({ index: sql`CASE ${blocks.id} ${cases} END`, version: sql`${blocks.version} + 1` })
      .where(
        inArray(
          blocks.id,
          ordered.map((b) => b.id),
        ),
      );
  },

  async deleteBlock(tx: Executor, id: number): Promise<void> {
    await rundownsRepository.detachRemovedStories(tx, sql`${stories.blockId} = ${id}`);
    await tx.delete(blocks).where(eq(blocks.id, id));
  },

  async deleteBlocksOf(tx: Executor, rundownId: number): Promise<void> {
    await rundownsRepository.detachRemovedStories(
      tx,
      sql`${stories.blockId} IN (SELECT x.id FROM blocks x WHERE x.rundown_id = ${rundownId})`,
    );
    await tx.delete(blocks).where(eq(blocks.rundownId, rundownId));
  },

  /**
   * Removed stories of blocks about to be deleted leave them (no block, the rundown's date) so
   * the trash keeps them and a restore puts them in the drawer.
   */
  async detachRemovedStories(tx: Executor, ofBlocks: SQL): Promise<void> {
    await tx.execute(sql`
      UPDATE stories SET block_id = NULL, date = r.date, page = ''
      FROM blocks b JOIN rundowns r ON r.id = b.rundown_id
      WHERE b.id = stories.block_id AND stories.excluded AND ${ofBlocks}`);
  },

  /** A live story (answer columns) of a block, with its block's rundown. */
  async findStoryInRundown(
    db: Executor,
    storyId: number,
  ): Promise<{ story: StoryViewRecord; rundownId: number } | undefined> {
    const [row] = await db
      .select({ story: STORY_VIEW_COLUMNS, rundownId: blocks.rundownId })
      .from(stories)
      .innerJoin(blocks, eq(blocks.id, stories.blockId))
      .where(and(eq(stories.id, storyId), eq(stories.excluded, false)));
    return row;
  },

  /** Writes a story like updateStory and answers its answer columns as now stored. */
  async updateStoryReturning(
    tx: Executor,
    id: number,
    values: Partial<typeof stories.$inferInsert>,
  ): Promise<StoryViewRecord | undefined> {
    const [row] = await tx
      .update(stories)
      .set({ ...values, version: sql`${stories.version} + 1`, updatedAt: sql`now()` })
      .where(eq(stories.id, id))
      .returning(STORY_VIEW_COLUMNS);
    return row;
  },

  /** A story row locked for the rest of the transaction (excluded ones too). */
  async lockStory(tx: Executor, id: number): Promise<StoryRowRecord | undefined> {
    const [row] = await tx.select().from(stories).where(eq(stories.id, id)).for('update');
    return row;
  },

  async insertStories(
    tx: Executor,
    values: (typeof stories.$inferInsert)[],
  ): Promise<StoryRowRecord[]> {
    if (values.length === 0) return [];
    return tx.insert(stories).values(values).returning();
  },

  async updateStory(
    tx: Executor,
    id: number,
    values: Partial<typeof stories.$inferInsert>,
  ): Promise<void> {
    await tx
      .update(stories)
      .set({ ...values, version: sql`${stories.version} + 1`, updatedAt: sql`now()` })
      .where(eq(stories.id, id));
  },

  async updateStories(
    tx: Executor,
    ids: number[],
    values: Partial<typeof stories.$inferInsert>,
  ): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(stories)
      .set({ ...values, version: sql`${stories.version} + 1`, updatedAt: sql`now()` })
      .where(inArray(stories.id, ids));
  },

  /** Writes block and index of each placed story in one statement (only rows that changed). */
  async placeStories(
    tx: Executor,
    placed: { id: number; blockId: number; index: number }[],
  ): Promise<void> {
    if (placed.length === 0) return;
    const blockCases = sql.join(
      placed.map((p) => sql`WHEN ${p.id} THEN ${p.blockId}::integer`),
      sql` `,
    );
    const indexCases = sql.join(
      placed.map((p) => sql`WHEN ${p.id} THEN ${p.index}::integer`),
      sql` `,
    );
    await tx
      .update(stories)
      .set({
        blockId: sql`CASE ${stories.id} ${blockCases} END`,
        index: sql`CASE ${stories.id} ${indexCases} END`,
        version: sql`${stories.version} + 1`,
      })
      .where(
        inArray(
          stories.id,
          placed.map((p) => p.id),
        ),
      );
  },

  async findStories(db: Executor, ids: number[]): Promise<StoryRowRecord[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(stories)
      .where(and(inArray(stories.id, ids), eq(stories.excluded, false)));
  },

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
    storyId: number,
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

  async insertLog(tx: Executor, values: typeof rundownLogs.$inferInsert): Promise<void> {
    await tx.insert(rundownLogs).values(values);
  },

  async pageLogs(
    db: Executor,
    rundownId: number,
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
