import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SearchKind } from '@newsroom/domain';
import type { Executor } from '../db/client';
import { placeholdersOf, runWrites, type HeldWrite } from '../db/heldWrites';
import { searchDocuments } from '../db/schema';
import type { OutboxEvent } from '../realtime/outbox';
import {
  eventDocumentIds,
  type IndexedDocument,
  type SearchSource,
  type SearchSources,
} from './registry';

/** Rows written in the event's statement at most; a move of many stories writes the rest first. */
const HELD_AT_MOST = 50;

/**
 * Keeps the search index in step with saves: `emit()` calls `indexEvent` (the app's emit hook,
 * see `withEmitHook`) in the mutation's own transaction, so a save is searchable exactly when it
 * commits and a rolled-back save never is. The documents are loaded here; their rows' writes
 * are answered, not run, and travel in the event's own statement (one round trip less per save).
 * The document is reloaded (not taken from the event), so every action — create, update, patch,
 * delete, restore, share — ends with the row matching the stored document; the documents
 * inheriting their readers from it (an assignment's production) are rewritten with it. Only a
 * change of the title alone, carried as stored (`SearchSource.titleOf`: a story's slug patch,
 * under its rundown's lock), rewrites the title without loading the document.
 */
export async function indexEvent(
  tx: Executor,
  sources: SearchSources,
  event: OutboxEvent,
): Promise<HeldWrite[]> {
  // Each row once: one statement cannot write the same row twice.
  const named = new Map<string, [SearchKind, SearchSource, number]>();
  for (const [kind, source] of sources.sourcesOf(event.topic, event.entity)) {
    const ids = source.idsOf ? source.idsOf(event) : eventDocumentIds(event);
    for (const id of ids) named.set(`${kind}:${id}`, [kind, source, id]);
  }
  for (const [kind, source, inherits] of sources.inheritorsOf(event.topic, event.entity)) {
    for (const parentId of eventDocumentIds(event)) {
      for (const id of await inherits.idsOf(tx, parentId))
        named.set(`${kind}:${id}`, [kind, source, id]);
    }
  }
  const writes: HeldWrite[] = [];
  for (const [kind, source, id] of named.values()) {
    const title = source.titleOf?.(event) ?? null;
    const write =
      title === null ? await indexWrite(tx, kind, source, id) : titleWrite(kind, id, title);
    if (writes.length < HELD_AT_MOST) writes.push(write);
    else await runWrites(tx, [write]);
  }
  return writes;
}

/** The index values of a document; an excluded one keeps its exclusion time for the trash. */
async function indexValues(
  db: Executor,
  source: SearchSource,
  id: number,
  document: IndexedDocument,
) {
  return {
    title: document.title,
    body: document.body,
    date: document.date,
    programIds: document.programIds,
    ownerId: document.ownerId,
    isPrivate: document.isPrivate,
    allowedUserIds: document.allowedUserIds,
    excluded: document.excluded,
    updatedAt: document.excluded ? await excludedAt(db, source, id) : new Date(),
  };
}

/** When an excluded document was excluded: its row's last update (setExcluded stamps it). */
async function excludedAt(db: Executor, source: SearchSource, id: number): Promise<Date> {
  const [row] = (await db
    .select({ at: source.table.updatedAt })
    .from(source.table)
    .where(eq(source.table.id, id))) as { at: Date }[];
  return row?.at ?? new Date();
}

/**
 * Rewrites one document's index row: upserted when it exists (excluded ones too, marked, so
 * the trash lists them while search skips them), removed when gone.
 */
export async function reindexDocument(
  db: Executor,
  kind: SearchKind,
  source: SearchSource,
  id: number,
): Promise<void> {
  await runWrites(db, [await indexWrite(db, kind, source, id)]);
}

