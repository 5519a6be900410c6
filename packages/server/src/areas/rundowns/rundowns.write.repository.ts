import type { BlockId, DisplayStatus, RundownId, StoryId } from '@newsroom/domain';
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { builtOnce, type BuiltOnce, type PlaceholdersOf } from '../../platform/db/builtOnce';
import type { Executor } from '../../platform/db/client';
import type { Queued } from '../../platform/db/executeAfter';
import { placeholdersOf, type HeldWrite } from '../../platform/db/heldWrites';
import { blocks, rundownLogs, rundowns, stories } from '../../platform/db/schema';
import {
  STORY_VIEW_COLUMNS,
  type BlockRow,
  type RundownRow,
  type StoryRowRecord,
  type StoryViewRecord,
} from './rundowns.rows';

/** Where a story goes: its block and its index there. */
export interface StoryPlacement {
  id: StoryId;
  blockId: BlockId;
  index: number;
}

/** A story placed by `placeStories`, with the version and xmin it was written at. */
export interface PlacedStory extends StoryPlacement {
  version: number;
  xmin: string;
}

/**
 * `placeStories`' statement: the same text for any number of stories. It answers one row, the
 * ids and versions written and their xmin (one statement's rows share it): a row per story costs
 * PGlite more than the update of it.
 */
const placeStoriesStatement = builtOnce(
  'place_stories',
  (db, p: PlaceholdersOf<{ ids: number[]; blockIds: number[]; indexes: number[] }>) => {
    const placed = db.$with('placed').as(
      db
        .update(stories)
        .set({
          blockId: sql`v."block_id"`,
          index: sql`v."index"`,
          version: sql`${stories.version} + 1`,
        })
        .from(
          sql`unnest(${p.ids}::integer[], ${p.blockIds}::integer[], ${p.indexes}::integer[]) AS v("id", "block_id", "index")`,
        )
        .where(sql`${stories.id} = v."id"`)
        .returning({
          id: stories.id,
          version: stories.version,
          xmin: sql<string>`${stories}.xmin::text`.as('xmin'),
        }),
    );
    return db
      .with(placed)
      .select({
        ids: sql<number[] | null>`array_agg(${placed.id})`,
        versions: sql<number[] | null>`array_agg(${placed.version})`,
        xmin: sql<string | null>`min(${placed.xmin})`,
      })
      .from(placed);
  },
);

/** A display status as written on a story, with the times that go with it. */
export interface StoryStatusWrite {
  id: StoryId;
  displayStatus: DisplayStatus;
  playTime: Date | null;
  stopTime: Date | null;
}

/**
 * A display status as a story's write stored it, with what the write answered: the version and
 * update time it gave and the row's xmin (its stamp with the version). Not the whole row: the rest
 * follows from the row before (see `TreeChanges.statuses`).
 */
export interface StoryStatusWritten extends StoryStatusWrite {
  version: number;
  updatedAt: Date;
  xmin: string;
}

/** The rundown's on-air marker columns (all null: nothing on air). */
export type OnAirMarker = Pick<
  RundownRow,
  'onAirEntity' | 'onAirId' | 'onAirStart' | 'onAirTotalMs'
>;

/** A block row as its write stored it, with its xmin (see `WrittenStory`). */
export interface WrittenBlock {
  row: BlockRow;
  xmin: string;
}

/** `writeStoryStatuses`' statement: the same text for any number of stories. */
const storyStatusesStatement = builtOnce(
  'story_statuses',
  (
    db,
    p: PlaceholdersOf<{
      ids: number[];
      statuses: string[];
      playTimes: (string | null)[];
      stopTimes: (string | null)[];
    }>,
  ) =>
    db
      .update(stories)
      .set({
        displayStatus: sql`v."status"`,
        playTime: sql`v."play_time"`,
        stopTime: sql`v."stop_time"`,
        version: sql`${stories.version} + 1`,
        updatedAt: sql`now()`,
      })
      .from(
        sql`unnest(${p.ids}::integer[], ${p.statuses}::text[], ${p.playTimes}::timestamptz[], ${p.stopTimes}::timestamptz[]) AS v("id", "status", "play_time", "stop_time")`,
      )
      .where(sql`${stories.id} = v."id"`)
      .returning({
        id: stories.id,
        version: stories.version,
        updatedAt: stories.updatedAt,
        xmin: sql<string>`${stories}.xmin::text`,
      }),
);

