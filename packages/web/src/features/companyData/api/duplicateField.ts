import { isApiError } from '../../../shared/api';

/** The field a 409 duplicate names (`name`, `address`), and whether its holder was removed; null for other failures. */
export function duplicateFieldOf(error: unknown): { field: string; isExcluded: boolean } | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'duplicate') return null;
  const details = error.details as { field?: unknown; isExcluded?: unknown } | null | undefined;
  return typeof details?.field === 'string'
    ? { field: details.field, isExcluded: details.isExcluded === true }
    : null;
}
