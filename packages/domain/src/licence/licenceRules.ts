import { newsroomToday } from '../platform/calendarDate';
import { LOGIN_ANSWERS } from '../auth/login';
import { LICENCE_WARNING_DAYS, type LicencePayload, type LicenceState } from './licence';

/**
 * Pure licence rules: what state a verified (or missing) licence puts the installation in, how
 * many days it has left in the newsroom's time zone, and whether a login stays within its limits.
 * The signature itself is checked on the server (node:crypto); these take its outcome.
 */

/** What the server found: no licence, one whose signature and payload hold, or a broken one. */
export type LicenceReading =
  { kind: 'none' } | { kind: 'invalid' } | { kind: 'verified'; payload: LicencePayload };

/** Whole days between two calendar dates (`to` − `from`). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Days from today in the newsroom to a licence's last valid day: 0 on that day, negative after
 * it (spec 1 §4: a negative number means expired).
 */
export function daysToExpire(expiresAt: string, timeZone: string, now: Date): number {
  return daysBetween(newsroomToday(timeZone, now), expiresAt);
}

/** The state of a reading at `now`. */
export function licenceStateOf(reading: LicenceReading, timeZone: string, now: Date): LicenceState {
  if (reading.kind === 'none') return 'community';
  if (reading.kind === 'invalid') return 'invalid';
  const days = daysToExpire(reading.payload.expiresAt, timeZone, now);
  if (days < 0) return 'expired';
  return days < LICENCE_WARNING_DAYS ? 'expiring' : 'valid';
}

/** Whether a state calls for the expiry banner. */
export function isLicenceWarning(state: LicenceState): boolean {
  return state === 'expiring' || state === 'expired' || state === 'invalid';
}

/** The installation's load when someone logs in. */
export interface LicenceLoad {
  /** Enabled (not excluded) users. */
  enabledUsers: number;
  /** Sessions open before this login. */
  openSessions: number;
}

/**
 * The login answer that refuses a login under a licence, or null to let it in. Community and
 * valid/expiring licences let in; an expired or invalid one answers `error_license_invalid`;
 * more enabled users than licensed, or no seat left for one more session, answer
 * `error_max_user_limit`. Administrators are let in whatever the licence says, so someone can
 * always upload a new licence or disable users.
 */
export function licenceLoginRefusal(
  state: LicenceState,
  payload: LicencePayload | null,
  load: LicenceLoad,
  isAdministrator: boolean,
): (typeof LOGIN_ANSWERS)['licenseInvalid' | 'maxUserLimit'] | null {
  if (isAdministrator || state === 'community') return null;
  if (state === 'expired' || state === 'invalid' || !payload) return LOGIN_ANSWERS.licenseInvalid;
  if (load.enabledUsers > payload.maxUsers) return LOGIN_ANSWERS.maxUserLimit;
  if (load.openSessions >= payload.maxConcurrentLogins) return LOGIN_ANSWERS.maxUserLimit;
  return null;
}
