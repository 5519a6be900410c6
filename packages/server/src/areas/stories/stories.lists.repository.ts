import type { BlockId, RundownId } from '@newsroom/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StoryFilter } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { blocks, programs, rundowns, stories, users } from '../../platform/db/schema';
import { rundownsRepository } from '../rundowns';

/**
 * The only Drizzle code of the story lists, the drawer and the sources: stories with where they
 * are (block, rundown, date of either), who changed them last, filtered and paged.
 */

/** A stored story. */
export type StoryRecord = typeof stories.$inferSelect;

const changer = alias(users, 'story_changer');
const owner = alias(users, 'story_owner');

/** The program of a story: its rundown's, or its own in the drawer. */
const programOf = sql<number | null>`coalesce(${rundowns.programId}, ${stories.programId})`;
/** The date of a story: its rundown's, or its own in the drawer. */
const dateOf = sql<string | null>`coalesce(${rundowns.date}, ${stories.date})`;
/** The story's block is the last of its rundown (the Standby block). */
const inStandbyBlock = sql<boolean>`(${blocks.id} IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM blocks nb WHERE nb.rundown_id = ${blocks.rundownId}
    AND (nb.index > ${blocks.index} OR (nb.index = ${blocks.index} AND nb.id > ${blocks.id}))))`;
const inStandby = sql<boolean>`(coalesce(${blocks.standBy}, false) OR ${inStandbyBlock})`;

/** What every list and document reads besides the story's own columns. */
const placement = {
  rundownId: blocks.rundownId,
  rundownDate: rundowns.date,
  rundownProgramId: rundowns.programId,
  rundownDisplayed: rundowns.displayed,
  inStandby,
  changerNickname: changer.nickname,
  ownerNickname: owner.nickname,
};

/** A story with its placement, as the presenters read it. */
export type PlacedStoryRecord = StoryRecord & {
  rundownId: RundownId | null;
  rundownDate: string | null;
  rundownProgramId: number | null;
  rundownDisplayed: boolean | null;
  inStandby: boolean;
  changerNickname: string | null;
  ownerNickname: string | null;
};

function placedSelect(db: Executor) {
  return db
    .select({ ...getTableColumns(stories), ...placement })
    .from(stories)
    .leftJoin(blocks, eq(blocks.id, stories.blockId))
    .leftJoin(rundowns, eq(rundowns.id, blocks.rundownId))
    .leftJoin(changer, eq(changer.id, stories.changedById))
    .leftJoin(owner, eq(owner.id, stories.ownerId));
}

/** How many stories (placed in their block and rundown, as the lists filter them) match. */
async function countPlaced(db: Executor, where: SQL | undefined): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(stories)
    .leftJoin(blocks, eq(blocks.id, stories.blockId))
    .leftJoin(rundowns, eq(rundowns.id, blocks.rundownId))
    .where(where);
  return total?.n ?? 0;
}

/** Stories of programs the actor may see: no program, an open program or one of their groups'. */
function ofVisiblePrograms(actor: Actor): SQL | undefined {
  if (actor.isRoot) return undefined;
  const member =
    actor.groupIds.length > 0
      ? sql` OR EXISTS (SELECT 1 FROM program_groups vg WHERE vg.program_id = ${programOf}
               AND vg.group_id IN (${sql.join(
                 actor.groupIds.map((id) => sql`${id}`),
                 sql`, `,
               )}))`
      : sql``;
  return sql`(${programOf} IS NULL
    OR NOT EXISTS (SELECT 1 FROM program_groups og WHERE og.program_id = ${programOf})${member})`;
}

/** Slug contains the text, ignoring accents and case; private slugs match only for who sees them. */
function slugMatches(actor: Actor, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  return sql`immutable_unaccent(${stories.slug}) ILIKE immutable_unaccent(${containsPattern(text)})
    AND (NOT ${stories.isPrivate} OR ${stories.ownerId} IS NULL OR ${stories.ownerId} = ${actor.userId}
         OR ${actor.userId} = ANY(${stories.allowedUserIds}))`;
}

/** The condition of each list filter (spec 1 §4). */
const FILTER_CONDITIONS: Record<StoryFilter, SQL> = {
  ALL: sql`true`,
  DRAWER: sql`${stories.blockId} IS NULL`,
  STAND_BY: sql`${stories.blockId} IS NOT NULL AND ${inStandby}`,
  DISPLAYED: sql`${stories.displayStatus} = 'stop'`,
};

/** The criteria shared by the filtered list and the counter. */
export interface StoryCriteria {
  date?: string | undefined;
  programId?: number | undefined;
  text?: string | undefined;
}

function criteria(actor: Actor, query: StoryCriteria): (SQL | undefined)[] {
  return [
    eq(stories.excluded, false),
    ofVisiblePrograms(actor),
    query.date ? sql`${dateOf} = ${query.date}` : undefined,
    query.programId ? sql`${programOf} = ${query.programId}` : undefined,
    slugMatches(actor, query.text),
  ];
}

