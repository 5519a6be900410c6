import { readWordsOf, type RundownId, type Section } from '@newsroom/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { builtOnce, type PlaceholdersOf } from '../../platform/db/builtOnce';
import type { Executor } from '../../platform/db/client';
import {
  blocks,
  branches,
  documentTypes,
  rundowns,
  stories,
  users,
} from '../../platform/db/schema';

/** A stored story row. */
export type StoryRecordRow = typeof stories.$inferSelect;

/** A story with where it lives and the nicknames the document shows. */
export interface StoryRecord {
  /** The story's id, version and trash flag, as the document kernel reads every record. */
  id: number;
  version: number;
  excluded: boolean;
  story: StoryRecordRow;
  /** The rundown of its block (null in the drawer). */
  rundownId: RundownId | null;
  /** The rundown's date (null in the drawer: the story's own date applies). */
  rundownDate: string | null;
  /** The rundown's program (null in the drawer: the story's own program applies). */
  rundownProgramId: number | null;
  /** Its rundown is closed as displayed (nothing changes any more). */
  displayed: boolean;
  /** Its block is the rundown's Standby block (the last one). */
  inStandbyBlock: boolean;
  /** Its block is put on standby. */
  blockOnStandBy: boolean;
  ownerNickname: string | null;
  changedByNickname: string | null;
}

const owner = alias(users, 'story_owner');
const changer = alias(users, 'story_changer');

function selectRecords(db: Executor) {
  return db
    .select({
      story: stories,
      rundownId: blocks.rundownId,
      rundownDate: rundowns.date,
      rundownProgramId: rundowns.programId,
      displayed: rundowns.displayed,
      blockOnStandBy: blocks.standBy,
      inStandbyBlock: sql<boolean>`coalesce(${blocks.index} = (select max(b2.index) from ${blocks} b2 where b2.rundown_id = ${blocks.rundownId}), false)`,
      ownerNickname: owner.nickname,
      changedByNickname: changer.nickname,
    })
    .from(stories)
    .leftJoin(blocks, eq(blocks.id, stories.blockId))
    .leftJoin(rundowns, eq(rundowns.id, blocks.rundownId))
    .leftJoin(owner, eq(owner.id, stories.ownerId))
    .leftJoin(changer, eq(changer.id, stories.changedById));
}

/** `findRecord`'s statement: opening, saving, indexing and locking a story all read it. */
const recordStatement = builtOnce('story_record', (db, p: PlaceholdersOf<{ id: number }>) =>
  selectRecords(db).where(eq(stories.id, p.id)),
);

type SelectedRecord = Awaited<ReturnType<ReturnType<typeof selectRecords>['where']>>[number];

function toRecord(row: SelectedRecord): StoryRecord {
  return {
    id: row.story.id,
    version: row.story.version,
    excluded: row.story.excluded,
    story: row.story,
    rundownId: row.rundownId ?? null,
    rundownDate: row.rundownDate ?? null,
    rundownProgramId: row.rundownProgramId ?? null,
    displayed: row.displayed ?? false,
    inStandbyBlock: row.inStandbyBlock === true,
    blockOnStandBy: row.blockOnStandBy ?? false,
    ownerNickname: row.ownerNickname ?? null,
    changedByNickname: row.changedByNickname ?? null,
  };
}

/** The only Drizzle code of the story document. */
/** Values to write, with the word counts of the sections when they are written (see the column). */
function withReadWords(
  values: Partial<typeof stories.$inferInsert>,
): Partial<typeof stories.$inferInsert> {
  return Array.isArray(values.sections)
    ? { ...values, readWords: readWordsOf(values.sections as Section[]) }
    : values;
}

export const storyRepository = {
  async findRecord(db: Executor, id: number): Promise<StoryRecord | undefined> {
    const [row] = await recordStatement(db, { id });
    return row ? toRecord(row) : undefined;
  },

  async findRecords(db: Executor, ids: number[]): Promise<StoryRecord[]> {
    if (ids.length === 0) return [];
    const rows = await selectRecords(db).where(inArray(stories.id, ids));
    return rows.map(toRecord);
  },

  /** Locks the story row for the transaction (drawer stories, which no rundown lock covers). */
  async lockStory(tx: Executor, id: number): Promise<void> {
    await tx.select({ id: stories.id }).from(stories).where(eq(stories.id, id)).for('update');
  },

  /** Writes over `version` (bumping it); no row back means the stored version differs. */
  async updateAtVersion(
    tx: Executor,
    id: number,
    version: number,
    values: Partial<typeof stories.$inferInsert>,
    now: Date,
  ): Promise<{ id: number }[]> {
    return tx
      .update(stories)
      .set({ ...withReadWords(values), version: sql`${stories.version} + 1`, updatedAt: now })
      .where(and(eq(stories.id, id), eq(stories.version, version)))
      .returning({ id: stories.id });
  },

  /** Writes and bumps the version (device traffic, sharing: no version check). */
  async update(
    tx: Executor,
    id: number,
    values: Partial<typeof stories.$inferInsert>,
    now: Date,
  ): Promise<void> {
    await tx
      .update(stories)
      .set({ ...withReadWords(values), version: sql`${stories.version} + 1`, updatedAt: now })
      .where(eq(stories.id, id));
  },

  /** The ids among `ids` that are no user. */
  async missingUsers(db: Executor, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    const known = new Set(found.map((r) => r.id));
    return ids.filter((id) => !known.has(id));
  },

  async typeExists(db: Executor, id: number): Promise<boolean> {
    const [row] = await db
      .select({ id: documentTypes.id })
      .from(documentTypes)
      .where(eq(documentTypes.id, id));
    return row !== undefined;
  },

  async branchExists(db: Executor, id: number): Promise<boolean> {
    const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, id));
    return row !== undefined;
  },
};
