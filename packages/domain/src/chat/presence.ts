import { z } from 'zod';

/**
 * Presence (spec 1 §7 topic `sessions`): online while one of a user's screens is connected and
 * in use, away when every connected screen is idle, offline with no screen connected, whatever
 * server instance each socket is on.
 */
export const PRESENCES = ['online', 'away', 'offline'] as const;
export type Presence = (typeof PRESENCES)[number];

/** A screen with no keyboard or pointer input for this long reports itself away. */
export const AWAY_AFTER_MS = 5 * 60_000;

/** A user's presence (GET /users/presence, and the `presence` UPDATE on `sessions`). */
export const userPresenceSchema = z.object({
  userId: z.number().int(),
  presence: z.enum(PRESENCES),
});
export type UserPresence = z.infer<typeof userPresenceSchema>;

/** Body of PUT /sessions/away: this screen's user is away (idle) or back. */
export const awayBodySchema = z.object({ away: z.boolean() });
export type AwayBody = z.infer<typeof awayBodySchema>;

/** A user's presence from their connected sessions' away flags (none connected: offline). */
export function presenceOf(connectedSessionsAway: readonly boolean[]): Presence {
  if (connectedSessionsAway.length === 0) return 'offline';
  return connectedSessionsAway.every(Boolean) ? 'away' : 'online';
}
