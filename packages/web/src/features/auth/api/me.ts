import { z } from 'zod';
import { accessLevelSchema, type AccessLevel, type Area } from '@newsroom/domain';

/** The signed-in user as GET /api/users/me answers (docs/API.md `Me`). */
export const meSchema = z.object({
  id: z.number(),
  name: z.string(),
  nickname: z.string(),
  email: z.string(),
  isRoot: z.boolean().default(false),
  /** Every role held; the server derives them, the web never recomputes them. */
  roles: z.array(z.string()),
  /** Level per area; an area the server adds later must not break the login. */
  abilities: z.record(z.string(), accessLevelSchema),
  groupIds: z.array(z.number()).default([]),
  expirationDays: z.number().nullable().optional(),
});
/** The signed-in user. */
export type Me = z.infer<typeof meSchema>;

/** The user's level in an area (none when the server did not send it). */
export function abilityOf(me: Me, area: Area): AccessLevel {
  return me.abilities[area] ?? 'none';
}

/** Whether the user may write in an area (write or admin level); false when signed out. */
export function canWriteIn(me: Me | null, area: Area): boolean {
  if (me === null) return false;
  const level = abilityOf(me, area);
  return level === 'write' || level === 'admin';
}
