import { z } from 'zod';

/**
 * Teams (spec 2 §3 "Team: name, membersNicknames"): crews sent on coverage, e.g. a reporter,
 * a cameraman and a driver. A team has regular members and a schedule of changes: a one-day
 * change replaces the members for that date only; a forward change replaces them from that
 * date on, until a later forward change.
 */

/** Longest team name. */
export const TEAM_NAME_MAX = 120;
/** Most members a team (or a change) may list. */
export const TEAM_MEMBERS_MAX = 50;

/** Kinds of schedule change: `day` (that date only) or `forward` (that date and after). */
export const TEAM_CHANGE_KINDS = ['day', 'forward'] as const;
/** One kind of schedule change. */
export type TeamChangeKind = (typeof TEAM_CHANGE_KINDS)[number];

/** A calendar date `YYYY-MM-DD` that exists (no 2025-02-30). */
export const scheduleDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const at = new Date(Date.UTC(year, month - 1, day));
    return (
      at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
    );
  }, 'invalid');

/** Member user ids: positive, at most TEAM_MEMBERS_MAX, repeated ids dropped. */
export const teamMemberIdsSchema = z
  .array(z.number().int().positive())
  .max(TEAM_MEMBERS_MAX)
  .transform((ids) => [...new Set(ids)]);

/** What a team editor sends to create or change a team. */
export const teamInputSchema = z.object({
  name: z.string().trim().min(1).max(TEAM_NAME_MAX),
  /** Regular members (user ids). */
  memberIds: teamMemberIdsSchema,
});
export type TeamInput = z.infer<typeof teamInputSchema>;

/** A one-day or forward change of a team's members. */
export const teamChangeInputSchema = z.object({
  /** The day the change applies to (day) or starts on (forward). */
  date: scheduleDateSchema,
  kind: z.enum(TEAM_CHANGE_KINDS),
  /** The members on that day (or from it on). */
  memberIds: teamMemberIdsSchema,
});
export type TeamChangeInput = z.infer<typeof teamChangeInputSchema>;

/** A team as lists show it. */
export const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Regular member ids. */
  memberIds: z.array(z.number().int()),
  /** Regular members' nicknames, in the order of memberIds. */
  membersNicknames: z.array(z.string()),
  version: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;

/** A stored schedule change. */
export const teamChangeSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  kind: z.enum(TEAM_CHANGE_KINDS),
  memberIds: z.array(z.number().int()),
  membersNicknames: z.array(z.string()),
});
export type TeamChange = z.infer<typeof teamChangeSchema>;

/** Where a day's members come from. */
export const TEAM_MEMBER_SOURCES = ['regular', 'forward', 'day'] as const;
export type TeamMemberSource = (typeof TEAM_MEMBER_SOURCES)[number];

/** Who is on a team on one date. */
export const effectiveTeamSchema = z.object({
  date: z.string(),
  memberIds: z.array(z.number().int()),
  membersNicknames: z.array(z.string()),
  /** Regular members, a forward change or a one-day change. */
  source: z.enum(TEAM_MEMBER_SOURCES),
  /** The change that applies, when one does. */
  changeId: z.number().int().nullable(),
});
export type EffectiveTeam = z.infer<typeof effectiveTeamSchema>;

/** A team with its schedule, and (when a date was asked) who is on it that day. */
export const teamDetailSchema = teamSchema.extend({
  /** Every schedule change, by date then kind. */
  changes: z.array(teamChangeSchema),
  effective: effectiveTeamSchema.nullable(),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;
