import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  time,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { documentHeadColumns, documentTailColumns, ids } from './documentColumns';
import { branches, classifications, documentTypes, teams } from './admin';
import { recordStamps } from './columns';

/**
 * Assignments ("pautas", spec 2 §3 "Guideline"): a brief with its guides (interviews
 * with contacts) and production tasks, kept as JSON because they are edited and versioned with
 * the document.
 */
export const assignments = pgTable(
  'assignments',
  {
    ...documentHeadColumns(),
    typeId: integer('type_id').references(() => documentTypes.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    classificationId: integer('classification_id').references(() => classifications.id, {
      onDelete: 'set null',
    }),
    cameraman: varchar('cameraman', { length: 60 }).notNull().default(''),
    editorsIds: ids('editors_ids'),
    producersIds: ids('producers_ids'),
    reportersIds: ids('reporters_ids'),
    programsIds: ids('programs_ids'),
    editorialsIds: ids('editorials_ids'),
    vehiclesIds: ids('vehicles_ids'),
    proposal: text('proposal').notNull().default(''),
    referral: text('referral').notNull().default(''),
    information: text('information').notNull().default(''),
    /** Guide[] (domain assignments). */
    guides: jsonb('guides').notNull().default([]),
    /** ProductionTask[]: the assignment's own production tasks. */
    tasks: jsonb('tasks').notNull().default([]),
    /** The proposal it was created from. */
    proposalId: integer('proposal_id'),
    ...documentTailColumns(),
  },
  (t) => [index('assignments_date_idx').on(t.date), uniqueIndex('assignments_uuid_key').on(t.uuid)],
);

/** Proposals ("sugestões de pauta"): ideas that become assignments. */
export const assignmentProposals = pgTable(
  'assignment_proposals',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 100 }).notNull(),
    date: date('date'),
    proposal: text('proposal').notNull().default(''),
    information: text('information').notNull().default(''),
    programsIds: ids('programs_ids'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The assignment made from it. */
    assignmentId: integer('assignment_id').references(() => assignments.id, {
      onDelete: 'set null',
    }),
    ...recordStamps(),
  },
  (t) => [index('assignment_proposals_date_idx').on(t.date)],
);

/** Kinds of production — "gravação externa", "ao vivo"... */
export const productionTypes = pgTable(
  'production_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('production_types_name_key').on(sql`lower(${t.name})`)],
);

/** Equipment and services a production books (camera kit, drone, link van...). */
export const productionResources = pgTable(
  'production_resources',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('production_resources_name_key').on(sql`lower(${t.name})`)],
);

/** Productions (spec 2 §3 "Production checklist"), at most one per assignment. */
export const productions = pgTable(
  'productions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid')
      .notNull()
      .default(sql`gen_random_uuid()`),
    slug: varchar('slug', { length: 100 }).notNull(),
    date: date('date').notNull(),
    /** NEW, PRODUCING, DONE. */
    status: varchar('status', { length: 20 }).notNull().default('NEW'),
    schedule: time('schedule'),
    departure: time('departure'),
    arrival: time('arrival'),
    typeId: integer('type_id').references(() => productionTypes.id, { onDelete: 'set null' }),
    /** Where it happens (free text) and, when geocoded, its point for the production map. */
    local: text('local').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** Media to bring back (free text: "VT 1'30, fotos, sonoras"). */
    medias: text('medias').notNull().default(''),
    producersIds: ids('producers_ids'),
    editorsIds: ids('editors_ids'),
    resourcesIds: ids('resources_ids'),
    vehiclesIds: ids('vehicles_ids'),
    information: text('information').notNull().default(''),
    /** ProductionTask[]. */
    tasks: jsonb('tasks').notNull().default([]),
    assignmentId: integer('assignment_id').references(() => assignments.id, {
      onDelete: 'set null',
    }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...recordStamps(),
  },
  (t) => [
    index('productions_date_idx').on(t.date),
    uniqueIndex('productions_assignment_key').on(t.assignmentId),
  ],
);
