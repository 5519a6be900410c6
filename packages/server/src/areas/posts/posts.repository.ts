import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PageQuery, PostFilterQuery } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/like';
import { posts, wordpressSites } from '../../platform/db/schema';
import { documentPeople } from '../../platform/documents/documentPeople';
import { documentTable, pageOf } from '../../platform/documents/documentTable';

/** The only Drizzle code of posts: rows with their people and site, the filter, writes. */

export type PostRow = typeof posts.$inferSelect;
export type PostValues = Partial<typeof posts.$inferInsert>;

/** A post with what its answer shows besides its own columns. */
export type PostRecord = PostRow & {
  ownerNickname: string | null;
  changerNickname: string | null;
};

const people = documentPeople(posts, 'post');
const shared = documentTable(posts);

function recordSelect(db: Executor) {
  return people.join(
    db
      .select({ ...getTableColumns(posts), ...people.nicknames })
      .from(posts)
      .$dynamic(),
  );
}

/** Words of the caption, excerpt or tags; a private post's words match only for who sees it. */
function wordsMatch(actor: Actor, text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return sql`(immutable_unaccent(${posts.caption}) ILIKE immutable_unaccent(${pattern})
      OR immutable_unaccent(${posts.excerpt}) ILIKE immutable_unaccent(${pattern})
      OR immutable_unaccent(array_to_string(${posts.tags}, ' ')) ILIKE immutable_unaccent(${pattern}))
    AND (NOT ${posts.isPrivate} OR ${posts.ownerId} IS NULL OR ${posts.ownerId} = ${actor.userId}
         OR ${actor.userId} = ANY(${posts.allowedUserIds}))`;
}

/** The first instant of a day of the newsroom and of the day after another. */
export interface DayRange {
  from?: Date;
  toExclusive?: Date;
}

async function page(db: Executor, where: SQL | undefined, query: PageQuery) {
  return pageOf(
    db,
    posts,
    where,
    recordSelect(db).where(where).orderBy(desc(posts.updatedAt), desc(posts.id)),
    query,
  );
}

export const postsRepository = {
  async findRecord(db: Executor, id: number): Promise<PostRecord | undefined> {
    const [row] = await recordSelect(db).where(eq(posts.id, id));
    return row;
  },

  lockRow: shared.lockRow,
  insert: shared.insert,
  updateAtVersion: shared.updateAtVersion,
  update: shared.update,

  /** Live posts last changed in the range, matching the words and state; last changed first. */
  filter(db: Executor, actor: Actor, query: PostFilterQuery, range: DayRange) {
    const where = and(
      eq(posts.excluded, false),
      range.from ? gte(posts.updatedAt, range.from) : undefined,
      range.toExclusive ? lt(posts.updatedAt, range.toExclusive) : undefined,
      query.state ? eq(posts.publicationState, query.state) : undefined,
      wordsMatch(actor, query.filter),
    );
    return page(db, where, query);
  },

  /**
   * Takes the post for a publish or unpublish until `until`: no row when another one holds it.
   * Runs outside any longer transaction, so the claim is seen at once.
   */
  async claimPublish(db: Executor, id: number, now: Date, until: Date): Promise<boolean> {
    const rows = await db
      .update(posts)
      .set({ publishClaimUntil: until })
      .where(
        and(
          eq(posts.id, id),
          or(sql`${posts.publishClaimUntil} IS NULL`, lt(posts.publishClaimUntil, now)),
        ),
      )
      .returning({ id: posts.id });
    return rows.length > 0;
  },

  /** Lets the post go without changing its version (a failed call, or before the settle). */
  async releasePublish(db: Executor, id: number, values: PostValues = {}): Promise<void> {
    await db
      .update(posts)
      .set({ ...values, publishClaimUntil: null })
      .where(eq(posts.id, id));
  },

  /** The slug of a first create, kept before the site is called (no version change). */
  async keepSlug(db: Executor, id: number, slug: string): Promise<void> {
    await db.update(posts).set({ wordpressSlug: slug }).where(eq(posts.id, id));
  },

  /** Posts published or scheduled on a site. */
  async countOnSite(db: Executor, siteId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(posts)
      .where(
        and(
          eq(posts.wordpressId, siteId),
          inArray(posts.publicationState, ['published', 'scheduled']),
        ),
      );
    return row?.n ?? 0;
  },

  /** Whether a site exists, and whether it is switched on. */
  async siteState(db: Executor, siteId: number): Promise<'missing' | 'enabled' | 'disabled'> {
    const [row] = await db
      .select({ enabled: wordpressSites.enabled })
      .from(wordpressSites)
      .where(eq(wordpressSites.id, siteId));
    if (!row) return 'missing';
    return row.enabled ? 'enabled' : 'disabled';
  },
};
