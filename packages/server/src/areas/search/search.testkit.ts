import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Action, Paged, SearchHit, Topic } from '@newsroom/domain';
import type { Database } from '../../platform/db/client';
import { assignments, newsReports, productions, stories } from '../../platform/db/schema';
import { emit, type OutboxEvent } from '../../platform/realtime/outbox';
import type { TestApp } from '../../test/testApp';

/** Test helpers of the search: documents saved with their event (as the areas do), searching. */

/** A unique lower-case word (letters only) to tell one test's documents from the others'. */
export const tag = (): string =>
  `zq${[...randomBytes(5)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/**
 * An event that names a stored document, as its save would publish it: the index reads the row
 * itself, so these tests leave out the data the catalogue gives the event.
 */
export function indexTrigger(
  topic: Topic,
  entity: string,
  action: Action,
  id: number | null,
  data: unknown = null,
): OutboxEvent {
  return { topic, entity, action, id, data } as OutboxEvent;
}

type StoryValues = typeof stories.$inferInsert;
type AssignmentValues = typeof assignments.$inferInsert;

/** Inserts or updates a drawer story and publishes its event in one transaction. */
export async function saveStory(database: Database, values: Partial<StoryValues>, id?: number) {
  return database.db.transaction(async (tx) => {
    const [row] = id
      ? await tx.update(stories).set(values).where(eq(stories.id, id)).returning()
      : await tx
          .insert(stories)
          .values({ date: '2026-05-04', ...values })
          .returning();
    await emit(tx, null, indexTrigger('stories', 'story', id ? 'UPDATE' : 'CREATE', row!.id));
    return row!;
  });
}

/** Inserts an assignment and publishes its event in one transaction. */
export async function saveAssignment(database: Database, values: Partial<AssignmentValues>) {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({ slug: 'PAUTA', date: '2026-05-04', ...values })
      .returning();
    await emit(tx, null, indexTrigger('assignments', 'assignment', 'CREATE', row!.id));
    return row!;
  });
}

/** Inserts a news report and publishes its event in one transaction. */
export async function saveNewsReport(
  database: Database,
  values: Partial<typeof newsReports.$inferInsert>,
) {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsReports)
      .values({ slug: 'VT', date: '2026-05-04', ...values })
      .returning();
    await emit(tx, null, indexTrigger('news_reports', 'news_report', 'CREATE', row!.id));
    return row!;
  });
}

/** Inserts a production and publishes its event in one transaction. */
export async function saveProduction(
  database: Database,
  values: Partial<typeof productions.$inferInsert>,
) {
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(productions)
      .values({ slug: 'PRODUCAO', date: '2026-05-04', ...values })
      .returning();
    await emit(tx, null, indexTrigger('productions', 'production', 'CREATE', row!.id));
    return row!;
  });
}

/** GET /api/search as a user; the answer and the hits' "kind:id" keys. */
export async function searchAs(t: TestApp, cookie: string, query: Record<string, string>) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/search?${new URLSearchParams(query).toString()}`,
    headers: { cookie },
  });
  const body = response.statusCode === 200 ? response.json<Paged<SearchHit>>() : null;
  return {
    status: response.statusCode,
    body,
    keys: body ? body.data.map((hit) => `${hit.kind}:${hit.id}`) : [],
  };
}
