import {
  boolean,
  integer,
  pgTable,
  serial,
  text,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { devices } from './devices';
import { users } from './users';
import { parentId, updatedAt, versionStamps } from './columns';
import { linkTable, namedRecordTable } from './tableShapes';

/** Groups of people (producers, editors, reporters, plain members). */
export const groups = namedRecordTable('groups', {
  /** Free category labels of the group (e.g. desk names). */
  categories: text('categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** Membership of a user in a group, by role in it. */
export const groupMembers = linkTable('group_members', {
  groupId: parentId('group_id', () => groups.id),
  userId: parentId('user_id', () => users.id),
  /** producer, editor, reporter or user. */
  role: varchar('role', { length: 20 }).notNull(),
});

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
export const programGroups = linkTable('program_groups', {
  programId: parentId('program_id', () => programs.id),
  groupId: parentId('group_id', () => groups.id),
});

/** People of a program by function: announcer, presenter or image_editor. */
export const programPeople = linkTable('program_people', {
  programId: parentId('program_id', () => programs.id),
  userId: parentId('user_id', () => users.id),
  role: varchar('role', { length: 20 }).notNull(),
});

/** The branch configuration: a single row. */
export const branchConfig = pgTable('branch_config', {
  id: integer('id').primaryKey(),
  locale: varchar('locale', { length: 10 }).notNull(),
  branchName: varchar('branch_name', { length: 120 }).notNull(),
  updatedAt: updatedAt(),
});
