import {
  DomainError,
  permissionChangeProblem,
  ruleViolation,
  USER_RULE_KEYS,
  userListQueryOf,
  type Permissions,
  type UserCreate,
  type UserDetail,
  type UserUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { generatePassword, hashPassword } from '../../platform/auth/passwords';
import { endSessionsOfUser } from '../../platform/auth/sessions';
import { changedFields, recordAudit } from '../../platform/audit/audit';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { setExcluded } from '../../platform/documents/softDelete';
import { expectUpdated } from '../../platform/documents/versions';
import { emit } from '../../platform/realtime/outbox';
import { ROLE_USER_READ, usersPolicy } from './users.policy';
import { presentAdminRow, presentDetail, presentPublicUser } from './users.presenter';
import {
  uniqueFieldOfError,
  usersRepository as repo,
  type UniqueUserField,
  type UserRow,
} from './users.repository';
import { notFound } from '../../platform/http/refusals';

/**
 * Users administration (spec 3 §4, §7 "Users"): one use case per function, each in one
 * transaction that also writes the audit entry and the `users` event. Passwords are hashed
 * before the transaction opens (scrypt is slow; PGlite has one connection) and never logged.
 */

/** Audit entity type of users. */
const ENTITY = 'user';

/** The fields an audit entry may show: everything an administrator edits except secrets. */
function auditedFields(
  user: Pick<
    UserRow,
    'name' | 'nickname' | 'email' | 'expirationDays' | 'isAdUser' | 'allowedUserIds' | 'permissions'
  >,
) {
  return {
    name: user.name,
    nickname: user.nickname,
    email: user.email,
    expirationDays: user.expirationDays,
    isAdUser: user.isAdUser,
    allowedUserIds: user.allowedUserIds,
    permissions: user.permissions,
  };
}

/** Stored permissions keep only the areas with some access. */
function compactPermissions(permissions: Permissions): Permissions {
  return Object.fromEntries(
    Object.entries(permissions).filter(([, level]) => level !== 'none'),
  ) as Permissions;
}

/**
 * Publishes a change on `users`: the admin row to those who may read the users administration
 * (it carries the e-mail), and, when what everyone sees changed, the public user to all.
 */
async function publish(
  tx: Executor,
  actor: Actor,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  user: UserRow,
  isPublicChange = false,
): Promise<void> {
  await emit(tx, actor.sessionId, {
    topic: 'users',
    action,
    entity: ENTITY,
    id: user.id,
    data: presentAdminRow(user),
    version: user.version,
    audience: { roles: [ROLE_USER_READ] },
  });
  if (isPublicChange) {
    await emit(tx, actor.sessionId, {
      topic: 'users',
      action: 'UPDATE',
      entity: ENTITY,
      id: user.id,
      data: presentPublicUser(user),
      version: user.version,
    });
  }
}

/** The audit entry of a change of this user (labelled by nickname). */
function auditUser(tx: Executor, actor: Actor, user: UserRow, action: string, details?: unknown) {
  return recordAudit(tx, actor, {
    action,
    entityType: ENTITY,
    entityId: user.id,
    label: user.nickname,
    details,
  });
}

/** 409 `duplicate` naming the first clashing field and all of them. */
function duplicate(fields: UniqueUserField[]): DomainError {
  return new DomainError('duplicate', 'error:duplicate', { field: fields[0], fields });
}

async function assertUnique(
  tx: Executor,
  values: { nickname: string; email: string },
  exceptId: number | null,
): Promise<void> {
  const fields = await repo.clashes(tx, values, exceptId);
  if (fields.length > 0) throw duplicate(fields);
}

/** Runs a write, turning a unique-index violation (a concurrent twin) into the same 409. */
async function guardUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = uniqueFieldOfError(error);
    if (field) throw duplicate([field]);
    throw error;
  }
}

/** Allowed users: known users only, each once, never the user themself. */
async function allowedUsersOf(
  tx: Executor,
  ids: number[],
  selfId: number | null,
): Promise<number[]> {
  const unique = [...new Set(ids)].filter((id) => id !== selfId);
  const known = new Set(await repo.existingIds(tx, unique));
  if (unique.some((id) => !known.has(id))) {
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'allowedUserIds', key: 'invalid' }],
    });
  }
  return unique;
}

function assertPermissionChange(
  actor: Actor,
  targetId: number | null,
  before: Permissions,
  after: Permissions,
): void {
  const problem = permissionChangeProblem({
    actorRoles: actor.roles,
    isSelf: targetId === actor.userId,
    before,
    after,
  });
  if (problem) throw ruleViolation(problem);
}

function assertCanManage(actor: Actor, target: UserRow): void {
  if (!usersPolicy.canManage(actor, target))
    throw ruleViolation(USER_RULE_KEYS.cannotManageHigherUser);
}

async function loadRow(tx: Executor, id: number): Promise<UserRow> {
  const user = await repo.findById(tx, id);
  if (!user) throw notFound();
  return user;
}

async function detailOf(tx: Executor, user: UserRow): Promise<UserDetail> {
  return presentDetail(user, await repo.memberships(tx, user.id));
}

/** The paged admin list. */
export async function filterUsers(
  platform: Platform,
  query: { filter: string; activeOnly: boolean; page: number; size: number },
) {
  const { rows, total } = await repo.filter(platform.database.db, query);
  return { data: rows.map(presentAdminRow), page: query.page, size: query.size, total };
}

/** The full record for the edit form. */
export async function loadUser(platform: Platform, id: number): Promise<UserDetail> {
  const db = platform.database.db;
  return detailOf(db, await loadRow(db, id));
}

/** A list for selects by category; an unknown category is an internal error (spec 3 §8). */
export async function listUserOptions(platform: Platform, category: string) {
  return repo.options(platform.database.db, userListQueryOf(category));
}

