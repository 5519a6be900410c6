import { and, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { foldedContains } from '../../platform/db/like';
import { agencyItems, agencySources } from '../../platform/db/schema';

export type ItemInsert = typeof agencyItems.$inferInsert;
/** An item with its source's name. */
export type ItemRow = Omit<typeof agencyItems.$inferSelect, 'excluded' | 'updatedAt'> & {
  sourceName: string;
};

const withSource = {
  id: agencyItems.id,
  sourceId: agencyItems.sourceId,
  network: agencyItems.network,
  identity: agencyItems.identity,
  title: agencyItems.title,
  summary: agencyItems.summary,
  text: agencyItems.text,
  link: agencyItems.link,
  author: agencyItems.author,
  imageUrl: agencyItems.imageUrl,
  publishedAt: agencyItems.publishedAt,
  flash: agencyItems.flash,
  used: agencyItems.used,
  fetchedAt: agencyItems.fetchedAt,
  sourceName: agencySources.name,
};

/** What a lane shows: its sources and categories' sources, its term and the query's. */
export interface ItemFilter {
  sourceIds: readonly number[];
  categoryIds: readonly number[];
  terms: readonly string[];
  flashOnly: boolean;
  page: number;
  size: number;
}

/** Every word of the term, in the title or the text (accents and case ignored). */
function termCondition(term: string): SQL | undefined {
  const words = term.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(foldedContains(agencyItems.title, word), foldedContains(agencyItems.text, word)),
    ),
  );
}

/** Only this file touches the agency's items. */
export const agencyItemsRepository = {
  /** Stores the items not stored yet (by source and identity); answers the new ones. */
  async insertNew(tx: Executor, items: ItemInsert[]): Promise<number[]> {
    if (items.length === 0) return [];
    const rows = await tx
      .insert(agencyItems)
      .values(items)
      .onConflictDoNothing({ target: [agencyItems.sourceId, agencyItems.identity] })
      .returning({ id: agencyItems.id });
    return rows.map((row) => row.id);
  },

  async byIds(db: Executor, ids: readonly number[]): Promise<ItemRow[]> {
    if (ids.length === 0) return [];
    return db
      .select(withSource)
      .from(agencyItems)
      .innerJoin(agencySources, eq(agencySources.id, agencyItems.sourceId))
      .where(inArray(agencyItems.id, [...ids]))
      .orderBy(desc(agencyItems.publishedAt), desc(agencyItems.id));
  },

  async find(db: Executor, id: number): Promise<ItemRow | undefined> {
    const [row] = await this.byIds(db, [id]);
    return row;
  },

  /** A lane's page, newest first; empty when it names no source nor category. */
  async page(db: Executor, filter: ItemFilter): Promise<{ rows: ItemRow[]; total: number }> {
    if (filter.sourceIds.length === 0 && filter.categoryIds.length === 0)
      return { rows: [], total: 0 };
    const from = or(
      filter.sourceIds.length > 0
        ? inArray(agencyItems.sourceId, [...filter.sourceIds])
        : undefined,
      filter.categoryIds.length > 0
        ? inArray(agencySources.categoryId, [...filter.categoryIds])
        : undefined,
    );
    const where = and(
      from,
      filter.flashOnly ? eq(agencyItems.flash, true) : undefined,
      ...filter.terms.map(termCondition),
    );
    const [rows, [count]] = await Promise.all([
      db
        .select(withSource)
        .from(agencyItems)
        .innerJoin(agencySources, eq(agencySources.id, agencyItems.sourceId))
        .where(where)
        .orderBy(desc(agencyItems.publishedAt), desc(agencyItems.id))
        .limit(filter.size)
        .offset(filter.page * filter.size),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(agencyItems)
        .innerJoin(agencySources, eq(agencySources.id, agencyItems.sourceId))
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  /** Marks an item used; answers whether it was not yet. */
  async markUsed(tx: Executor, id: number): Promise<boolean> {
    const rows = await tx
      .update(agencyItems)
      .set({ used: true })
      .where(and(eq(agencyItems.id, id), eq(agencyItems.used, false)))
      .returning({ id: agencyItems.id });
    return rows.length > 0;
  },

  /** Deletes the unused items fetched before `before`; answers their ids. */
  async purgeUnused(tx: Executor, before: Date): Promise<number[]> {
    const rows = await tx
      .delete(agencyItems)
      .where(and(eq(agencyItems.used, false), lt(agencyItems.fetchedAt, before)))
      .returning({ id: agencyItems.id });
    return rows.map((row) => row.id);
  },

  /** The ids of a source's items. */
  async idsOfSource(db: Executor, sourceId: number): Promise<number[]> {
    const rows = await db
      .select({ id: agencyItems.id })
      .from(agencyItems)
      .where(eq(agencyItems.sourceId, sourceId));
    return rows.map((row) => row.id);
  },
};
