import {
  DomainError,
  isPasswordExpired,
  LDAP_KEYS,
  LOGIN_ANSWERS,
  LOGIN_THROTTLE_WINDOW_MS,
  passwordSchema,
  ruleViolation,
  type LoginForm,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { endSessionsOfUser, openSession } from '../../platform/auth/sessions';
import { checkDirectoryPassword } from '../ldap/ldap.login';
import { usersRepository, type UserRow } from '../users/users.repository';
import { enforceLicenceAtLogin } from '../licence/licence.login';
import { authRepository } from './auth.repository';

/** Where a login comes from. */
export interface LoginMeta {
  ip: string;
  userAgent: string;
}

/** A hash to verify against when the user does not exist, so timing does not reveal it. */
let decoyHash: Promise<string> | null = null;

/** Whether the password is the user's: the directory's for an AD user, else the stored hash. */
async function checkPassword(
  platform: Platform,
  user: UserRow | undefined,
  password: string,
): Promise<boolean> {
  if (user?.isAdUser) return checkDirectoryPassword(platform, user, password);
  decoyHash ??= hashPassword('decoy-password-never-matches');
  const ok = await verifyPassword(password, user?.passwordHash ?? (await decoyHash));
  return ok && user !== undefined;
}

/** The throttle's key: one per account whichever of its names is typed, else the typed name. */
function accountKeyOf(user: UserRow | undefined, username: string): string {
  return user ? `user:${user.id}` : `name:${username.toLowerCase().slice(0, 120)}`;
}

/**
 * Logs a user in (spec 3 §7, spec 1 §8). A first login or an expired password answers
 * `error_reset_password`; the client then sends the new password with `isResetPassword` and
 * the old one as `currentPassword`. Each attempt is reserved against the throttle (per account
 * and address, and per address) before the slow hash, and stays counted unless it succeeds.
 */
export async function login(platform: Platform, form: LoginForm, meta: LoginMeta) {
  const { database, clock, sessionPolicy } = platform;
  const now = clock();
  const db = database.db;
  const fail = async (reason: string) => {
    await authRepository.recordFailure(db, {
      username: form.username.slice(0, 120),
      ip: meta.ip,
      userAgent: meta.userAgent.slice(0, 400),
      reason,
      createdAt: now,
    });
  };

  const user = await usersRepository.findByLogin(db, form.username);
  const since = new Date(now.getTime() - LOGIN_THROTTLE_WINDOW_MS);
  const attemptId = await authRepository.reserveAttempt(db, {
    account: accountKeyOf(user, form.username),
    ip: meta.ip,
    now,
    since,
  });
  if (attemptId === null) {
    await fail('throttled');
    throw new DomainError('too_many_attempts', LOGIN_ANSWERS.tooManyAttempts);
  }

  const oldPassword = form.isResetPassword ? (form.currentPassword ?? '') : form.password;
  let isRight: boolean;
  try {
    isRight = await checkPassword(platform, user, oldPassword);
  } catch (error) {
    await authRepository.releaseAttempt(db, attemptId);
    throw error;
  }
  if (!isRight || !user) {
    await fail(user ? 'bad_password' : 'unknown_user');
    throw new DomainError('authentication_failed', LOGIN_ANSWERS.failed);
  }
  await authRepository.releaseAttempt(db, attemptId);
  await enforceLicenceAtLogin(platform, user);

  if (form.isResetPassword) {
    if (user.isAdUser) throw ruleViolation(LDAP_KEYS.passwordInDirectory);
    const parsed = passwordSchema.safeParse(form.password);
    if (!parsed.success) {
      throw new DomainError('validation_failed', 'validation:failed', {
        fields: [{ field: 'password', key: 'minChars', params: { count: 8 } }],
      });
    }
    if (form.password === oldPassword) {
      throw new DomainError('validation_failed', 'validation:failed', {
        fields: [{ field: 'password', key: 'passwordMustChange' }],
      });
    }
    const passwordHash = await hashPassword(form.password);
    return db.transaction(async (tx) => {
      await usersRepository.setPassword(tx, user.id, passwordHash, now);
      await endSessionsOfUser(tx, user.id, null);
      const session = await openSession(tx, user, meta, sessionPolicy, now);
      return { user, session };
    });
  }

  // The directory keeps an AD user's password and its expiry.
  if (!user.isAdUser && isPasswordExpired(user.passwordChangedAt, user.expirationDays, now)) {
    throw new DomainError('error_reset_password', LOGIN_ANSWERS.resetPassword);
  }
  return db.transaction(async (tx) => {
    const session = await openSession(tx, user, meta, sessionPolicy, now);
    return { user, session };
  });
}
