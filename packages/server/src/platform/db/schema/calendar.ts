import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { EventLink, Recurrence, Reminder } from '@newsroom/domain';
import { authorshipColumns } from './documentColumns';
import { ids, optionalId, parentId, versionStamps } from './columns';
import { linkTable } from './tableShapes';
import { users } from './users';

/**
 * Calendars (spec 2 §3 "Calendar event", spec 3 §7 "Calendars"): shared with groups or private
 * to their owner; removed for good with their categories and events.
 */
export const calendars = pgTable(
  'calendars',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    color: varchar('color', { length: 20 }).notNull().default('blue'),
    description: text('description').notNull().default(''),
    isPrivate: boolean('is_private').notNull().default(false),
    /** Groups it is shared with; empty = everyone with calendar access. */
    groupIds: ids('group_ids'),
    /** Secret of its iCalendar subscription feed; null when none was made or it was revoked. */
    feedToken: varchar('feed_token', { length: 64 }),
    ...authorshipColumns(),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('calendars_feed_token_key').on(t.feedToken)],
);

/** The calendars each user marked as favourite. */
export const calendarFavorites = linkTable('calendar_favorites', {
  userId: parentId('user_id', () => users.id),
  calendarId: parentId('calendar_id', () => calendars.id),
});

/** Categories of a calendar's events ("Pauta", "Esporte"...). */
export const calendarCategories = pgTable(
  'calendar_categories',
  {
    id: serial('id').primaryKey(),
    calendarId: parentId('calendar_id', () => calendars.id),
    name: varchar('name', { length: 200 }).notNull(),
    color: varchar('color', { length: 20 }).notNull().default('blue'),
    ...versionStamps(),
  },
  (t) => [index('calendar_categories_calendar_idx').on(t.calendarId)],
);

/**
 * Events, a repeating one stored once as its series: wall-clock times of the newsroom
 * (`YYYY-MM-DDTHH:mm`, or dates for all-day events) and its recurrence as JSON, read by the
 * domain's rules; reminders as JSON too, edited with the event.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    calendarId: parentId('calendar_id', () => calendars.id),
    categoryId: optionalId('category_id', () => calendarCategories.id),
    /** The series this one was split from. */
    seriesId: integer('series_id').references((): AnyPgColumn => calendarEvents.id, {
      onDelete: 'set null',
    }),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    location: varchar('location', { length: 200 }).notNull().default(''),
    allDay: boolean('all_day').notNull().default(false),
    startDate: varchar('start_date', { length: 16 }).notNull(),
    endDate: varchar('end_date', { length: 16 }).notNull(),
    recurrence: jsonb('recurrence').$type<Recurrence>().notNull(),
    reminders: jsonb('reminders').$type<Reminder[]>().notNull().default([]),
    link: jsonb('link').$type<EventLink | null>(),
    ...authorshipColumns(),
    ...versionStamps(),
  },
  (t) => [
    index('calendar_events_calendar_idx').on(t.calendarId),
    index('calendar_events_category_idx')
      .on(t.categoryId)
      .where(sql`${t.categoryId} IS NOT NULL`),
  ],
);
