import { z } from 'zod';
import { expirationDaysSchema, PASSWORD_MAX_LENGTH, passwordSchema } from '../auth/password';
import { permissionsSchema } from '../auth/roles';

/**
 * A user as administration sees it (spec 3 §3 "User", §7 "Users"): the shapes shared by the
 * server's routes and the web's forms, so both check the same limits.
 */

/** Longest display name. */
export const USER_NAME_MAX_LENGTH = 120;
/** Longest nickname (the login name). */
export const NICKNAME_MAX_LENGTH = 60;
/** Longest e-mail address. */
export const EMAIL_MAX_LENGTH = 254;
/** Most users one user may be allowed to share with. */
export const ALLOWED_USERS_MAX = 1000;

/** Characters a nickname may hold: letters, digits, dot, underscore and hyphen (it is typed at login). */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;

/** Display name, e.g. "Marina Costa". */
export const userNameSchema = z.string().trim().min(1).max(USER_NAME_MAX_LENGTH);
/** Login name, unique without regard to case. */
export const nicknameSchema = z
  .string()
  .trim()
  .min(1)
  .max(NICKNAME_MAX_LENGTH)
  .regex(NICKNAME_PATTERN);
/** E-mail address, unique without regard to case (also accepted at login). */
export const userEmailSchema = z.email().max(EMAIL_MAX_LENGTH);

/** Fields an administrator edits on every user. */
const userFieldsSchema = z.object({
  /** Display name. */
  name: userNameSchema,
  /** Login name. */
  nickname: nicknameSchema,
  /** E-mail address. */
  email: userEmailSchema,
  /** Password expiration in days; 0 = never. */
  expirationDays: expirationDaysSchema.default(0),
  /** Authenticates against the directory (Active Directory / LDAP). */
  isAdUser: z.boolean().default(false),
  /** Users this user may share private documents with. */
  allowedUserIds: z.array(z.number().int().positive()).max(ALLOWED_USERS_MAX).default([]),
  /** Access level per area (absent = none). */
  permissions: permissionsSchema.default({}),
});

/** Whether the password and its confirmation are the same (both absent counts as the same). */
export function passwordsMatch(value: {
  password?: string;
  passwordConfirmation?: string;
}): boolean {
  return value.password === value.passwordConfirmation;
}

const passwordsMustMatch = { message: 'passwordsMustMatch', path: ['passwordConfirmation'] };

/** Body of POST /api/users; the user must choose a new password at first login. */
export const userCreateSchema = userFieldsSchema
  .extend({
    /** The initial password. */
    password: passwordSchema,
    /** The password typed again. */
    passwordConfirmation: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine(passwordsMatch, passwordsMustMatch);
/** Body of POST /api/users. */
export type UserCreate = z.infer<typeof userCreateSchema>;

/** Body of PUT /api/users/{id}: the password fields go together or not at all. */
export const userUpdateSchema = userFieldsSchema
  .extend({
    /** The version the form was loaded at (optimistic concurrency). */
    version: z.number().int().positive(),
    /** A new password, optional; the user must change it at next login. */
    password: passwordSchema.optional(),
    /** The new password typed again. */
    passwordConfirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  })
  .refine(passwordsMatch, passwordsMustMatch);
/** Body of PUT /api/users/{id}. */
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/** A user in a select list (GET /api/users/all, /active, /editors...). */
export const userOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string(),
});
/** A user in a select list. */
export type UserOption = z.infer<typeof userOptionSchema>;

/** One row of the paged admin list (GET /api/users/filter) and the data of `users` events. */
export const userAdminRowSchema = userOptionSchema.extend({
  email: z.string(),
  /** Has an open session now (moves live on the `sessions` topic). */
  online: z.boolean(),
  /** Removed (soft-deleted); may be restored. */
  excluded: z.boolean(),
  isAdUser: z.boolean(),
  /** Password expiration in days; 0 = never. */
  expirationDays: z.number().int(),
  version: z.number().int(),
});
/** One row of the admin list. */
export type UserAdminRow = z.infer<typeof userAdminRowSchema>;

/** A membership of the user in a group, by role there. */
export const userGroupMembershipSchema = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  /** producer, editor, reporter or user. */
  role: z.string(),
});
/** A membership of the user in a group. */
export type UserGroupMembership = z.infer<typeof userGroupMembershipSchema>;

/** The full record for the edit form (GET /api/users/{id}); never the password hash. */
export const userDetailSchema = userAdminRowSchema.extend({
  /** Super-user; read-only through the users calls. */
  isRoot: z.boolean(),
  permissions: permissionsSchema,
  allowedUserIds: z.array(z.number().int()),
  /** Groups the user belongs to (edited with the groups). */
  groupIds: z.array(z.number().int()),
  groups: z.array(userGroupMembershipSchema),
  /** The next login asks for a new password (created or reset by an administrator). */
  mustChangePassword: z.boolean(),
});
/** The full record of a user. */
export type UserDetail = z.infer<typeof userDetailSchema>;

/** Answer of PUT /api/users/{id}/reset_password: shown once to the administrator. */
export const temporaryPasswordSchema = z.object({ temporaryPassword: z.string() });

/** What anyone may see of a user (lists, online indicator, events). */
export const publicUserSchema = userOptionSchema.extend({
  online: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
