import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { documentHeadColumns, documentTailColumns } from './documentColumns';
import { ids, optionalId } from './columns';
import { branches, classifications } from './admin';
import { assignments } from './assignments';

/**
 * News reports (spec 2 §3 "Reportage"): a reporter's script in ordered sections with
 * CGs, kept as JSON because they are edited, ordered and versioned with the document.
 */
export const newsReports = pgTable(
  'news_reports',
  {
    ...documentHeadColumns(),
    branchId: optionalId('branch_id', () => branches.id),
    reporterId: optionalId('reporter_id', () => users.id),
    editorId: optionalId('editor_id', () => users.id),
    programsIds: ids('programs_ids'),
    editorialsIds: ids('editorials_ids'),
    vehiclesIds: ids('vehicles_ids'),
    classificationId: optionalId('classification_id', () => classifications.id),
    cameraman: varchar('cameraman', { length: 60 }).notNull().default(''),
    lead: text('lead').notNull().default(''),
    text: text('text').notNull().default(''),
    teaser: text('teaser').notNull().default(''),
    headingSuggestion: text('heading_suggestion').notNull().default(''),
    noteSuggestion: text('note_suggestion').notNull().default(''),
    information: text('information').notNull().default(''),
    /** Approved ("ok"). */
    ok: boolean('ok').notNull().default(false),
    tv: boolean('tv').notNull().default(true),
    radio: boolean('radio').notNull().default(false),
    /** NewsReportSection[] (domain newsReports). */
    sections: jsonb('sections').notNull().default([]),
    /** NewsReportCg[]. */
    cgs: jsonb('cgs').notNull().default([]),
    /** Σ section durations, kept for lists. */
    totalMs: integer('total_ms').notNull().default(0),
    /** The associated assignment. */
    assignmentId: optionalId('assignment_id', () => assignments.id),
    ...documentTailColumns(),
  },
  (t) => [
    index('news_reports_date_idx').on(t.date),
    uniqueIndex('news_reports_uuid_key').on(t.uuid),
    index('news_reports_assignment_idx').on(t.assignmentId),
  ],
);
