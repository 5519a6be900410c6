import { z } from 'zod';

/**
 * Roles and permissions (spec 1 §6, spec 3 §6). A user holds one access level per area;
 * the role strings the API speaks (`ROLE_RUNDOWN_WRITE`) are derived from those levels,
 * each level implying the ones below it. ROLE_ROOT is the explicit super-user: it holds
 * every role. There is no other bypass.
 */

/** Areas that carry an access level. */
export const AREAS = [
  'admin',
  'agency',
  'assignment',
  'assignment_proposal',
  'branch',
  'calendar',
  'chart',
  'chat',
  'contact',
  'document',
  'media',
  'mobile',
  'news_report',
  'notice',
  'post',
  'preview',
  'production',
  'program',
  'report',
  'round',
  'rundown',
  'story',
  'team',
  'user',
] as const;
export type Area = (typeof AREAS)[number];
export const areaSchema = z.enum(AREAS);

/** Access levels, weakest first. `admin` also means approve/manage in the area. */
export const ACCESS_LEVELS = ['none', 'read', 'write', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const accessLevelSchema = z.enum(ACCESS_LEVELS);

/** The super-user role. */
export const ROLE_ROOT = 'ROLE_ROOT';

/** A user's permissions: the level held in each area (absent = none). */
export type Permissions = Partial<Record<Area, AccessLevel>>;
export const permissionsSchema = z.partialRecord(areaSchema, accessLevelSchema);

/** The role string for a level in an area, e.g. `ROLE_RUNDOWN_WRITE`. */
export function roleName(area: Area, level: Exclude<AccessLevel, 'none'>): string {
  return `ROLE_${area.toUpperCase()}_${level.toUpperCase()}`;
}

/** Every role string that exists, for the authorities call. */
export function allRoles(): string[] {
  const roles = [ROLE_ROOT];
  for (const area of AREAS) {
    for (const level of ACCESS_LEVELS) if (level !== 'none') roles.push(roleName(area, level));
  }
  return roles;
}

/** Whether `held` is at least `wanted`. */
export function levelAtLeast(held: AccessLevel | undefined, wanted: AccessLevel): boolean {
  return ACCESS_LEVELS.indexOf(held ?? 'none') >= ACCESS_LEVELS.indexOf(wanted);
}

/** The role strings a user holds, each level implying the lower ones. */
export function rolesOf(permissions: Permissions, isRoot: boolean): string[] {
  const roles: string[] = isRoot ? [ROLE_ROOT] : [];
  for (const area of AREAS) {
    for (const level of ['read', 'write', 'admin'] as const) {
      if (isRoot || levelAtLeast(permissions[area], level)) roles.push(roleName(area, level));
    }
  }
  return roles;
}

/** A permission check passes when every requested role is held (ROLE_ROOT holds all). */
export function hasRoles(held: readonly string[], requested: readonly string[]): boolean {
  if (held.includes(ROLE_ROOT)) return true;
  return requested.every((role) => held.includes(role));
}

/** The level a user holds in each area, root holding admin everywhere. */
export function abilitiesOf(permissions: Permissions, isRoot: boolean): Record<Area, AccessLevel> {
  const abilities = {} as Record<Area, AccessLevel>;
  for (const area of AREAS) abilities[area] = isRoot ? 'admin' : (permissions[area] ?? 'none');
  return abilities;
}

/**
 * Program group restriction: a program restricted to groups is open only to members of
 * one of them; an empty restriction means everyone. ROLE_ROOT sees every program.
 */
export function canAccessProgram(
  viewer: { isRoot: boolean; groupIds: readonly number[] },
  program: { groupIds: readonly number[] },
): boolean {
  if (viewer.isRoot || program.groupIds.length === 0) return true;
  return program.groupIds.some((id) => viewer.groupIds.includes(id));
}
