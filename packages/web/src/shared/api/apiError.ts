import { ERROR_CODES, type ApiErrorBody } from '@newsroom/domain';

/** Code of a call that never reached the server (offline, DNS, aborted connection). */
export const NETWORK_ERROR_CODE = 'network_error';

/** A failed API call: the HTTP status plus the server's `{ code, message, details }`. */
export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  /** Stable error code (see ERROR_CODES) or `network_error`. */
  readonly code: string;
  /** Extra data: field errors, the current document of a stale update, a patch failure. */
  readonly details: unknown;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message || body.code);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.details = body.details;
  }

  /** Text a user may copy to report the problem. */
  describe(): string {
    const parts = [`HTTP ${this.status}`, this.code];
    if (this.message && this.message !== this.code) parts.push(this.message);
    if (this.details !== undefined) parts.push(JSON.stringify(this.details));
    return parts.join(' · ');
  }
}

/** Whether `value` is an ApiError. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === 'string';
}

/** The fallback code for a status when the body is not ours (a proxy's HTML page, say). */
function codeForStatus(status: number): string {
  const match = Object.entries(ERROR_CODES).find(([, code]) => code === status);
  return match ? match[0] : 'internal_error';
}

/** Reads a failed response into an ApiError, whatever its body holds. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (isErrorBody(parsed)) {
    return new ApiError(response.status, {
      code: parsed.code,
      message: typeof parsed.message === 'string' ? parsed.message : parsed.code,
      details: parsed.details,
    });
  }
  const code = codeForStatus(response.status);
  return new ApiError(response.status, {
    code,
    message: text.slice(0, 200) || response.statusText || code,
  });
}
