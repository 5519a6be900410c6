import { DomainError } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { sessionsRepository } from '../../platform/auth/sessions.repository';
import { endSessionsOfUser, openSession } from '../../platform/auth/sessions';
import type { Platform } from '../../platform/context';
import { emit } from '../../platform/realtime/outbox';
import { ROLE_USER_READ } from './users.policy';
import { presentAdminRow, presentMe, presentPublicUser } from './users.presenter';
import { usersRepository } from './users.repository';
import type { UpdateMe } from './users.schemas';

/**
 * The caller's own profile: from the session this instance resolved for the request when it is
 * still cached (the events that would change it drop it), else from the database.
 */
export async function loadMe(platform: Platform, actor: Actor) {
  const cached = platform.sessions.get(actor.sessionId, platform.clock().getTime());
  const user = cached?.user ?? (await usersRepository.findById(platform.database.db, actor.userId));
  if (!user) throw new DomainError('session_expired', 'error:sessionExpired');
  return presentMe(user, actor.groupIds);
}

/**
 * Updates the caller's name and e-mail and, when asked, the password. A new password ends
 * every session of the user and opens a fresh one for this browser.
 */
export async function updateMe(
  platform: Platform,
  actor: Actor,
  input: UpdateMe,
  userAgent: string,
) {
  const { database, clock, sessionPolicy } = platform;
  const now = clock();
  const user = await usersRepository.findById(database.db, actor.userId);
  if (!user) throw new DomainError('session_expired', 'error:sessionExpired');
  if (
    input.newPassword !== undefined &&
    !(await verifyPassword(input.currentPassword ?? '', user.passwordHash))
  ) {
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: 'currentPassword', key: 'wrongPassword' }],
    });
  }
  const passwordHash =
    input.newPassword === undefined ? null : await hashPassword(input.newPassword);
  return database.db.transaction(async (tx) => {
    if (await usersRepository.emailTaken(tx, input.email, user.id)) {
      throw new DomainError('duplicate', 'error:duplicate', { field: 'email' });
    }
    const updated = await usersRepository.update(tx, user.id, {
      name: input.name,
      email: input.email,
    });
    let session: Awaited<ReturnType<typeof openSession>> | null = null;
    if (passwordHash) {
      await usersRepository.setPassword(tx, user.id, passwordHash, now);
      await endSessionsOfUser(tx, user.id, actor.sessionId);
      session = await openSession(tx, updated, { ip: actor.ip, userAgent }, sessionPolicy, now);
    }
    await emit(tx, actor.sessionId, {
      topic: 'users',
      action: 'UPDATE',
      entity: 'user',
      id: user.id,
      data: presentPublicUser({ ...updated, online: true }),
      version: updated.version,
    });
    // The users administration follows the change too (its row carries the e-mail, so only to its readers).
    await emit(tx, actor.sessionId, {
      topic: 'users',
      action: 'UPDATE',
      entity: 'user',
      id: user.id,
      data: presentAdminRow({ ...updated, online: true }),
      version: updated.version,
      audience: { roles: [ROLE_USER_READ] },
    });
    return { me: presentMe(updated, await sessionsRepository.groupIdsOf(tx, user.id)), session };
  });
}

/** Users online now. */
export async function listOnline(platform: Platform) {
  return (await usersRepository.online(platform.database.db)).map(presentPublicUser);
}
