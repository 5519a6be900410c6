import { z } from 'zod';

/**
 * The response texts of a failed login (spec 1 §8). The web chooses its warning by them:
 * `error_reset_password` asks for a new password, the rest is a plain failure.
 */
export const LOGIN_ANSWERS = {
  resetPassword: 'error_reset_password',
  maxUserLimit: 'error_max_user_limit',
  licenseInvalid: 'error_license_invalid',
  failed: 'authentication_failed',
  tooManyAttempts: 'too_many_attempts',
  directoryUnavailable: 'directory_unavailable',
} as const;

/** Form fields of POST /api/authentication. */
export const loginFormSchema = z.object({
  username: z.string().trim().min(1).max(120),
  password: z.string().min(1).max(256),
  /** True when the password field carries the new password after error_reset_password. */
  isResetPassword: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
  /** The current password, required when resetting. */
  currentPassword: z.string().max(256).optional(),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Failed logins of one account (or unknown name) from one address tolerated inside the window. */
export const LOGIN_THROTTLE_MAX_FAILURES = 5;
/** Failed logins from one address, whatever the names, tolerated inside the window. */
export const LOGIN_THROTTLE_MAX_FAILURES_PER_ADDRESS = 30;
/** The window in which failures are counted. */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** Failed (or still unchecked) logins inside the throttle window. */
export interface LoginFailureCounts {
  /** Of this account (or unknown name) from this address. */
  byAccountAndAddress: number;
  /** From this address, whatever the name. */
  byAddress: number;
}

/** Whether a new login attempt must be refused before its password is even checked. */
export function isLoginThrottled(counts: LoginFailureCounts): boolean {
  return (
    counts.byAccountAndAddress >= LOGIN_THROTTLE_MAX_FAILURES ||
    counts.byAddress >= LOGIN_THROTTLE_MAX_FAILURES_PER_ADDRESS
  );
}
