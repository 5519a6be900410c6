import { isApiError } from '../../../shared/api';

/** Whether a save was refused with this 409 message key (a name or time already taken). */
export function isRefusedAs(error: unknown, key: string): boolean {
  return isApiError(error) && error.status === 409 && error.message === key;
}

/** How many records keep one from being deleted (422 `key` with `{ count }`), or null. */
export function usesRefusing(error: unknown, key: string): number | null {
  if (!isApiError(error) || error.status !== 422 || error.message !== key) return null;
  const count = (error.details as { count?: unknown } | null | undefined)?.count;
  return typeof count === 'number' ? count : 0;
}
