import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { documentTailColumns } from './documentColumns';
import { ids, optionalId, versionStamps } from './columns';

/**
 * Reports, their categories and the events they cover (spec 1 §1, spec 3 §2 "report categories
 * and events"). A category's or event's name is unique, case aside.
 */
export const reportCategories = pgTable(
  'report_categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('report_categories_name_key').on(sql`lower(${t.name})`)],
);

export const reportEvents = pgTable(
  'report_events',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('report_events_name_key').on(sql`lower(${t.name})`)],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    date: date('date').notNull(),
    /** A removed category is refused while reports name it; kept null-safe anyway. */
    categoryId: optionalId('category_id', () => reportCategories.id),
    /** Report events covered (ids of report_events; removal refused while named). */
    eventIds: ids('event_ids'),
    text: text('text').notNull().default(''),
    /** Approved by a chief. */
    ok: boolean('ok').notNull().default(false),
    ...documentTailColumns(),
  },
  (t) => [
    index('reports_date_idx').on(t.date),
    index('reports_category_idx').on(t.categoryId),
    index('reports_event_ids_idx').using('gin', t.eventIds),
  ],
);
