import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  editDistance,
  fuzzyEdits,
  SEARCH_KINDS,
  SEARCH_POOL,
  type SearchKind,
  type SearchMode,
} from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import {
  programGroups,
  programs,
  searchDocuments,
  searchRebuilds,
  searchWords,
} from '../../platform/db/schema';
import { containsPattern } from '../../platform/db/like';
import type { SearchTable } from '../../platform/search/registry';

/** The only Drizzle code of the search: the page of hits, the index state and the rebuild's walks. */

const sd = searchDocuments;

/** What every hit and trash row names: the document, its title, date and programs. */
const hitColumns = {
  kind: sd.kind,
  documentId: sd.documentId,
  title: sd.title,
  date: sd.date,
  programIds: sd.programIds,
};
const CONFIG = sql.raw(`'public.nrcs_search'::regconfig`);
/**
 * FUZZY: a typed word matches an indexed word from this trigram word similarity (or within
 * fuzzyEdits). The same value is set in `search_similar_words` (migration 0030).
 */
export const FUZZY_THRESHOLD = 0.5;
/** FUZZY: at most this many similar indexed words stand for one typed word. */
export const FUZZY_WORDS_PER_TERM = 10;
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
  /** The caller's groups, for the programs they may access; null = every program (root). */
  groupIds: readonly number[] | null;
  /** Only documents dated before this day (the archive). */
  before?: string | undefined;
  page: number;
  size: number;
}

/** Who sees which index rows: kinds, programs and privacy, as the search decides them. */
export type Visibility = Pick<SearchCriteria, 'kinds' | 'userId' | 'groupIds'>;

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

/**
 * The programs a caller in these groups may access, as an array (canAccessProgram in SQL: a
 * program without groups is open, else it needs one of its groups). An uncorrelated subquery:
 * PostgreSQL evaluates it once per statement, so the access costs no statement of its own.
 */
function accessiblePrograms(groupIds: readonly number[]): SQL {
  const ofGroups =
    groupIds.length === 0
      ? sql``
      : sql` OR EXISTS (SELECT 1 FROM ${programGroups} g WHERE g.program_id = p.id AND g.group_id IN (${idList(groupIds)}))`;
  return sql`(SELECT coalesce(array_agg(p.id), '{}')::integer[] FROM ${programs} p
    WHERE NOT EXISTS (SELECT 1 FROM ${programGroups} g WHERE g.program_id = p.id)${ofGroups})`;
}

/** The rows of the caller's kinds, of programs they may access, private ones only if theirs or shared. */
function visible(c: Visibility): SQL | undefined {
  const visiblePrograms =
    c.groupIds === null
      ? undefined
      : sql`(cardinality(${sd.programIds}) = 0 OR ${sd.programIds} && ${accessiblePrograms(c.groupIds)})`;
  // Every kind asked = no condition (a kind test selecting every row only costs the plan).
  const allKinds = SEARCH_KINDS.every((kind) => c.kinds.includes(kind));
  return and(
    allKinds ? undefined : inArray(sd.kind, c.kinds),
    sql`(NOT ${sd.isPrivate} OR ${sd.ownerId} IS NULL OR ${sd.ownerId} = ${c.userId} OR ${c.userId} = ANY(${sd.allowedUserIds}))`,
    visiblePrograms,
  );
}

