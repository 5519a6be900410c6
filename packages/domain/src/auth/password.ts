import { z } from 'zod';
import { addDays } from '../platform/time';

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (bounds hashing cost). */
export const PASSWORD_MAX_LENGTH = 128;

/** A new password. */
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** Password expiration in days; 0 disables expiry (spec 1 §5). */
export const expirationDaysSchema = z.number().int().min(0).max(3650);

/**
 * Whether a password set at `changedAt` has expired at `now` under `expirationDays`
 * (0 = never). A password never set (first login) counts as expired.
 */
export function isPasswordExpired(
  changedAt: Date | null,
  expirationDays: number,
  now: Date,
): boolean {
  if (changedAt === null) return true;
  if (expirationDays === 0) return false;
  return now.getTime() >= addDays(changedAt, expirationDays).getTime();
}