const listOrder = [
  sql`${dateOf} DESC NULLS LAST`,
  sql`${programs.name} ASC NULLS FIRST`,
  sql`${blocks.index} ASC NULLS FIRST`,
  asc(stories.index),
  asc(stories.id),
];

export const storyListsRepository = {
  /** A page of live stories matching a filter; date desc, program, block, position, id. */
  async filter(
    db: Executor,
    actor: Actor,
    query: StoryCriteria & { filter: StoryFilter; page: number; size: number },
  ): Promise<{ rows: PlacedStoryRecord[]; total: number }> {
    const where = and(...criteria(actor, query), FILTER_CONDITIONS[query.filter]);
    const rows = await placedSelect(db)
      .leftJoin(programs, sql`${programs.id} = ${programOf}`)
      .where(where)
      .orderBy(...listOrder)
      .limit(query.size)
      .offset(query.page * query.size);
    return { rows, total: await countPlaced(db, where) };
  },

  /** How many live stories each filter lists, in one query. */
  async counter(
    db: Executor,
    actor: Actor,
    query: StoryCriteria,
  ): Promise<Record<StoryFilter, number>> {
    const n = (condition: SQL) => sql<number>`(count(*) FILTER (WHERE ${condition}))::int`;
    const [row] = await db
      .select({
        ALL: n(FILTER_CONDITIONS.ALL),
        DRAWER: n(FILTER_CONDITIONS.DRAWER),
        STAND_BY: n(FILTER_CONDITIONS.STAND_BY),
        DISPLAYED: n(FILTER_CONDITIONS.DISPLAYED),
      })
      .from(stories)
      .leftJoin(blocks, eq(blocks.id, stories.blockId))
      .leftJoin(rundowns, eq(rundowns.id, blocks.rundownId))
      .where(and(...criteria(actor, query)));
    return {
      ALL: row?.ALL ?? 0,
      DRAWER: row?.DRAWER ?? 0,
      STAND_BY: row?.STAND_BY ?? 0,
      DISPLAYED: row?.DISPLAYED ?? 0,
    };
  },

  /** A page of removed stories (the trash), latest removal first. */
  async excluded(
    db: Executor,
    actor: Actor,
    query: { text?: string | undefined; page: number; size: number },
  ): Promise<{ rows: PlacedStoryRecord[]; total: number }> {
    const where = and(
      eq(stories.excluded, true),
      ofVisiblePrograms(actor),
      slugMatches(actor, query.text),
    );
    const rows = await placedSelect(db)
      .where(where)
      .orderBy(desc(stories.updatedAt), desc(stories.id))
      .limit(query.size)
      .offset(query.page * query.size);
    return { rows, total: await countPlaced(db, where) };
  },

  /** Stories with their placement (excluded ones too), in the given order. */
  async placed(db: Executor, ids: number[]): Promise<PlacedStoryRecord[]> {
    if (ids.length === 0) return [];
    const rows = await placedSelect(db).where(inArray(stories.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  async placedOne(db: Executor, id: number): Promise<PlacedStoryRecord | undefined> {
    return (await storyListsRepository.placed(db, [id]))[0];
  },

  /** Locks story rows for the rest of the transaction (drawer moves re-check them under it). */
  async lockStories(tx: Executor, ids: number[]): Promise<StoryRecord[]> {
    if (ids.length === 0) return [];
    return tx.select().from(stories).where(inArray(stories.id, ids)).for('update');
  },

  /** Live drawer stories among the ids. */
  async drawerStories(db: Executor, ids: number[]): Promise<StoryRecord[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(stories)
      .where(and(inArray(stories.id, ids), isNull(stories.blockId), eq(stories.excluded, false)));
  },

  async insertStory(tx: Executor, values: typeof stories.$inferInsert): Promise<StoryRecord> {
    const [row] = await tx.insert(stories).values(values).returning();
    return row!;
  },

  /** Writes the same columns on several stories, bumping each one's version (the rundowns' own write). */
  updateStories: rundownsRepository.updateStories,

  /** The rundown of a block (with its date and whether it is displayed). */
  async blockPlacement(
    db: Executor,
    blockId: BlockId,
  ): Promise<{ rundownId: RundownId; displayed: boolean; date: string } | undefined> {
    const [row] = await db
      .select({ rundownId: rundowns.id, displayed: rundowns.displayed, date: rundowns.date })
      .from(blocks)
      .innerJoin(rundowns, eq(rundowns.id, blocks.rundownId))
      .where(eq(blocks.id, blockId));
    return row;
  },

  /** Live stories whose type or branch is the given one (admin "in use" counters). */
  async countByColumn(db: Executor, column: 'typeId' | 'branchId', id: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(stories)
      .where(and(eq(stories[column], id), eq(stories.excluded, false)));
    return row?.n ?? 0;
  },
};
