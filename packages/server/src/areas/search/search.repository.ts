import { and, count, eq, gt, inArray, asc, sql, type SQL } from 'drizzle-orm';
import type { SearchKind, SearchMode } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { programGroups, programs, searchDocuments, searchRebuilds } from '../../platform/db/schema';
import type { SearchTable } from '../../platform/search/registry';

/** The only Drizzle code of the search: the page of hits, the index state and the rebuild's walks. */

const sd = searchDocuments;
const CONFIG = sql.raw(`'public.nrcs_search'::regconfig`);
/** FUZZY: a word matches a word of the document from this trigram word similarity (one typo in 6+ letters). */
export const FUZZY_THRESHOLD = 0.5;
const HEADLINE_OPTIONS =
  'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/** What one search asks the index, already reduced to the caller's permissions. */
export interface SearchCriteria {
  kinds: SearchKind[];
  mode: SearchMode;
  /** The tsquery text (mode's joiner; SHOULD's for FUZZY, used to highlight). */
  tsquery: string;
  /** The folded words (FUZZY matches each by trigram word similarity). */
  terms: string[];
  from?: string | undefined;
  to?: string | undefined;
  programId?: number | undefined;
  authorId?: number | undefined;
  /** The caller: private documents only for their owner and allowed users. */
  userId: number;
  /** Programs the caller may access; null = every program (root). */
  programIds: number[] | null;
  page: number;
  size: number;
}

/** A row of the hits page. */
export interface HitRow {
  kind: string;
  documentId: number;
  title: string;
  date: string | null;
  programIds: number[];
  snippet: string;
  score: number;
}

function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

function conditions(c: SearchCriteria, query: SQL): SQL | undefined {
  const matches =
    c.mode === 'FUZZY'
      ? and(...c.terms.map((term) => sql`${term} <% ${sd.folded}`))
      : sql`${sd.tsv} @@ ${query}`;
  const visiblePrograms =
    c.programIds === null
      ? undefined
      : c.programIds.length === 0
        ? sql`cardinality(${sd.programIds}) = 0`
        : sql`(cardinality(${sd.programIds}) = 0 OR ${sd.programIds} && ARRAY[${idList(c.programIds)}]::integer[])`;
  return and(
    inArray(sd.kind, c.kinds),
    eq(sd.excluded, false),
    sql`(NOT ${sd.isPrivate} OR ${sd.ownerId} IS NULL OR ${sd.ownerId} = ${c.userId} OR ${c.userId} = ANY(${sd.allowedUserIds}))`,
    visiblePrograms,
    c.from ? sql`${sd.date} >= ${c.from}` : undefined,
    c.to ? sql`${sd.date} <= ${c.to}` : undefined,
    c.programId ? sql`${c.programId} = ANY(${sd.programIds})` : undefined,
    c.authorId ? eq(sd.ownerId, c.authorId) : undefined,
    matches,
  );
}

export const searchRepository = {
  /**
   * A page of hits, best first (then newest date, then id), with highlighted snippets. Run it in
   * a transaction: FUZZY sets its similarity threshold for the transaction.
   */
  async search(db: Executor, c: SearchCriteria): Promise<{ rows: HitRow[]; total: number }> {
    const query = sql`to_tsquery(${CONFIG}, ${c.tsquery})`;
    const score =
      c.mode === 'FUZZY'
        ? sql<number>`((${sql.join(
            c.terms.map((term) => sql`word_similarity(${term}, ${sd.folded})`),
            sql` + `,
          )}) / ${c.terms.length})::float8`
        : sql<number>`ts_rank(${sd.tsv}, ${query})::float8`;
    const where = conditions(c, query);
    if (c.mode === 'FUZZY') {
      // `<%` (trigram-indexed) compares with this setting; SET LOCAL ends with the transaction.
      await db.execute(
        sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`,
      );
    }
    const rows = await db
      .select({
        kind: sd.kind,
        documentId: sd.documentId,
        title: sd.title,
        date: sd.date,
        programIds: sd.programIds,
        snippet: sql<string>`ts_headline(${CONFIG}, CASE WHEN ${sd.body} = '' THEN ${sd.title} ELSE ${sd.body} END, ${query}, ${HEADLINE_OPTIONS})`,
        score,
      })
      .from(sd)
      .where(where)
      .orderBy(sql`${score} DESC`, sql`${sd.date} DESC NULLS LAST`, sql`${sd.id} DESC`)
      .limit(c.size)
      .offset(c.page * c.size);
    const [total] = await db.select({ n: count() }).from(sd).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Every program with the groups restricting it (none = open). */
  async programRestrictions(db: Executor): Promise<Map<number, number[]>> {
    const rows = await db
      .select({ id: programs.id, groupId: programGroups.groupId })
      .from(programs)
      .leftJoin(programGroups, eq(programGroups.programId, programs.id));
    const result = new Map<number, number[]>();
    for (const row of rows) {
      const groups = result.get(row.id) ?? [];
      if (row.groupId !== null) groups.push(row.groupId);
      result.set(row.id, groups);
    }
    return result;
  },

  /** Index rows per kind. */
  async counts(db: Executor): Promise<Map<string, number>> {
    const rows = await db.select({ kind: sd.kind, n: count() }).from(sd).groupBy(sd.kind);
    return new Map(rows.map((row) => [row.kind, row.n]));
  },

  async rebuilds(db: Executor) {
    return db.select().from(searchRebuilds);
  },

  async markStarted(db: Executor, kind: SearchKind, at: Date): Promise<void> {
    await db
      .insert(searchRebuilds)
      .values({ kind, startedAt: at, finishedAt: null })
      .onConflictDoUpdate({
        target: searchRebuilds.kind,
        set: { startedAt: at, finishedAt: null },
      });
  },

  async markFinished(db: Executor, kind: SearchKind, at: Date): Promise<void> {
    await db.update(searchRebuilds).set({ finishedAt: at }).where(eq(searchRebuilds.kind, kind));
  },

  /** How many live (not excluded) documents a table holds. */
  async countLive(db: Executor, table: SearchTable): Promise<number> {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.excluded, false));
    return row?.n ?? 0;
  },

  /** The next live document ids after one, in id order. */
  async liveIdsAfter(
    db: Executor,
    table: SearchTable,
    after: number,
    limit: number,
  ): Promise<number[]> {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.excluded, false), gt(table.id, after)))
      .orderBy(asc(table.id))
      .limit(limit);
    return rows.map((row) => Number(row.id));
  },

  /** Drops index rows of a kind whose document is gone or excluded. */
  async dropStale(db: Executor, kind: SearchKind, table: SearchTable): Promise<void> {
    await db
      .delete(sd)
      .where(
        and(
          eq(sd.kind, kind),
          sql`NOT EXISTS (SELECT 1 FROM ${table} d WHERE d.id = ${sd.documentId} AND NOT d.excluded)`,
        ),
      );
  },
};