/** Creates a user who must choose a new password at first login. */
export async function createUser(
  platform: Platform,
  actor: Actor,
  input: UserCreate,
): Promise<UserDetail> {
  const permissions = compactPermissions(input.permissions);
  assertPermissionChange(actor, null, {}, permissions);
  const passwordHash = await hashPassword(input.password);
  return platform.database.db.transaction(async (tx) => {
    await assertUnique(tx, input, null);
    const allowedUserIds = await allowedUsersOf(tx, input.allowedUserIds, null);
    const user = await guardUnique(() =>
      repo.insert(tx, {
        name: input.name,
        nickname: input.nickname,
        email: input.email,
        passwordHash,
        passwordChangedAt: null,
        expirationDays: input.expirationDays,
        isAdUser: input.isAdUser,
        allowedUserIds,
        permissions,
      }),
    );
    await auditUser(tx, actor, user, 'CREATE', { fields: auditedFields(user) });
    await publish(tx, actor, 'CREATE', user);
    return presentDetail(user, []);
  });
}

/**
 * Updates a user at the version the form loaded (409 `stale_version` with the current record
 * otherwise). A new password must be changed at next login and ends the user's sessions.
 * Permission changes apply from the user's next request.
 */
export async function updateUser(
  platform: Platform,
  actor: Actor,
  id: number,
  input: UserUpdate,
): Promise<UserDetail> {
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  return platform.database.db.transaction(async (tx) => {
    const before = await loadRow(tx, id);
    if (before.version !== input.version)
      throw new DomainError('stale_version', 'error:staleVersion', {
        current: await detailOf(tx, before),
      });
    assertCanManage(actor, before);
    const permissions = compactPermissions(input.permissions);
    assertPermissionChange(actor, id, before.permissions, permissions);
    await assertUnique(tx, input, id);
    const allowedUserIds = await allowedUsersOf(tx, input.allowedUserIds, id);
    const values = {
      name: input.name,
      nickname: input.nickname,
      email: input.email,
      expirationDays: input.expirationDays,
      isAdUser: input.isAdUser,
      allowedUserIds,
      permissions,
    };
    const rows = await guardUnique(() =>
      repo.updateVersioned(
        tx,
        id,
        input.version,
        passwordHash ? { ...values, passwordHash, passwordChangedAt: null } : values,
      ),
    );
    let updated = await expectUpdated(rows, async () => {
      const current = await repo.findById(tx, id);
      return current && detailOf(tx, current);
    });
    if (passwordHash) {
      await endSessionsOfUser(tx, id, actor.sessionId);
      updated = await loadRow(tx, id);
    }
    await auditUser(tx, actor, updated, 'UPDATE', {
      changes: changedFields(auditedFields(before), auditedFields(updated)),
      ...(passwordHash ? { passwordChanged: true } : {}),
    });
    await publish(
      tx,
      actor,
      'UPDATE',
      updated,
      before.name !== updated.name || before.nickname !== updated.nickname,
    );
    return detailOf(tx, updated);
  });
}

/**
 * Removes a user (soft delete) and ends every session of theirs (sockets close with 1008).
 * Nobody removes themself, and the last root user stays.
 */
export async function removeUser(platform: Platform, actor: Actor, id: number) {
  return platform.database.db.transaction(async (tx) => {
    const target = await loadRow(tx, id);
    if (id === actor.userId) throw ruleViolation(USER_RULE_KEYS.cannotRemoveSelf);
    if (target.isRoot && !target.excluded && (await repo.activeRootsExcept(tx, id)) === 0)
      throw ruleViolation(USER_RULE_KEYS.lastRoot);
    assertCanManage(actor, target);
    await setExcluded(tx, users, id, true);
    await endSessionsOfUser(tx, id, actor.sessionId);
    const removed = await loadRow(tx, id);
    await auditUser(tx, actor, removed, 'DELETE');
    await publish(tx, actor, 'DELETE', removed);
    return presentAdminRow(removed);
  });
}

/** Restores a removed user. */
export async function restoreUser(platform: Platform, actor: Actor, id: number) {
  return platform.database.db.transaction(async (tx) => {
    assertCanManage(actor, await loadRow(tx, id));
    await setExcluded(tx, users, id, false);
    const restored = await loadRow(tx, id);
    await auditUser(tx, actor, restored, 'RESTORE');
    await publish(tx, actor, 'UPDATE', restored);
    return presentAdminRow(restored);
  });
}

/**
 * Sets a generated temporary password that must be changed at the next login and ends the
 * user's sessions. The password is answered once; only its hash is stored, and the audit
 * entry does not carry it.
 */
export async function resetPassword(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<{ temporaryPassword: string }> {
  const temporaryPassword = generatePassword();
  const passwordHash = await hashPassword(temporaryPassword);
  return platform.database.db.transaction(async (tx) => {
    assertCanManage(actor, await loadRow(tx, id));
    await repo.update(tx, id, { passwordHash, passwordChangedAt: null });
    await endSessionsOfUser(tx, id, actor.sessionId);
    const user = await loadRow(tx, id);
    await auditUser(tx, actor, user, 'RESET_PASSWORD');
    await publish(tx, actor, 'UPDATE', user);
    return { temporaryPassword };
  });
}

/**
 * Kick-out: ends every session of a user; their sockets close with 1008. Like a password reset,
 * never of a user who outranks the actor.
 */
export async function kickOut(platform: Platform, actor: Actor, id: number): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const user = await loadRow(tx, id);
    assertCanManage(actor, user);
    await endSessionsOfUser(tx, id, actor.sessionId);
    await auditUser(tx, actor, user, 'KICK_OUT');
  });
}
