import { userOptionSchema, type UserOption } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key of the users offered in member selects. */
export const USER_OPTIONS_KEY = ['users', 'all'] as const;

/** GET /api/users/all: every user's id, name and nickname (member selects). */
export function fetchUserOptions(): Promise<UserOption[]> {
  return apiRequest('/api/users/all', { schema: userOptionSchema.array() });
}
