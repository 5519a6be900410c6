import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { SearchKind, SearchMode } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { programGroups, programs, searchDocuments, searchRebuilds } from '../../platform/db/schema';
import { containsPattern } from '../../platform/db/like';
import type { SearchTable } from '../../platform/search/registry';

/** The only Drizzle code of the search: the page of hits, the index state and the rebuild's walks. */

const sd = searchDocuments;
const CONFIG = sql.raw(`'public.nrcs_search'::regconfig`);
/** FUZZY: a word matches a word of the document from this trigram word similarity (one typo in 6+ letters). */
export const FUZZY_THRESHOLD = 0.5;
/** Characters of a document's text shown when no words were searched (the archive). */
const SNIPPET_PLAIN_CHARS = 240;
const HEADLINE_OPTIONS =
  'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "';

/** What one search asks the index, already reduced to the caller's permissions. */
export interface SearchCriteria {
  kinds: SearchKind[];
  mode: SearchMode;
  /** The tsquery text (mode's joiner; SHOULD's for FUZZY, used to highlight); null = no words (archive). */
  tsquery: string | null;
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
  /** Only documents dated before this day (the archive). */
  before?: string | undefined;
  page: number;
  size: number;
}

/** Who sees which index rows: kinds, programs and privacy, as the search decides them. */
export type Visibility = Pick<SearchCriteria, 'kinds' | 'userId' | 'programIds'>;

/** What a trash page asks: the caller's visibility and words of the title (folded). */
export interface TrashCriteria extends Visibility {
  titleWords: string[];
  page: number;
  size: number;
}

/** A row of the trash page. */
export interface TrashRow {
  kind: string;
  documentId: number;
  title: string;
  date: string | null;
  programIds: number[];
  excludedAt: Date;
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

/** The rows of the caller's kinds, of programs they may access, private ones only if theirs or shared. */
function visible(c: Visibility): SQL | undefined {
  const visiblePrograms =
    c.programIds === null
      ? undefined
      : c.programIds.length === 0
        ? sql`cardinality(${sd.programIds}) = 0`
        : sql`(cardinality(${sd.programIds}) = 0 OR ${sd.programIds} && ARRAY[${idList(c.programIds)}]::integer[])`;
  return and(
    inArray(sd.kind, c.kinds),
    sql`(NOT ${sd.isPrivate} OR ${sd.ownerId} IS NULL OR ${sd.ownerId} = ${c.userId} OR ${c.userId} = ANY(${sd.allowedUserIds}))`,
    visiblePrograms,
  );
}

function conditions(c: SearchCriteria, query: SQL | null): SQL | undefined {
  const matches =
    query === null
      ? undefined
      : c.mode === 'FUZZY'
        ? and(...c.terms.map((term) => sql`${term} <% ${sd.folded}`))
        : sql`${sd.tsv} @@ ${query}`;
  return and(
    visible(c),
    eq(sd.excluded, false),
    c.from ? sql`${sd.date} >= ${c.from}` : undefined,
    c.to ? sql`${sd.date} <= ${c.to}` : undefined,
    c.before ? sql`${sd.date} < ${c.before}` : undefined,
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
    const query = c.tsquery === null ? null : sql`to_tsquery(${CONFIG}, ${c.tsquery})`;
    const score =
      query === null
        ? sql<number>`0::float8`
        : c.mode === 'FUZZY'
          ? sql<number>`((${sql.join(
              c.terms.map((term) => sql`word_similarity(${term}, ${sd.folded})`),
              sql` + `,
            )}) / ${c.terms.length})::float8`
          : sql<number>`ts_rank(${sd.tsv}, ${query})::float8`;
    const where = conditions(c, query);
    const text = sql`CASE WHEN ${sd.body} = '' THEN ${sd.title} ELSE ${sd.body} END`;
    const snippet =
      query === null
        ? sql<string>`left(${text}, ${SNIPPET_PLAIN_CHARS})`
        : sql<string>`ts_headline(${CONFIG}, ${text}, ${query}, ${HEADLINE_OPTIONS})`;
    if (query !== null && c.mode === 'FUZZY') {
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
        snippet,
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

  /** A page of excluded documents the caller may see, newest exclusion first. */
  async trash(db: Executor, c: TrashCriteria): Promise<{ rows: TrashRow[]; total: number }> {
    const where = and(
      visible(c),
      eq(sd.excluded, true),
      ...c.titleWords.map(
        (word) => sql`lower(immutable_unaccent(${sd.title})) LIKE ${containsPattern(word)}`,
      ),
    );
    const rows = await db
      .select({
        kind: sd.kind,
        documentId: sd.documentId,
        title: sd.title,
        date: sd.date,
        programIds: sd.programIds,
        excludedAt: sd.updatedAt,
      })
      .from(sd)
      .where(where)
      .orderBy(desc(sd.updatedAt), desc(sd.id))
      .limit(c.size)
      .offset(c.page * c.size);
    const [total] = await db.select({ n: count() }).from(sd).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /**
   * Deletes the documents of a table excluded before `before`, and their index rows; answers
   * their ids (the retention of deleted documents).
   */
  async purgeExcluded(
    tx: Executor,
    kind: SearchKind,
    table: SearchTable,
    before: Date,
  ): Promise<number[]> {
    const rows = (await tx
      .delete(table)
      .where(and(eq(table.excluded, true), lt(table.updatedAt, before)))
      .returning({ id: table.id })) as { id: number }[];
    const ids = rows.map((row) => Number(row.id));
    if (ids.length > 0)
      await tx.delete(sd).where(and(eq(sd.kind, kind), inArray(sd.documentId, ids)));
    return ids;
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

  /** Searchable (not excluded) index rows per kind. */
  async counts(db: Executor): Promise<Map<string, number>> {
    const rows = await db
      .select({ kind: sd.kind, n: count() })
      .from(sd)
      .where(eq(sd.excluded, false))
      .groupBy(sd.kind);
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

  /** How many documents (live and excluded) a table holds. */
  async countDocuments(db: Executor, table: SearchTable): Promise<number> {
    const [row] = await db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  },

  /** The next document ids after one, in id order. */
  async idsAfter(
    db: Executor,
    table: SearchTable,
    after: number,
    limit: number,
  ): Promise<number[]> {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(gt(table.id, after))
      .orderBy(asc(table.id))
      .limit(limit);
    return rows.map((row) => Number(row.id));
  },

  /** Drops index rows of a kind whose document is gone. */
  async dropStale(db: Executor, kind: SearchKind, table: SearchTable): Promise<void> {
    await db
      .delete(sd)
      .where(
        and(
          eq(sd.kind, kind),
          sql`NOT EXISTS (SELECT 1 FROM ${table} d WHERE d.id = ${sd.documentId})`,
        ),
      );
  },
};
