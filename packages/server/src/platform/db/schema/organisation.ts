import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { devices } from './devices';
import { users } from './users';
import { versionStamps, recordStamps } from './columns';

/** Groups of people (producers, editors, reporters, plain members). */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Free category labels of the group (e.g. desk names). */
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...recordStamps(),
  },
  (t) => [uniqueIndex('groups_name_key').on(sql`lower(${t.name})`)],
);

/** Membership of a user in a group, by role in it. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** producer, editor, reporter or user. */
    role: varchar('role', { length: 20 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId, t.role] })],
);

/** Shows (TV or radio programmes) that rundowns belong to. */
export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Scheduled start and end of the show (newsroom time zone). */
    start: time('start').notNull(),
    end: time('end').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    legacyMode: boolean('legacy_mode').notNull().default(false),
    defaultAnnouncerId: integer('default_announcer_id').references(() => users.id),
    defaultPresenterId: integer('default_presenter_id').references(() => users.id),
    /** Character-generator device; a linked device cannot be deleted. */
    cgDeviceId: integer('cg_device_id').references(() => devices.id, { onDelete: 'restrict' }),
    /** Playout device the program's MOS running orders go to. */
    playoutDeviceId: integer('playout_device_id').references(() => devices.id, {
      onDelete: 'restrict',
    }),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('programs_name_key').on(sql`lower(${t.name})`)],
);

/** Group restriction of a program: none = open to everyone. */
export const programGroups = pgTable(
  'program_groups',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.programId, t.groupId] })],
);

/** People of a program by function: announcer, presenter or image_editor. */
export const programPeople = pgTable(
  'program_people',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.programId, t.userId, t.role] })],
);

/** The branch configuration: a single row. */
export const branchConfig = pgTable('branch_config', {
  id: integer('id').primaryKey(),
  locale: varchar('locale', { length: 10 }).notNull(),
  branchName: varchar('branch_name', { length: 120 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
