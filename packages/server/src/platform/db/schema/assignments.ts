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
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import {
  authorshipColumns,
  documentHeadColumns,
  documentIdentityColumns,
  documentTailColumns,
} from './documentColumns';
import { branches, classifications, documentTypes, teams } from './admin';
import { ids, optionalId, recordStamps } from './columns';
import { namedRecordTable } from './tableShapes';

/**
 * Assignments ("pautas", spec 2 §3 "Guideline"): a brief with its guides (interviews
 * with contacts) and production tasks, kept as JSON because they are edited and versioned with
 * the document.
 */
export const assignments = pgTable(
  'assignments',
  {
    ...documentHeadColumns(),
    typeId: optionalId('type_id', () => documentTypes.id),
    teamId: optionalId('team_id', () => teams.id),
    branchId: optionalId('branch_id', () => branches.id),
    classificationId: optionalId('classification_id', () => classifications.id),
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
    authorId: optionalId('author_id', () => users.id),
    /** The assignment made from it. */
    assignmentId: optionalId('assignment_id', () => assignments.id),
    ...recordStamps(),
  },
  (t) => [index('assignment_proposals_date_idx').on(t.date)],
);

/** Kinds of production — "gravação externa", "ao vivo"... */
export const productionTypes = namedRecordTable('production_types', {});

/** Equipment and services a production books (camera kit, drone, link van...). */
export const productionResources = namedRecordTable('production_resources', {});

/** Productions (spec 2 §3 "Production checklist"), at most one per assignment. */
export const productions = pgTable(
  'productions',
  {
    ...documentIdentityColumns(),
    /** NEW, PRODUCING, DONE. */
    status: varchar('status', { length: 20 }).notNull().default('NEW'),
    schedule: time('schedule'),
    departure: time('departure'),
    arrival: time('arrival'),
    typeId: optionalId('type_id', () => productionTypes.id),
    /** Where it happens (free text) and, when geocoded, its point for the production map. */
    local: text('local').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    teamId: optionalId('team_id', () => teams.id),
    /** Media to bring back (free text: "VT 1'30, fotos, sonoras"). */
    medias: text('medias').notNull().default(''),
    producersIds: ids('producers_ids'),
    editorsIds: ids('editors_ids'),
    resourcesIds: ids('resources_ids'),
    vehiclesIds: ids('vehicles_ids'),
    information: text('information').notNull().default(''),
    /** ProductionTask[]. */
    tasks: jsonb('tasks').notNull().default([]),
    assignmentId: optionalId('assignment_id', () => assignments.id),
    ...authorshipColumns(),
    ...recordStamps(),
  },
  (t) => [
    index('productions_date_idx').on(t.date),
    uniqueIndex('productions_assignment_key').on(t.assignmentId),
  ],
);
