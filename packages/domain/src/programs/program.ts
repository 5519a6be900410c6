import { z } from 'zod';
import { userIdListSchema } from '../groups/group';
import { userOptionSchema } from '../users/user';

/**
 * Programs: the shows rundowns belong to (spec 3 §3 "Program: announcers, presenters, image
 * editors, default announcer and presenter, groups, CG device, legacy mode, start, end").
 * A program restricted to groups is open only to their members; no group means everyone
 * (spec 3 §6). Start and end are times of day in the newsroom time zone; a show may cross
 * midnight, so the end may be earlier than the start.
 */

/** Functions of people in a program. */
export const PROGRAM_PEOPLE_ROLES = ['announcer', 'presenter', 'image_editor'] as const;
/** One function in a program. */
export type ProgramPeopleRole = (typeof PROGRAM_PEOPLE_ROLES)[number];

/** Longest program name. */
export const PROGRAM_NAME_MAX_CHARS = 120;

/** Message keys of the 422 answers about programs. */
export const PROGRAM_RULES = {
  /** The default announcer or presenter is not among the program's announcers or presenters. */
  defaultNotMember: 'program:defaultNotMember',
  /** A program with content can only be disabled (spec 1 §5). */
  hasContent: 'program:hasContent',
} as const;

/** `HH:mm` or `HH:mm:ss`, 24-hour clock. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A time of day as the API accepts it. */
export const timeOfDaySchema = z.string().trim().regex(TIME_OF_DAY_PATTERN);

/** `HH:mm` → `HH:mm:00`; `HH:mm:ss` unchanged (the stored and answered form). */
export function normalizeTimeOfDay(value: string): string {
  const trimmed = value.trim();
  return trimmed.length === 5 ? `${trimmed}:00` : trimmed;
}

/** `HH:mm:ss` → `HH:mm` for display. */
export function shortTimeOfDay(value: string): string {
  return value.slice(0, 5);
}

const optionalIdSchema = z.number().int().positive().nullable().default(null);

/** Body of POST /api/programs. */
export const programInputSchema = z.object({
  /** Unique, case-insensitively. */
  name: z.string().trim().min(1).max(PROGRAM_NAME_MAX_CHARS),
  /** Scheduled start, `HH:mm[:ss]`. */
  start: timeOfDaySchema,
  /** Scheduled end, `HH:mm[:ss]`; earlier than the start when the show crosses midnight. */
  end: timeOfDaySchema,
  /** Disabled programs stay for display but are offered for no new work. */
  enabled: z.boolean().default(true),
  /** Legacy mode of the rundown screens for this show. */
  legacyMode: z.boolean().default(false),
  announcerIds: userIdListSchema.default([]),
  presenterIds: userIdListSchema.default([]),
  imageEditorIds: userIdListSchema.default([]),
  /** Must be one of announcerIds. */
  defaultAnnouncerId: optionalIdSchema,
  /** Must be one of presenterIds. */
  defaultPresenterId: optionalIdSchema,
  /** Group restriction; empty = everyone. */
  groupIds: z.array(z.number().int().positive()).max(500).default([]),
  /** Character-generator device (devices arrive with the MOS integration). */
  cgDeviceId: optionalIdSchema,
  /** Playout device (devices arrive with the MOS integration). */
  playoutDeviceId: optionalIdSchema,
});
/** A program as written by a client. */
export type ProgramInput = z.infer<typeof programInputSchema>;

/** Body of PUT /api/programs/{id}: the program and the version it was loaded at. */
export const programUpdateSchema = programInputSchema.extend({
  /** Version the client loaded; a stale one answers 409 stale_version. */
  version: z.number().int().positive(),
});
/** A program update. */
export type ProgramUpdate = z.infer<typeof programUpdateSchema>;

/** A program in full, as GET /api/programs/{id} and the admin list answer it. */
export const programSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `HH:mm:ss`. */
  start: z.string(),
  /** `HH:mm:ss`. */
  end: z.string(),
  enabled: z.boolean(),
  legacyMode: z.boolean(),
  announcerIds: z.array(z.number().int()),
  presenterIds: z.array(z.number().int()),
  imageEditorIds: z.array(z.number().int()),
  defaultAnnouncerId: z.number().int().nullable(),
  defaultPresenterId: z.number().int().nullable(),
  groupIds: z.array(z.number().int()),
  cgDeviceId: z.number().int().nullable(),
  playoutDeviceId: z.number().int().nullable(),
  /** Optimistic-concurrency version. */
  version: z.number().int(),
});
/** A program in full. */
export type Program = z.infer<typeof programSchema>;

/** A program for display and selection (GET /api/programs, GET /api/programs/accessible). */
export const programSummarySchema = programSchema
  .pick({ id: true, name: true, start: true, end: true, enabled: true, legacyMode: true })
  .extend({
    /** Restricted to groups (which ones is shown to administrators only). */
    isRestricted: z.boolean(),
  });
/** A program for display and selection. */
export type ProgramSummary = z.infer<typeof programSummarySchema>;

/** A person of a program (editors, image editors, presenters lists): a user option. */
export const programPersonSchema = userOptionSchema;
/** A person of a program. */
export type ProgramPerson = z.infer<typeof programPersonSchema>;

/** A program's device reference (GET /api/programs/{id}/cg and /playout). */
export const programDeviceSchema = z.object({ id: z.number().int() });

/**
 * Entities of the `programs` topic. A restricted program's `program` events reach only its
 * groups' members; administrators outside those groups get a bare `restricted_program` notice
 * (id only) and reload; people whose access may have changed (the program's old groups, the
 * users added to or removed from a restricting group) get a bare `program_access` notice.
 */
export const PROGRAM_EVENT_ENTITIES = {
  /** A program's create, update or delete; data: the full program (delete: `{ id }`). */
  program: 'program',
  /** A restricted program changed; data `{ id }`; for administrators. */
  restricted: 'restricted_program',
  /** Access to a program may have changed for the receiver; data `{ id }` or null. */
  access: 'program_access',
} as const;
