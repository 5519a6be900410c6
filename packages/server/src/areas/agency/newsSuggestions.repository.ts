import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { NewsSuggestionInput } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { newsSuggestions, users } from '../../platform/db/schema';

/** A suggestion with its author's nickname. */
export type SuggestionRow = typeof newsSuggestions.$inferSelect & { authorNickname: string | null };

const withAuthor = {
  id: newsSuggestions.id,
  slug: newsSuggestions.slug,
  lead: newsSuggestions.lead,
  source: newsSuggestions.source,
  link: newsSuggestions.link,
  itemId: newsSuggestions.itemId,
  used: newsSuggestions.used,
  authorId: newsSuggestions.authorId,
  version: newsSuggestions.version,
  createdAt: newsSuggestions.createdAt,
  updatedAt: newsSuggestions.updatedAt,
  authorNickname: users.nickname,
};

/** Only this file touches the news suggestions. */
export const newsSuggestionsRepository = {
  async find(db: Executor, id: number): Promise<SuggestionRow | undefined> {
    const [row] = await db
      .select(withAuthor)
      .from(newsSuggestions)
      .leftJoin(users, eq(users.id, newsSuggestions.authorId))
      .where(eq(newsSuggestions.id, id));
    return row;
  },

  /** A page, newest first, optionally only used or unused ones. */
  async page(db: Executor, query: { used?: boolean; page: number; size: number }) {
    const where = query.used === undefined ? undefined : eq(newsSuggestions.used, query.used);
    const [rows, [count]] = await Promise.all([
      db
        .select(withAuthor)
        .from(newsSuggestions)
        .leftJoin(users, eq(users.id, newsSuggestions.authorId))
        .where(where)
        .orderBy(desc(newsSuggestions.createdAt), desc(newsSuggestions.id))
        .limit(query.size)
        .offset(query.page * query.size),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(newsSuggestions)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  async insert(
    tx: Executor,
    input: NewsSuggestionInput & { itemId: number | null },
    authorId: number,
  ): Promise<number> {
    const [row] = await tx
      .insert(newsSuggestions)
      .values({ ...input, authorId })
      .returning({ id: newsSuggestions.id });
    return row!.id;
  },

  async updateAtVersion(
    tx: Executor,
    id: number,
    version: number,
    values: Partial<NewsSuggestionInput> & { used?: boolean },
  ) {
    return tx
      .update(newsSuggestions)
      .set({ ...values, version: sql`${newsSuggestions.version} + 1`, updatedAt: new Date() })
      .where(and(eq(newsSuggestions.id, id), eq(newsSuggestions.version, version)))
      .returning({ id: newsSuggestions.id });
  },

  /** Deletes those of `ids` not used; answers the ids deleted. */
  async deleteUnused(tx: Executor, ids: readonly number[]): Promise<number[]> {
    const rows = await tx
      .delete(newsSuggestions)
      .where(and(inArray(newsSuggestions.id, [...ids]), eq(newsSuggestions.used, false)))
      .returning({ id: newsSuggestions.id });
    return rows.map((row) => row.id);
  },
};
