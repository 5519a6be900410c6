import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchKind } from '@newsroom/domain';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import { searchDocuments, stories } from '../db/schema';
import { emit, withEmitHook } from '../realtime/outbox';
import { markerEvent } from '../realtime/outbox.testkit';
import { indexEvent } from './indexer';
import type { IndexedDocument, SearchSource, SearchSources } from './registry';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb.drop());

const KIND: SearchKind = 'stories';
const LIVE = 7;
const GONE = 8;

const document = (title: string): IndexedDocument => ({
  title,
  body: '',
  date: null,
  programIds: [],
  ownerId: null,
  isPrivate: false,
  allowedUserIds: [],
  excluded: false,
});

/**
 * One kind whose events name document 7 twice and 8 (gone), and whose inheritance names 7 again:
 * every row is written once.
 */
function sources(title: string, ids = [LIVE, LIVE, GONE]): SearchSources {
  const source: SearchSource = {
    topic: 'stories',
    entity: 'story',
    table: stories,
    load: async (_db, id) => (id === GONE ? null : document(title)),
    idsOf: () => ids,
    inherits: { topic: 'stories', entity: 'story', idsOf: async () => [LIVE] },
  };
  return {
    kinds: () => [KIND],
    source: () => source,
    sourcesOf: () => [[KIND, source]],
    inheritorsOf: () => [[KIND, source, source.inherits!]],
  };
}

const indexed = (title: string, ids?: number[]) =>
  withEmitHook(tdb.database.db, {
    before: (tx, event) => indexEvent(tx, sources(title, ids), event),
    after: () => undefined,
  });

const rowOf = (documentId: number) =>
  tdb.database.db
    .select({ title: searchDocuments.title })
    .from(searchDocuments)
    .where(and(eq(searchDocuments.kind, KIND), eq(searchDocuments.documentId, documentId)));

describe('indexEvent', () => {
  it("writes each named row once, in the event's statement", async () => {
    await tdb.database.db
      .insert(searchDocuments)
      .values({ kind: KIND, documentId: GONE, title: 'stale' });
    await indexed('FIRST').transaction((tx) => emit(tx, null, markerEvent('1')));
    expect(await rowOf(LIVE)).toEqual([{ title: 'FIRST' }]);
    expect(await rowOf(GONE)).toEqual([]);
  });

  it('writes nothing when the event is not written', async () => {
    await expect(
      indexed('SECOND').transaction((tx) => emit(tx, null, markerEvent('x'.repeat(300)))),
    ).rejects.toThrow();
    expect(await rowOf(LIVE)).toEqual([{ title: 'FIRST' }]);
  });

  it('writes the rows of an event naming many documents (a move of a long block)', async () => {
    const many = Array.from({ length: 120 }, (_, i) => 1_000 + i);
    await indexed('MOVED', many).transaction((tx) => emit(tx, null, markerEvent('2')));
    const rows = await tdb.database.db
      .select({ id: searchDocuments.documentId })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, KIND), eq(searchDocuments.title, 'MOVED')));
    // The inheritance names document 7 as well.
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual([LIVE, ...many]);
  });
});
