import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Durable one-shot tasks (calendar reminders, later feed polls): kept in the database so a
 * restart loses none, claimed with SKIP LOCKED so several instances run each exactly once.
 */
export const scheduledTasks = pgTable(
  'scheduled_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it (an area's `taskHandlers` key). */
    kind: varchar('kind', { length: 80 }).notNull(),
    /** Unique: scheduling the same key again moves the task instead of adding one. */
    key: varchar('key', { length: 200 }).notNull().unique(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scheduled_tasks_run_at_idx').on(t.runAt)],
);

/** What the newsroom told one user, kept until read and then by retention. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: varchar('level', { length: 10 }).notNull(),
    category: varchar('category', { length: 20 }).notNull(),
    titleKey: varchar('title_key', { length: 120 }).notNull(),
    params: jsonb('params').notNull().default({}),
    text: text('text').notNull().default(''),
    /** NotificationLink (domain notifications) or null. */
    link: jsonb('link'),
    late: boolean('late').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);
