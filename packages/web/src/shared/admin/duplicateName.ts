import { isApiError } from '../api';

/** Whether a failed save was refused because another record has the same name (409 duplicate). */
export function isDuplicateName(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'duplicate') return false;
  const details = error.details as { field?: unknown } | null | undefined;
  return details?.field === 'name';
}