function conditions(c: SearchCriteria, matches: SQL | undefined): SQL | undefined {
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

/** A lexeme as a tsquery operand: quoted, so no character of it is read as an operator. */
function quoteLexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The similar words FUZZY found for each typed word (same order as the terms). */
type FuzzyWords = { word: string; similarity: number }[][];

/** FUZZY: candidate words per typed word read from `search_words` before the edit test. */
const FUZZY_CANDIDATES = 50;

/**
 * FUZZY's widening: for each typed word, the indexed words (`search_words`) that are the same
 * word give or take a typo — trigram word similarity ≥ FUZZY_THRESHOLD (the `<%` operator), or
 * at most fuzzyEdits(length) edits away among the trigram-similar candidates (`%`, similarity
 * ≥ 0.3) — fewest edits first, then most similar, FUZZY_WORDS_PER_TERM
 * at most. The candidates come from `search_similar_words` (migration 0030), which sets the
 * thresholds its trigram-indexed operators read for its own run: one statement, no transaction.
 */
async function fuzzyWords(db: Executor, terms: string[]): Promise<FuzzyWords> {
  const result = (await db.execute(sql`
    SELECT term_no AS term, similar_word AS word, sim::float8 AS similarity,
      word_sim::float8 AS "wordSimilarity"
    FROM public.search_similar_words(ARRAY[${sql.join(
      terms.map((term) => sql`${term}`),
      sql`, `,
    )}]::text[], ${FUZZY_CANDIDATES})`)) as unknown as {
    rows: { term: number; word: string; similarity: number; wordSimilarity: number }[];
  };
  const candidates = terms.map(() => [] as { word: string; similarity: number; edits: number }[]);
  for (const row of result.rows) {
    const term = terms[Number(row.term) - 1];
    if (term === undefined) continue;
    const allowed = fuzzyEdits(term.length);
    const edits = editDistance(term, row.word, allowed);
    if (edits > allowed && Number(row.wordSimilarity) < FUZZY_THRESHOLD) continue;
    candidates[Number(row.term) - 1]!.push({
      word: row.word,
      similarity: Number(row.similarity),
      edits,
    });
  }
  return candidates.map((found) =>
    found
      .sort(
        (a, b) => a.edits - b.edits || b.similarity - a.similarity || (a.word < b.word ? -1 : 1),
      )
      .slice(0, FUZZY_WORDS_PER_TERM)
      .map(({ word, similarity }) => ({ word, similarity })),
  );
}

/** What a query with words matches and scores by: the tsquery over `tsv` and the row's score. */
interface Matcher {
  query: SQL;
  score: SQL;
}

/**
 * MUST/SHOULD/PHRASE: the mode's tsquery, scored by ts_rank. FUZZY: every typed word must match
 * one of its similar words (an AND of ORs over `tsv`), scored by the mean similarity of the best
 * word found for each typed word. Null when a typed word has no similar word (nothing matches).
 */
async function matcher(db: Executor, c: SearchCriteria, tsquery: string): Promise<Matcher | null> {
  if (c.mode !== 'FUZZY') {
    const query = sql`to_tsquery(${CONFIG}, ${tsquery})`;
    return { query, score: sql`ts_rank(${sd.tsv}, ${query})::float8` };
  }
  const words = await fuzzyWords(db, c.terms);
  if (words.length === 0 || words.some((similar) => similar.length === 0)) return null;
  const text = words
    .map((similar) => `(${similar.map(({ word }) => quoteLexeme(word)).join(' | ')})`)
    .join(' & ');
  const best = words.map(
    (similar) =>
      sql`GREATEST(${sql.join(
        similar.map(
          ({ word, similarity }) =>
            sql`CASE WHEN ${sd.tsv} @@ ${quoteLexeme(word)}::tsquery THEN ${similarity}::float8 ELSE 0 END`,
        ),
        sql`, `,
      )})`,
  );
  return {
    query: sql`${text}::tsquery`,
    score: sql`((${sql.join(best, sql` + `)}) / ${words.length})::float8`,
  };
}

interface HitQueryRow {
  total: number;
  kind: string | null;
  documentId: number | null;
  title: string | null;
  date: string | null;
  programIds: number[] | null;
  snippet: string | null;
  score: number | null;
}

/** The hits of a page query's rows (a lone row with only the total when the page is empty). */
function hitPage(rows: HitQueryRow[]): { rows: HitRow[]; total: number } {
  const hits = rows
    .filter((row) => row.documentId !== null)
    .map((row) => ({
      kind: row.kind ?? '',
      documentId: Number(row.documentId),
      title: row.title ?? '',
      date: row.date,
      programIds: (row.programIds ?? []).map(Number),
      snippet: row.snippet ?? '',
      score: Number(row.score ?? 0),
    }));
  return { rows: hits, total: Number(rows[0]?.total ?? 0) };
}

/** The page of hits (see searchRepository.search). */
async function searchPage(
  db: Executor,
  c: SearchCriteria,
  tsquery: string | null,
): Promise<{ rows: HitRow[]; total: number }> {
  const offset = c.page * c.size;
  const text = sql`CASE WHEN d.body = '' THEN d.title ELSE d.body END`;
  if (tsquery === null) {
    const where = conditions(c, undefined);
    const rows = await db
      .select({
        ...hitColumns,
        snippet: sql<string>`left(CASE WHEN ${sd.body} = '' THEN ${sd.title} ELSE ${sd.body} END, ${SNIPPET_PLAIN_CHARS})`,
        score: sql<number>`0::float8`,
      })
      .from(sd)
      .where(where)
      .orderBy(sql`${sd.date} DESC NULLS LAST`, desc(sd.id))
      .limit(c.size)
      .offset(offset);
    const capped = db
      .select({ one: sql`1` })
      .from(sd)
      .where(where)
      .limit(SEARCH_POOL)
      .as('m');
    const [total] = await db.select({ n: count() }).from(capped);
    return { rows, total: total?.n ?? 0 };
  }
  const match = await matcher(db, c, tsquery);
  if (match === null) return { rows: [], total: 0 };
  // The pool: the first SEARCH_POOL matches in whatever order the plan reads them (no sort, so
  // the scan stops there); only they are ranked and counted. Headlines only for the page's rows.
  const result = (await db.execute(sql`
    WITH pool AS MATERIALIZED (
      SELECT ${sd.id} AS id, ${sd.date} AS date, ${match.score} AS score
      FROM ${sd}
      WHERE ${conditions(c, sql`${sd.tsv} @@ ${match.query}`)}
      LIMIT ${SEARCH_POOL}
    ),
    page AS (
      SELECT id, score FROM pool
      ORDER BY score DESC, date DESC NULLS LAST, id DESC
      LIMIT ${c.size} OFFSET ${offset}
    )
    SELECT t.total, d.kind, d.document_id AS "documentId", d.title, d.date::text AS date,
      d.program_ids AS "programIds", p.score,
      ts_headline(${CONFIG}, ${text}, ${match.query}, ${HEADLINE_OPTIONS}) AS snippet
    FROM (SELECT count(*)::int AS total FROM pool) t
    LEFT JOIN (page p JOIN ${sd} d ON d.id = p.id) ON true
    ORDER BY p.score DESC, d.date DESC NULLS LAST, d.id DESC`)) as unknown as {
    rows: HitQueryRow[];
  };
  return hitPage(result.rows);
}

export const searchRepository = {
  /**
   * A page of hits, best first (then newest date, then id), with highlighted snippets; without
   * words (the archive), newest date first. Only the first SEARCH_POOL matches the index finds
   * (in its own, cheap order) are ranked and counted: `total` is the number of matches up to
   * SEARCH_POOL. One statement, FUZZY two (its similar words first).
   */
  search(db: Executor, c: SearchCriteria): Promise<{ rows: HitRow[]; total: number }> {
    return searchPage(db, c, c.tsquery);
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
        ...hitColumns,
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

  /**
   * Makes FUZZY's words those the index rows hold (the rebuild's last step): drops the words no
   * row holds any more and adds any a row holds that is missing. A save adds only the words its
   * row did not have before (migration 0032), so a word lost meanwhile — dropped here while a
   * concurrent save brought it back — comes back with a document that newly has it, or here at
   * the next rebuild (exact modes never depend on it).
   */
  async syncWords(db: Executor): Promise<void> {
    await db.execute(sql`
      WITH held AS MATERIALIZED (
        SELECT word FROM ts_stat('SELECT tsv FROM public.search_documents')
      ), dropped AS (
        DELETE FROM ${searchWords} WHERE word NOT IN (SELECT word FROM held)
      )
      INSERT INTO ${searchWords} (word) SELECT word FROM held ORDER BY 1 ON CONFLICT DO NOTHING`);
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
