import { AGENCY_KEYS } from '@newsroom/domain';
import { isApiError } from '../../../../shared/api';
import { isDuplicateName } from '../../../../shared/admin';

/** The key of the 422 refusing to delete a category that sources still use. */
export const CATEGORY_IN_USE_KEY = 'agency:categoryInUse';

/** Whether a save was refused because the network has a category of that name (409). */
export function isDuplicateCategory(error: unknown): boolean {
  return (
    isDuplicateName(error) ||
    (isApiError(error) && error.status === 409 && error.message === AGENCY_KEYS.duplicateCategory)
  );
}

/** How many sources keep a category from being deleted (422 `{ count }`), or null. */
export function sourcesUsingCategory(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 422 || error.message !== CATEGORY_IN_USE_KEY)
    return null;
  const count = (error.details as { count?: unknown } | null | undefined)?.count;
  return typeof count === 'number' ? count : 0;
}
