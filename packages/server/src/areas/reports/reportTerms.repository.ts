import { inArray } from 'drizzle-orm';
import type { ReportTermEntity } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { reportCategories, reportEvents } from '../../platform/db/schema';
import { containsFilter, recordTable, type PageQuery } from '../../platform/records/recordTable';

/** The only Drizzle code of report categories and events: one record table each. */

const TABLES = { report_category: reportCategories, report_event: reportEvents } as const;

export type ReportTermRow = typeof reportCategories.$inferSelect;

/** The reads and writes of one of the two lists. */
export function reportTermsRepository(entity: ReportTermEntity) {
  const table = TABLES[entity];
  const records = recordTable(table);
  return {
    ...records,
    /** A page of the list whose name contains `filter` (accents and case ignored). */
    filterPage: (db: Executor, query: PageQuery) =>
      records.page(db, query, containsFilter([table.name], query.filter)),
    /** Which of the ids exist. */
    async existing(db: Executor, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },
    /** Names in the order of `ids` (unknown ids left out): a report's export. */
    async namesOf(db: Executor, ids: readonly number[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: table.id, name: table.name })
        .from(table)
        .where(inArray(table.id, [...ids]));
      const names = new Map(rows.map((row) => [row.id, row.name]));
      return ids.flatMap((id) => names.get(id) ?? []);
    },
  };
}

export const reportCategoriesRepository = reportTermsRepository('report_category');
export const reportEventsRepository = reportTermsRepository('report_event');
