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
 * document another kind's event may change who finds these by (a production's assignment).
 */
export interface SearchSource {
  topic: Topic;
  entity: string;
  table: SearchTable;
  load(db: Executor, id: number): Promise<IndexedDocument | null>;
  idsOf?(event: OutboxEvent): number[];
  /**
   * The document's new title when the event changed nothing else of its row and carries the title
   * as stored (a slug patch answers the stored story): the row's title is rewritten without
   * loading the document. Null: the document is loaded.
   */
  titleOf?(event: OutboxEvent): string | null;
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

/** The indexed kinds of the app, from the area manifests (`AreaRegistry.search`). */
export interface SearchSources {
  /** The indexed kinds, in manifest order. */
  kinds(): SearchKind[];
  source(kind: SearchKind): SearchSource | undefined;
  /** The kinds (and their sources) whose documents an event of this topic and entity names. */
  sourcesOf(topic: Topic, entity: string): [SearchKind, SearchSource][];
  /** The kinds whose documents inherit their readers from the document such an event names. */
  inheritorsOf(topic: Topic, entity: string): [SearchKind, SearchSource, Inheritance][];
}

/** The search sources of the given kinds (a later entry of a kind replaces an earlier one). */
export function searchSources(entries: [SearchKind, SearchSource][]): SearchSources {
  const sources = new Map(entries);
  return {
    kinds: () => [...sources.keys()],
    source: (kind) => sources.get(kind),
    sourcesOf: (topic, entity) =>
      [...sources].filter(([, source]) => source.topic === topic && source.entity === entity),
    inheritorsOf: (topic, entity) =>
      [...sources].flatMap(([kind, source]) =>
        source.inherits?.topic === topic && source.inherits.entity === entity
          ? [[kind, source, source.inherits] as [SearchKind, SearchSource, Inheritance]]
          : [],
      ),
  };
}

/** The document id an event names: a positive integer `id`, else none. */
export function eventDocumentIds(event: OutboxEvent): number[] {
  const id = typeof event.id === 'string' ? Number(event.id) : event.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [id] : [];
}
