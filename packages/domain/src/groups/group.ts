import { z } from 'zod';

/**
 * Groups of people (spec 3 §3 "Group: producers, editors, reporters, categories, users").
 * A user may hold several roles in one group; every membership, whatever its role, counts
 * for program restrictions (spec 3 §6) and for "a group with users cannot be deleted".
 */

/** Roles a user holds in a group; `user` is a plain member. */
export const GROUP_MEMBER_ROLES = ['producer', 'editor', 'reporter', 'user'] as const;
/** One role in a group. */
export type GroupMemberRole = (typeof GROUP_MEMBER_ROLES)[number];

/** Longest group name. */
export const GROUP_NAME_MAX_CHARS = 120;
/** Longest category label. */
export const GROUP_CATEGORY_MAX_CHARS = 60;
/** Most categories a group carries. */
export const GROUP_CATEGORIES_MAX = 50;
/** Most users listed in one role of one group (a guard against absurd bodies). */
export const GROUP_ROLE_MAX_MEMBERS = 2000;

/** Message keys of the 422 answers about groups. */
export const GROUP_RULES = {
  /** A group with members cannot be deleted (spec 1 §5). */
  hasUsers: 'group:hasUsers',
  /** A group still restricting programs cannot be deleted (it would open them to everyone). */
  inUse: 'group:inUse',
} as const;

/** A list of user ids. */
export const userIdListSchema = z.array(z.number().int().positive()).max(GROUP_ROLE_MAX_MEMBERS);

/** Body of POST /api/groups. */
export const groupInputSchema = z.object({
  /** Unique, case-insensitively. */
  name: z.string().trim().min(1).max(GROUP_NAME_MAX_CHARS),
  /** Free labels (e.g. desks); duplicates are folded case-insensitively. */
  categories: z
    .array(z.string().trim().min(1).max(GROUP_CATEGORY_MAX_CHARS))
    .max(GROUP_CATEGORIES_MAX)
    .default([]),
  /** Users who are producers in the group. */
  producerIds: userIdListSchema.default([]),
  /** Users who are editors in the group. */
  editorIds: userIdListSchema.default([]),
  /** Users who are reporters in the group. */
  reporterIds: userIdListSchema.default([]),
  /** Plain members. */
  userIds: userIdListSchema.default([]),
});
/** A group as written by a client. */
export type GroupInput = z.infer<typeof groupInputSchema>;

/** Body of PUT /api/groups/{id}: the group and the version it was loaded at. */
export const groupUpdateSchema = groupInputSchema.extend({
  /** Version the client loaded; a stale one answers 409 stale_version. */
  version: z.number().int().positive(),
});
/** A group update. */
export type GroupUpdate = z.infer<typeof groupUpdateSchema>;

/** A group as the API answers it. */
export const groupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categories: z.array(z.string()),
  producerIds: z.array(z.number().int()),
  editorIds: z.array(z.number().int()),
  reporterIds: z.array(z.number().int()),
  userIds: z.array(z.number().int()),
  /** Optimistic-concurrency version. */
  version: z.number().int(),
});
/** A group as the API answers it. */
export type Group = z.infer<typeof groupSchema>;

/** A group in selects (GET /api/groups/all). */
export const groupOptionSchema = z.object({ id: z.number().int(), name: z.string() });
/** A group in selects. */
export type GroupOption = z.infer<typeof groupOptionSchema>;

/** The member-id field of each role. */
export const GROUP_ROLE_FIELDS = {
  producer: 'producerIds',
  editor: 'editorIds',
  reporter: 'reporterIds',
  user: 'userIds',
} as const satisfies Record<GroupMemberRole, keyof GroupInput>;

/** Every distinct user of a group, whatever the role. */
export function groupMemberIds(
  group: Pick<GroupInput, (typeof GROUP_ROLE_FIELDS)[GroupMemberRole]>,
): number[] {
  const ids = new Set<number>();
  for (const role of GROUP_MEMBER_ROLES)
    for (const id of group[GROUP_ROLE_FIELDS[role]]) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/** Categories without blanks and without case-insensitive repeats, first spelling kept. */
export function normalizeCategories(categories: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of categories) {
    const category = raw.trim();
    const key = category.toLocaleLowerCase();
    if (category === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(category);
  }
  return result;
}

/** Distinct ids in ascending order. */
export function distinctIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
