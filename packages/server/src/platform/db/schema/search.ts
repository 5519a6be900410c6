import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ids, updatedAt } from './columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The text search configuration of the index: `simple` words with accents folded (migration 0008). */
export const SEARCH_CONFIG = 'public.nrcs_search';

/**
 * The global search index (issue 8): one row per live document of every indexed kind, rewritten
 * in the transaction of each save, with what the permission filter needs (programs, owner,
 * privacy). `tsv` (title weighted A, body B) serves every mode through its GIN index (FUZZY
 * first widens each typed word to the similar words of `search_words`). Laid out for the pool a
 * search ranks (migration 0030): `tsv` stays in the row, the text is moved out first. The GIN
 * index takes each save at once (no pending list every search would scan: `fastupdate` off).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    documentId: integer('document_id').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    date: date('date'),
    programIds: ids('program_ids'),
    ownerId: integer('owner_id'),
    isPrivate: boolean('is_private').notNull().default(false),
    allowedUserIds: ids('allowed_user_ids'),
    excluded: boolean('excluded').notNull().default(false),
    updatedAt: updatedAt(),
    tsv: tsvector('tsv').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('public.nrcs_search'::regconfig, title), 'A') || setweight(to_tsvector('public.nrcs_search'::regconfig, body), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('search_documents_kind_document_key').on(t.kind, t.documentId),
    index('search_documents_tsv_idx').using('gin', t.tsv).with({ fastupdate: 'off' }),
    index('search_documents_date_idx').on(t.kind, t.date),
  ],
);

/** When each kind was last rebuilt. */
export const searchRebuilds = pgTable('search_rebuilds', {
  kind: varchar('kind', { length: 20 }).primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Every distinct word (lexeme) of the index's `tsv`, for FUZZY: a typed word is widened to the
 * similar words found here through the trigram index, then searched as a tsquery over `tsv`.
 * Filled by statement triggers on `search_documents` (migration 0010), so a word is here in the
 * same transaction as the index row that brings it; the rebuild drops words no row has any more.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