/** A rundown log row as a mutation writes it (its id is the table's). */
export type RundownLogEntry = Omit<typeof rundownLogs.$inferInsert, 'id' | 'createdAt'> & {
  createdAt: Date;
};
const LOG_COLUMNS = [
  'rundownId',
  'action',
  'entity',
  'entityId',
  'label',
  'details',
  'userId',
  'nickname',
  'createdAt',
] as const satisfies (keyof RundownLogEntry)[];

/** The name of a rundown's held version bump in the statement that carries it. */
export const bumpName = (rundownId: number) => `held_bump_${rundownId}`;

type BlockValues = Partial<typeof blocks.$inferInsert>;
type BlockUpdate = (
  db: Executor,
  values: BlockValues & { id: number },
) => Promise<(BlockRow & { xmin: string })[]>;
const blockUpdates = new Map<string, BlockUpdate>();

/**
 * `updateBlock`'s statement for these columns, built once per set of columns (as stories'); the
 * `cleared` ones are set to null in its text (a placeholder's column encoder refuses null).
 */
function blockUpdateStatement(columns: string[], cleared: string[]): BlockUpdate {
  const key = `${[...columns].sort().join(',')}|${[...cleared].sort().join(',')}`;
  let update = blockUpdates.get(key);
  if (!update) {
    update = builtOnce(
      `block_update_${blockUpdates.size}`,
      (db, p: PlaceholdersOf<BlockValues & { id: number }>) => {
        const set: Record<string, unknown> = {};
        for (const column of columns) set[column] = p[column as keyof BlockValues];
        for (const column of cleared) set[column] = null;
        return db
          .update(blocks)
          .set({ ...set, version: sql`${blocks.version} + 1`, updatedAt: sql`now()` })
          .where(eq(blocks.id, p.id))
          .returning({ ...getTableColumns(blocks), xmin: sql<string>`${blocks}.xmin::text` });
      },
    );
    blockUpdates.set(key, update);
  }
  return update;
}

/** Columns of a story to write. */
export type StoryValues = Partial<typeof stories.$inferInsert>;
type StoryUpdate = BuiltOnce<
  StoryValues & { id: number; overVersion: number | undefined },
  StoryViewRecord[]
>;
const storyUpdates = new Map<string, StoryUpdate>();

/** The columns `values` writes (those not undefined). */
function columnsOf(values: StoryValues): string[] {
  return Object.keys(values).filter((column) => values[column as keyof StoryValues] !== undefined);
}

/**
 * `updateStoryReturning`'s statement for these columns, built once per set of columns (a field
 * patch writes one of a few fields, each a statement of its own).
 */
function storyUpdateStatement(columns: string[], overVersion: boolean): StoryUpdate {
  const key = `${[...columns].sort().join(',')}|${overVersion}`;
  let update = storyUpdates.get(key);
  if (!update) {
    update = builtOnce(
      `story_update_${storyUpdates.size}`,
      (db, p: PlaceholdersOf<StoryValues & { id: number; overVersion: number | undefined }>) => {
        const set: Record<string, unknown> = {};
        for (const column of columns) set[column] = p[column as keyof StoryValues];
        return db
          .update(stories)
          .set({ ...set, version: sql`${stories.version} + 1`, updatedAt: sql`now()` })
          .where(
            overVersion
              ? and(eq(stories.id, p.id), eq(stories.version, p.overVersion))
              : eq(stories.id, p.id),
          )
          .returning(STORY_VIEW_COLUMNS);
      },
    );
    storyUpdates.set(key, update);
  }
  return update;
}

