import type { SearchKind, Topic } from '@newsroom/domain';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import type { OutboxEvent } from '../realtime/outbox';

/** What the index keeps of one document: its text and what decides who may find it. */
export interface IndexedDocument {
  title: string;
  body: string;
  /** ISO date (yyyy-mm-dd) the date filter and the ordering use. */
  date: string | null;
  /** Empty = no program (the drawer): open to every reader of the kind. */
  programIds: number[];
  ownerId: number | null;
  isPrivate: boolean;
  allowedUserIds: number[];
  excluded: boolean;
}

/**
 * A document table: the rebuild walks it by id; an excluded row stays in the index (for the
 * trash) stamped with its `updated_at`, the moment it was excluded.
 */
export type SearchTable = PgTable & { id: PgColumn; excluded: PgColumn; updatedAt: PgColumn };

/**
 * An indexed kind: the events that name one of its documents (topic + entity, id = document id),
 * how to load a document as indexed (null when gone) and the table a rebuild walks. `idsOf`
 * overrides which documents an event names (e.g. moves carrying many ids). `inherits` names the
 * document another kind's event may change who finds these by (a checklist's guideline).
 */
export interface SearchSource {
  topic: Topic;
  entity: string;
  table: SearchTable;
  load(db: Executor, id: number): Promise<IndexedDocument | null>;
  idsOf?(event: OutboxEvent): number[];
  inherits?: Inheritance;
}

/**
 * Documents whose readers come from another document: an event naming that one (topic + entity,
 * its id) rewrites the documents `idsOf` finds for it, in the same transaction.
 */
export interface Inheritance {
  topic: Topic;
  entity: string;
  idsOf(db: Executor, parentId: number): Promise<number[]>;
}

const sources = new Map<SearchKind, SearchSource>();

/** Registers a kind's source (each area does it where it registers its other hooks). */
export function registerSearchSource(kind: SearchKind, source: SearchSource): void {
  sources.set(kind, source);
}

/** The registered source of a kind. */
export function searchSource(kind: SearchKind): SearchSource | undefined {
  return sources.get(kind);
}

/** The registered kinds, in registration order. */
export function registeredKinds(): SearchKind[] {
  return [...sources.keys()];
}

/** The kinds (and their sources) whose documents an event of this topic and entity names. */
export function sourcesOf(topic: Topic, entity: string): [SearchKind, SearchSource][] {
  return [...sources].filter(([, source]) => source.topic === topic && source.entity === entity);
}

/** The kinds whose documents inherit their readers from the document such an event names. */
export function inheritorsOf(
  topic: Topic,
  entity: string,
): [SearchKind, SearchSource, Inheritance][] {
  return [...sources].flatMap(([kind, source]) =>
    source.inherits?.topic === topic && source.inherits.entity === entity
      ? [[kind, source, source.inherits] as [SearchKind, SearchSource, Inheritance]]
      : [],
  );
}

/** The document id an event names: a positive integer `id`, else none. */
export function eventDocumentIds(event: OutboxEvent): number[] {
  const id = typeof event.id === 'string' ? Number(event.id) : event.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [id] : [];
}
