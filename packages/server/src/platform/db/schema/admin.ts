import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { createdAt, ids, optionalId, parentId, recordStamps, updatedAt } from './columns';
import { linkTable, namedRecordTable } from './tableShapes';

/** Other newsroom installations this one exchanges content with. */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Base URL of the remote installation. */
    address: varchar('address', { length: 400 }).notNull(),
    /** The token that branch issued us, sealed with the secret box; null = none given yet. */
    tokenSealed: text('token_sealed'),
    ...recordStamps(),
  },
  (t) => [
    uniqueIndex('branches_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('branches_address_key').on(sql`lower(${t.address})`),
  ],
);

/** Crews (reporter, camera, driver...) sent on coverage. */
export const teams = namedRecordTable('teams', {});

/** Regular members of a team. */
export const teamMembers = linkTable('team_members', {
  teamId: parentId('team_id', () => teams.id),
  userId: parentId('user_id', () => users.id),
});

/** A schedule change of a team's members: for one day only, or from a day forward. */
export const teamChanges = pgTable(
  'team_changes',
  {
    id: serial('id').primaryKey(),
    teamId: parentId('team_id', () => teams.id),
    date: date('date').notNull(),
    /** `day` (that date only) or `forward` (that date and after). */
    kind: varchar('kind', { length: 10 }).notNull(),
    memberIds: ids('member_ids'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('team_changes_key').on(t.teamId, t.date, t.kind)],
);

/** Document types (e.g. "NOTA", "VT"), with an abbreviation and a colour. */
export const documentTypes = namedRecordTable('document_types', {
  abbreviation: varchar('abbreviation', { length: 10 }).notNull(),
  color: varchar('color', { length: 20 }).notNull(),
});

/** Outlets a piece is made for (a TV channel, a radio, a site); text kinds show the lead. */
export const vehicles = namedRecordTable('vehicles', {
  /** Media-company kind: NEWSPAPER, RADIO, TV or WEB. */
  type: varchar('type', { length: 20 }).notNull(),
});

/** Desks/sections (politics, sports, economy...). */
export const editorials = namedRecordTable('editorials', {});

/** Classifications of documents (e.g. "exclusive", "follow-up"). */
export const classifications = namedRecordTable('classifications', {});

/** Per-area configuration flags (document, assignment, news report, story, rundown). */
export const areaConfigs = pgTable('area_configs', {
  area: varchar('area', { length: 40 }).primaryKey(),
  config: jsonb('config').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});

/** Installation settings by section (general, theme, fonts, smtp, retention, logo, locks). */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 40 }).primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
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
    ownerId: optionalId('owner_id', () => users.id),
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
    actorId: optionalId('actor_id', () => users.id),
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
