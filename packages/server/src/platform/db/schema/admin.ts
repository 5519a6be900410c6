import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, recordStamps } from './columns';

/** Other newsroom installations this one exchanges content with. */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Base URL of the remote installation. */
    address: varchar('address', { length: 400 }).notNull(),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('branches_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('branches_address_key').on(sql`lower(${t.address})`),
  ],
);

/** Crews (reporter, camera, driver...) sent on coverage. */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('teams_name_key').on(sql`lower(${t.name})`)],
);

/** Regular members of a team. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] })],
);

/** A schedule change of a team's members: for one day only, or from a day forward. */
export const teamChanges = pgTable(
  'team_changes',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** `day` (that date only) or `forward` (that date and after). */
    kind: varchar('kind', { length: 10 }).notNull(),
    memberIds: integer('member_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('team_changes_key').on(t.teamId, t.date, t.kind)],
);

/** Document types (e.g. "NOTA", "VT"), with an abbreviation and a colour. */
export const documentTypes = pgTable(
  'document_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    abbreviation: varchar('abbreviation', { length: 10 }).notNull(),
    color: varchar('color', { length: 20 }).notNull(),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('document_types_name_key').on(sql`lower(${t.name})`)],
);

/** Outlets a piece is made for (a TV channel, a radio, a site); text kinds show the lead. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Media-company kind: NEWSPAPER, RADIO, TV or WEB. */
    type: varchar('type', { length: 20 }).notNull(),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('vehicles_name_key').on(sql`lower(${t.name})`)],
);

/** Desks/sections (politics, sports, economy...). */
export const editorials = pgTable(
  'editorials',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('editorials_name_key').on(sql`lower(${t.name})`)],
);

/** Classifications of documents (e.g. "exclusive", "follow-up"). */
export const classifications = pgTable(
  'classifications',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('classifications_name_key').on(sql`lower(${t.name})`)],
);

/** Per-area configuration flags (document, assignment, news report, story, rundown). */
export const areaConfigs = pgTable('area_configs', {
  area: varchar('area', { length: 40 }).primaryKey(),
  config: jsonb('config').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Installation settings by section (general, theme, fonts, smtp, retention, logo, locks). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 40 }).primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded files: metadata here, bytes in the storage folder. */
export const files = pgTable(
  'files',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    originalName: varchar('original_name', { length: 255 }).notNull(),
    /** Media type detected from the content, not from the name. */
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Path relative to the storage root. */
    storagePath: varchar('storage_path', { length: 400 }).notNull(),
    width: integer('width'),
    height: integer('height'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Public files (the logo) are readable by anyone, others by logged-in users. */
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('files_owner_idx').on(t.ownerId)],
);

/** Who changed what in administration, when and from where. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorNickname: varchar('actor_nickname', { length: 60 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /** CREATE, UPDATE, DELETE, RESTORE, RESET_PASSWORD, KICK_OUT, UPLOAD... */
    action: varchar('action', { length: 30 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    /** A short human label of the entity (name, nickname). */
    label: text('label'),
    /** Changed fields (before/after) or other detail. */
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_logs_created_idx').on(t.createdAt),
    index('audit_logs_entity_idx').on(t.entityType, t.entityId),
  ],
);
