import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { assignmentProposals, assignments } from './assignments';
import { ids, optionalId, versionStamps } from './columns';
import { users } from './users';

/**
 * Rounds (spec 3 §3 "Institution, segment, round"): the newsroom's daily calls. Names are unique
 * by `name_key` (domain `roundNameKey`: accents, case and runs of spaces ignored), written with
 * the name so the index and the domain rule never disagree.
 */

/** Segments of institutions (Polícia, Bombeiros, Saúde...). */
export const roundSegments = pgTable(
  'round_segments',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    nameKey: text('name_key').notNull(),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('round_segments_name_key').on(t.nameKey)],
);

/** Who is called; a segment in use cannot go (no cascade). */
export const roundInstitutions = pgTable(
  'round_institutions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    nameKey: text('name_key').notNull(),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => roundSegments.id),
    phone: varchar('phone', { length: 60 }).notNull().default(''),
    /** Address-book contacts to ask for. */
    contactIds: ids('contact_ids'),
    address: varchar('address', { length: 200 }).notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('round_institutions_name_key').on(t.nameKey)],
);

/** The daily list: one institution called at one time of day. */
export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    /** `HH:mm`, so text order is time order. */
    time: varchar('time', { length: 5 }).notNull(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => roundInstitutions.id),
    notes: text('notes').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('rounds_institution_time_key').on(t.institutionId, t.time)],
);

/** A round's call on one newsroom day, written on its first save. */
export const roundCalls = pgTable(
  'round_calls',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => rounds.id),
    date: date('date').notNull(),
    /** pending, done or no_answer (domain CALL_STATES). */
    state: varchar('state', { length: 16 }).notNull(),
    note: text('note').notNull().default(''),
    calledById: optionalId('called_by_id', () => users.id),
    calledAt: timestamp('called_at', { withTimezone: true }),
    assignmentId: optionalId('assignment_id', () => assignments.id),
    proposalId: optionalId('proposal_id', () => assignmentProposals.id),
    ...versionStamps(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.date] }), index('round_calls_date_idx').on(t.date)],
);