/**
 * The write side of the rundowns repository: rundowns (and their version), blocks, the stories
 * placed in them and the rundown log. Every function runs inside the caller's transaction, after
 * `lockRundown`. Composed into `rundownsRepository`, which is what callers use.
 */
export const rundownsWriteRepository = {
  /** Inserts a rundown and answers it. */
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

  /** Writes rundown columns (the version is bumped apart, by the mutation's held bump). */
  async updateRundown(
    tx: Executor,
    id: number,
    values: Partial<typeof rundowns.$inferInsert>,
  ): Promise<void> {
    await tx.update(rundowns).set(values).where(eq(rundowns.id, id));
  },

  /** Writes rundown columns and answers the row as stored (its version not bumped yet). */
  async updateRundownReturning(
    tx: Executor,
    id: number,
    values: Partial<typeof rundowns.$inferInsert>,
  ): Promise<RundownRow | undefined> {
    const [row] = await tx.update(rundowns).set(values).where(eq(rundowns.id, id)).returning();
    return row;
  },

  /**
   * The rundown's version bump, held for its event's statement (every mutation sends one), with
   * the on-air marker when the mutation moved it (off air: its columns cleared).
   */
  bumpVersionWrite(id: number, now: Date, marker?: OnAirMarker): HeldWrite {
    const on = marker && marker.onAirEntity !== null;
    return {
      name: bumpName(id),
      shape: marker ? (on ? 'rundown_bump_on_air' : 'rundown_bump_off_air') : 'rundown_bump',
      values: on ? { id, now, ...marker } : { id, now },
      build: (tx, p) =>
        tx
          .update(rundowns)
          .set({
            version: sql`${rundowns.version} + 1`,
            updatedAt: sql`${p('now')}`,
            ...(marker
              ? {
                  onAirEntity: on ? sql`${p('onAirEntity')}` : null,
                  onAirId: on ? sql`${p('onAirId')}` : null,
                  onAirStart: on ? sql`${p('onAirStart')}` : null,
                  onAirTotalMs: on ? sql`${p('onAirTotalMs')}` : null,
                }
              : {}),
          })
          .where(eq(rundowns.id, p('id')))
          .returning({ id: rundowns.id, version: rundowns.version }),
    };
  },

  /** Inserts a block and answers it. */
  async insertBlock(tx: Executor, values: typeof blocks.$inferInsert): Promise<BlockRow> {
    const [row] = await tx.insert(blocks).values(values).returning();
    return row!;
  },

  /** Writes block columns and bumps the block's version; answers the row as written. */
  async updateBlock(
    tx: Executor,
    id: number,
    values: BlockValues,
  ): Promise<WrittenBlock | undefined> {
    const keys = Object.keys(values) as (keyof BlockValues)[];
    const columns = keys.filter(
      (column) => values[column] !== undefined && values[column] !== null,
    );
    const cleared = keys.filter((column) => values[column] === null);
    const [stored] = await blockUpdateStatement(columns, cleared)(tx, { ...values, id });
    if (!stored) return undefined;
    const { xmin, ...row } = stored;
    return { row, xmin };
  },

  /** Writes the index of each block in one statement. */
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

  /** Deletes a block; its removed stories stay in the trash. */
  async deleteBlock(tx: Executor, id: number): Promise<void> {
    await rundownsWriteRepository.detachRemovedStories(tx, sql`${stories.blockId} = ${id}`);
    await tx.delete(blocks).where(eq(blocks.id, id));
  },

  /** Deletes every block of a rundown; their removed stories stay in the trash. */
  async deleteBlocksOf(tx: Executor, rundownId: RundownId): Promise<void> {
    await rundownsWriteRepository.detachRemovedStories(
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

  /** Writes a story like updateStory and answers its answer columns as now stored. */
  async updateStoryReturning(
    tx: Executor,
    id: number,
    values: StoryValues,
    /** Write only over this version (none written otherwise). */
    overVersion?: number,
  ): Promise<StoryViewRecord | undefined> {
    const [row] = await storyUpdateStatement(columnsOf(values), overVersion !== undefined)(tx, {
      ...values,
      id,
      overVersion,
    });
    return row;
  },

  /** `updateStoryReturning`'s statement (over any version), to run behind another (`after`). */
  storyUpdateBehind(tx: Executor, id: number, values: StoryValues): Queued<StoryViewRecord[]> {
    return storyUpdateStatement(columnsOf(values), false).queued(tx, {
      ...values,
      id,
      overVersion: undefined,
    });
  },

  /** A story row locked for the rest of the transaction (excluded ones too). */
  async lockStory(tx: Executor, id: number): Promise<StoryRowRecord | undefined> {
    const [row] = await tx.select().from(stories).where(eq(stories.id, id)).for('update');
    return row;
  },

  /** Inserts stories and answers them. */
  async insertStories(
    tx: Executor,
    values: (typeof stories.$inferInsert)[],
  ): Promise<StoryRowRecord[]> {
    if (values.length === 0) return [];
    return tx.insert(stories).values(values).returning();
  },

  /** Writes story columns and bumps the story's version. */
  updateStory(tx: Executor, id: number, values: Partial<typeof stories.$inferInsert>) {
    return rundownsWriteRepository.updateStories(tx, [id], values);
  },

  /** Writes the same columns on several stories, bumping each one's version. */
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

  /**
   * Writes block and index of each placed story in one statement (only rows that changed),
   * bumping each one's version; answers each row's new version and xmin (its stamp).
   */
  async placeStories(tx: Executor, placed: readonly StoryPlacement[]): Promise<PlacedStory[]> {
    if (placed.length === 0) return [];
    const [written] = await placeStoriesStatement(tx, {
      ids: placed.map((p) => p.id),
      blockIds: placed.map((p) => p.blockId),
      indexes: placed.map((p) => p.index),
    });
    const { ids, versions, xmin } = written!;
    if (!ids || !versions || xmin === null) return [];
    const byId = new Map(placed.map((p) => [p.id, p]));
    return ids.map((id, i) => ({ ...byId.get(id)!, version: versions[i]!, xmin }));
  },

  /**
   * Writes each story's display status and times in one statement, bumping each one's version;
   * answers each status written with its version, update time and xmin (stories not found: none).
   */
  async writeStoryStatuses(
    tx: Executor,
    writes: readonly StoryStatusWrite[],
  ): Promise<StoryStatusWritten[]> {
    if (writes.length === 0) return [];
    const stored = await storyStatusesStatement(tx, {
      ids: writes.map((w) => w.id),
      statuses: writes.map((w) => w.displayStatus),
      playTimes: writes.map((w) => w.playTime?.toISOString() ?? null),
      stopTimes: writes.map((w) => w.stopTime?.toISOString() ?? null),
    });
    const byId = new Map(writes.map((write) => [write.id, write]));
    return stored.map((row) => ({ ...byId.get(row.id)!, ...row }));
  },

  /** Log rows, held for the mutation's event statement. */
  logsWrite(rows: RundownLogEntry[]): HeldWrite {
    const values: Record<string, unknown> = {};
    rows.forEach((row, i) => {
      for (const column of LOG_COLUMNS) values[`${column}${i}`] = row[column] ?? null;
    });
    return {
      name: 'held_logs',
      // Statements of up to four rows are kept (a move logs one row per story it moves).
      shape: rows.length <= 4 ? `rundown_logs${rows.length}` : null,
      values,
      build: (tx, p) =>
        tx
          .insert(rundownLogs)
          .values(
            rows.map((_, i) =>
              placeholdersOf(LOG_COLUMNS, p, String(i)),
            ) as unknown as (typeof rundownLogs.$inferInsert)[],
          )
          .returning({ id: rundownLogs.id }),
    };
  },
};
