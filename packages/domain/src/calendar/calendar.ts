import { z } from 'zod';
import { typeColourSchema } from '../companyData/lookups';

/**
 * The newsroom's calendars (spec 2 §3 "Calendar event", §9 "Calendar and team recurrence rules";
 * spec 3 §3, §7 "Calendars"): calendars shared with groups or private to their owner, their
 * categories, and events that may repeat. Times are wall-clock times of the newsroom's time zone
 * (`YYYY-MM-DDTHH:mm`), dates of all-day events plain dates (`YYYY-MM-DD`): a weekly 19:00
 * meeting stays 19:00 across any change of the zone's offset.
 */

/** Repetition frequencies (spec 1 §3). */
export const FREQUENCIES = ['FREQ_DAILY', 'FREQ_WEEKLY', 'FREQ_MONTHLY', 'FREQ_YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Reminder choices in minutes before the start: 15/30 min, 1–4 h, 1–4 days, 1 week. */
export const REMINDER_MINUTES = [15, 30, 60, 120, 180, 240, 1440, 2880, 4320, 5760, 10080] as const;
export type ReminderMinutes = (typeof REMINDER_MINUTES)[number];

/** Ordinals of a weekday in a month: first to fifth, and last (-1). */
export const DAY_ORDERS = [1, 2, 3, 4, 5, -1] as const;

/** Which occurrences an edit or removal of a repeating event touches. */
export const EDIT_SCOPES = ['occurrence', 'following', 'all'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

/** Limits of calendar fields. */
export const CALENDAR_LIMITS = {
  name: 200,
  text: 10_000,
  interval: 999,
  repeatCount: 999,
  exDates: 500,
  reminders: REMINDER_MINUTES.length,
  reminderUsers: 500,
  groups: 100,
} as const;

/** Message keys of calendar answers. */
export const CALENDAR_RULES = {
  /** 422: the end is before the start. */
  endBeforeStart: 'calendar:endBeforeStart',
  /** 422: a category of another calendar. */
  categoryElsewhere: 'calendar:categoryElsewhere',
  /** 422: a calendar category events use cannot be deleted. */
  categoryInUse: 'calendar:categoryInUse',
  /** 403: only its owner shares or deletes a calendar. */
  onlyOwner: 'calendar:onlyOwner',
  /** 422: a repetition that can never happen (30 February, every 7 days on another weekday). */
  recurrenceNever: 'calendar:recurrenceNever',
  /** 422: an edit or removal of one occurrence names none the series has. */
  noSuchOccurrence: 'calendar:noSuchOccurrence',
  /** 400: the file holds no event. */
  icsEmpty: 'calendar:icsEmpty',
} as const;

const idSchema = z.number().int().positive();
const nameSchema = z.string().trim().min(1).max(CALENDAR_LIMITS.name);
const textSchema = z.string().max(CALENDAR_LIMITS.text).default('');
/** `YYYY-MM-DD`. */
export const calendarDaySchema = z.iso.date();
/** `YYYY-MM-DDTHH:mm`, wall-clock time in the newsroom's time zone. */
export const wallTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);

/** Body of POST /calendars (PUT adds `version`). */
export const calendarInputSchema = z.object({
  name: nameSchema,
  /** Palette name or hex colour of its events. */
  color: typeColourSchema.default('blue'),
  description: textSchema,
  /** Only its owner sees it. */
  isPrivate: z.boolean().default(false),
  /** Groups it is shared with when not private; empty = everyone with calendar access. */
  groupIds: z.array(idSchema).max(CALENDAR_LIMITS.groups).default([]),
});
export type CalendarInput = z.infer<typeof calendarInputSchema>;
export const calendarUpdateSchema = calendarInputSchema.extend({
  version: z.number().int().min(1),
});
export type CalendarUpdate = z.infer<typeof calendarUpdateSchema>;

/** A calendar as answered to one user. */
export const calendarSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  color: z.string(),
  description: z.string(),
  isPrivate: z.boolean(),
  groupIds: z.array(z.number().int()),
  ownerId: z.number().int().nullable(),
  /** The asking user's favourite (PATCH /calendars/{id}/favorite). */
  favorite: z.boolean(),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** Body of PATCH /calendars/{id}/favorite. */
export const calendarFavoriteSchema = z.object({ favorite: z.boolean() });

/** A comma-separated list of calendar ids in a query (`1,2,3`); absent = every calendar seen. */
const calendarIdsQuerySchema = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').map(Number).filter(Number.isInteger) : []));

/** Query of GET /calendars/categories. */
export const calendarCategoriesQuerySchema = z.object({ calendarIds: calendarIdsQuerySchema });

/** Answer of POST /calendars/{id}/subscription: the secret iCalendar feed address. */
export const calendarFeedSchema = z.object({
  token: z.string(),
  /** Path of the feed on this server (GET, no session): `/api/calendars/feed/{token}.ics`. */
  path: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** Body of POST /calendars/categories (PUT adds `version`). */
export const calendarCategoryInputSchema = z.object({
  calendarId: idSchema,
  name: nameSchema,
  color: typeColourSchema.default('blue'),
});
export type CalendarCategoryInput = z.infer<typeof calendarCategoryInputSchema>;
export const calendarCategoryUpdateSchema = calendarCategoryInputSchema.extend({
  version: z.number().int().min(1),
});

/** A calendar category as answered. */
export const calendarCategorySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  calendarId: z.number().int(),
  name: z.string(),
  color: z.string(),
});
export type CalendarCategory = z.infer<typeof calendarCategorySchema>;

/** A weekday (0 Sunday … 6 Saturday), with an ordinal in the month when the rule needs one. */
export const repetitionSchema = z.object({
  dayOrder: z.union([z.literal(DAY_ORDERS), z.null()]).default(null),
  value: z.number().int().min(0).max(6),
});
export type Repetition = z.infer<typeof repetitionSchema>;

/** A reminder: how long before each occurrence, and whom it reminds. */
export const reminderSchema = z.object({
  minutesBefore: z.literal(REMINDER_MINUTES),
  usersIds: z.array(idSchema).max(CALENDAR_LIMITS.reminderUsers),
});
export type Reminder = z.infer<typeof reminderSchema>;

/** A document an event is about. */
export const eventLinkSchema = z.object({
  kind: z.enum(['assignment', 'rundown']),
  id: idSchema,
});
export type EventLink = z.infer<typeof eventLinkSchema>;

/** The repetition of an event (spec 2 §3); `frequency` null = a single event. */
export const recurrenceSchema = z.object({
  frequency: z.enum(FREQUENCIES).nullable().default(null),
  interval: z.number().int().min(1).max(CALENDAR_LIMITS.interval).default(1),
  /** Ends after this many occurrences… */
  repeatCount: z.number().int().min(1).max(CALENDAR_LIMITS.repeatCount).nullable().default(null),
  /** …or on this date (inclusive); neither = forever. */
  repeatUtil: calendarDaySchema.nullable().default(null),
  /** Days of the month (1–31, -1 = last). */
  repeatByMonthDay: z
    .array(
      z
        .number()
        .int()
        .min(-1)
        .max(31)
        .refine((day) => day !== 0),
    )
    .max(31)
    .default([]),
  /** Months (1–12). */
  repeatByMonth: z.array(z.number().int().min(1).max(12)).max(12).default([]),
  /** Weekdays, each with an optional ordinal (2nd Tuesday, last Friday). */
  repetitions: z.array(repetitionSchema).max(35).default([]),
  /** Local dates of occurrences that do not happen. */
  exDates: z.array(calendarDaySchema).max(CALENDAR_LIMITS.exDates).default([]),
});
export type Recurrence = z.infer<typeof recurrenceSchema>;

/** The repetition of an event that happens once. */
export const NO_RECURRENCE: Readonly<Recurrence> = {
  frequency: null,
  interval: 1,
  repeatCount: null,
  repeatUtil: null,
  repeatByMonthDay: [],
  repeatByMonth: [],
  repetitions: [],
  exDates: [],
};

/**
 * Body of POST /calendars/events (PUT adds `version`, `scope`, `occurrence`). All-day events take
 * dates (`YYYY-MM-DD`, end inclusive); timed events wall-clock times (`YYYY-MM-DDTHH:mm`).
 */
export const calendarEventInputSchema = recurrenceSchema.extend({
  calendarId: idSchema,
  categoryId: idSchema.nullable().default(null),
  name: nameSchema,
  description: textSchema,
  location: z.string().trim().max(CALENDAR_LIMITS.name).default(''),
  allDay: z.boolean().default(false),
  startDate: z.union([calendarDaySchema, wallTimeSchema]),
  endDate: z.union([calendarDaySchema, wallTimeSchema]),
  reminders: z.array(reminderSchema).max(CALENDAR_LIMITS.reminders).default([]),
  link: eventLinkSchema.nullable().default(null),
});
export type CalendarEventInput = z.infer<typeof calendarEventInputSchema>;

/**
 * Body of PUT /calendars/events/{id}: the whole event as edited, and for a repeating event which
 * occurrences it changes; `occurrence` is the original start of the one edited.
 */
export const calendarEventUpdateSchema = calendarEventInputSchema.extend({
  version: z.number().int().min(1),
  scope: z.enum(EDIT_SCOPES).default('all'),
  occurrence: z.union([calendarDaySchema, wallTimeSchema]).nullable().default(null),
});
export type CalendarEventUpdate = z.infer<typeof calendarEventUpdateSchema>;

/** Query of DELETE /calendars/events/{id}. */
export const calendarEventRemoveQuerySchema = z.object({
  scope: z.enum(EDIT_SCOPES).default('all'),
  occurrence: z.union([calendarDaySchema, wallTimeSchema]).optional(),
});

/** An event (the series of a repeating one) as answered. */
export const calendarEventSchema = calendarEventInputSchema.extend({
  id: z.number().int(),
  version: z.number().int(),
  ownerId: z.number().int().nullable(),
  /** The series this event was split from by a "this and following" or "this occurrence" edit. */
  seriesId: z.number().int().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/**
 * Query of GET /calendars/events: the occurrences between two dates (inclusive) of the given
 * calendars (none = every calendar the user sees). The spec's `calendarId` + `currentDate` asks
 * for the month around that date.
 */
export const calendarEventsQuerySchema = z.object({
  calendarIds: calendarIdsQuerySchema,
  calendarId: z.coerce.number().int().positive().optional(),
  from: calendarDaySchema.optional(),
  to: calendarDaySchema.optional(),
  currentDate: calendarDaySchema.optional(),
});
export type CalendarEventsQuery = z.infer<typeof calendarEventsQuerySchema>;

/** One occurrence of an event, as the calendar views draw it. */
export const occurrenceSchema = z.object({
  eventId: z.number().int(),
  calendarId: z.number().int(),
  categoryId: z.number().int().nullable(),
  name: z.string(),
  location: z.string(),
  allDay: z.boolean(),
  /** Wall-clock start and end (dates for all-day events, end inclusive). */
  start: z.string(),
  end: z.string(),
  /** The instant it starts (ISO 8601 with offset). */
  startsAt: z.string(),
  /** Its original start: what `occurrence` names when editing only it or it and the following. */
  occurrence: z.string(),
  recurring: z.boolean(),
  /** Its category's colour, else its calendar's. */
  color: z.string(),
  hasReminders: z.boolean(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;