/** The write of one document's index row, as `reindexDocument` describes, to run or to hold. */
async function indexWrite(
  db: Executor,
  kind: SearchKind,
  source: SearchSource,
  id: number,
): Promise<HeldWrite> {
  const document = await source.load(db, id);
  if (!document) {
    return {
      name: 'search',
      shape: 'search_delete',
      values: { kind, id },
      build: (tx, p) =>
        tx
          .delete(searchDocuments)
          .where(and(eq(searchDocuments.kind, p('kind')), eq(searchDocuments.documentId, p('id'))))
          .returning({ id: searchDocuments.id }),
    };
  }
  const values = await indexValues(db, source, id, document);
  return {
    name: 'search',
    shape: 'search_upsert',
    values: { kind, documentId: id, ...values },
    build: (tx, p) =>
      tx
        .insert(searchDocuments)
        .values({
          kind: p('kind'),
          documentId: p('documentId'),
          ...placeholdersOf(INDEXED, p),
        })
        .onConflictDoUpdate({
          target: [searchDocuments.kind, searchDocuments.documentId],
          // The row's own new values (each sent once).
          set: Object.fromEntries(
            INDEXED.map((column) => [
              column,
              sql`excluded.${sql.identifier(searchDocuments[column].name)}`,
            ]),
          ),
        })
        .returning({ id: searchDocuments.id }),
  };
}

/** The write of a document's new title alone (`SearchSource.titleOf`); its words follow it. */
function titleWrite(kind: SearchKind, id: number, title: string): HeldWrite {
  return {
    name: 'search',
    shape: 'search_title',
    values: { kind, id, title, updatedAt: new Date() },
    build: (tx, p) =>
      tx
        .update(searchDocuments)
        .set({ title: sql`${p('title')}`, updatedAt: sql`${p('updatedAt')}` })
        .where(and(eq(searchDocuments.kind, p('kind')), eq(searchDocuments.documentId, p('id'))))
        .returning({ id: searchDocuments.id }),
  };
}

/** The index row's columns a document's values set (all but its kind and id). */
const INDEXED = [
  'title',
  'body',
  'date',
  'programIds',
  'ownerId',
  'isPrivate',
  'allowedUserIds',
  'excluded',
  'updatedAt',
] as const satisfies (keyof Awaited<ReturnType<typeof indexValues>>)[];

/** Drops documents' rows from the index. */
export async function removeFromIndex(
  db: Executor,
  kind: SearchKind,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), inArray(searchDocuments.documentId, ids)));
}

/**
 * The rebuild's rewrite of one document, safe next to concurrent saves: it first locks the
 * document's index row (a save holding it makes the rebuild wait for its commit, then read the
 * saved document); a row that did not exist is only inserted if no save inserted it meanwhile.
 */
export async function rebuildDocument(
  tx: Executor,
  kind: SearchKind,
  source: SearchSource,
  id: number,
): Promise<void> {
  const [existing] = await tx
    .select({ id: searchDocuments.id })
    .from(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.documentId, id)))
    .for('update');
  if (existing) {
    await reindexDocument(tx, kind, source, id);
    return;
  }
  const document = await source.load(tx, id);
  if (!document) return;
  await tx
    .insert(searchDocuments)
    .values({ kind, documentId: id, ...(await indexValues(tx, source, id, document)) })
    .onConflictDoNothing({ target: [searchDocuments.kind, searchDocuments.documentId] });
}

/**
 * Indexes every document (live and excluded) of every indexed kind in one transaction — for data written
 * without events, such as the first-start demo newsroom. Rebuilds of a running newsroom go
 * through the batched background rebuild instead.
 */
export async function indexEverything(tx: Executor, sources: SearchSources): Promise<void> {
  for (const kind of sources.kinds()) {
    const source = sources.source(kind)!;
    const rows = (await tx.select({ id: source.table.id }).from(source.table)) as {
      id: number;
    }[];
    for (const { id } of rows) await reindexDocument(tx, kind, source, id);
  }
}
