/**
 * The stable error catalogue. A code is never renamed once released: the web translates
 * `error:<code>` and clients branch on it. Each code carries its HTTP status.
 */
export const ERROR_CODES = {
  /** Input failed schema validation; details list the fields. */
  validation_failed: 400,
  /** The request body could not be parsed as JSON or form data. */
  malformed_body: 400,
  /** No valid session: log in again. */
  session_expired: 401,
  /** Login answer: wrong user name or password. */
  authentication_failed: 401,
  /** Login answer: first login or expired password; a new password is required. */
  error_reset_password: 401,
  /** Login answer: the licence allows no more users or sessions (spec 3 §8). */
  error_max_user_limit: 403,
  /** Login answer: the licence is expired or invalid (spec 3 §8). */
  error_license_invalid: 403,
  /** The caller lacks a role for this operation. */
  forbidden: 403,
  /** The record does not exist (or the caller may not know it exists). */
  not_found: 404,
  /** No such API route. */
  route_not_found: 404,
  /** The route exists but not for this HTTP method. */
  method_not_allowed: 405,
  /** A record with the same unique value exists; details name the field. */
  duplicate: 409,
  /** The document changed since the caller loaded it; details carry the current document. */
  stale_version: 409,
  /** Another run of the same action on the record is under way (a publish). */
  in_progress: 409,
  /** The document is locked by another user. */
  locked_by_other: 412,
  /** The caller's edit lock expired or was taken over. */
  lock_lost: 412,
  /** A business precondition does not hold. */
  precondition_failed: 412,
  /** Body larger than the route accepts. */
  payload_too_large: 413,
  /** Unsupported content type. */
  unsupported_media_type: 415,
  /** A business rule refuses the change; the message key says which. */
  rule_violation: 422,
  /** Too many failed logins; wait before trying again. */
  too_many_attempts: 429,
  /** Something failed on the server; never carries a stack trace. */
  internal_error: 500,
  /** Login answer: the directory that checks an AD user's password did not answer. */
  directory_unavailable: 503,
} as const;

/** One of the stable error codes. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** A field-level validation problem, keyed by a `validation:*` message key. */
export interface FieldError {
  /** Dotted path of the field, e.g. `password` or `guides.0.slug`. */
  field: string;
  /** Message key without namespace, e.g. `required`, `maxChars`. */
  key: string;
  /** Interpolation values, e.g. `{ count: 100 }`. */
  params?: Record<string, unknown>;
}

/** The error body every failing API call answers with. */
export interface ApiErrorBody {
  code: ErrorCode | string;
  message: string;
  details?: unknown;
}

/** An expected failure of a use case, mapped once to HTTP by the server. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** HTTP status of this error's code. */
  get status(): number {
    return ERROR_CODES[this.code];
  }
}

/** Shorthand for a 422 business-rule violation with a message key such as `rundown:exists`. */
export function ruleViolation(messageKey: string, details?: unknown): DomainError {
  return new DomainError('rule_violation', messageKey, details);
}
