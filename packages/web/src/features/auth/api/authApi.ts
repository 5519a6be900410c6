import { apiRequest, isApiError } from '../../../shared/api';
import { meSchema, type Me } from './me';

/** Cache key of the signed-in user. */
export const ME_QUERY_KEY = ['users', 'me'] as const;

/** Fields of POST /api/authentication. */
export interface Credentials {
  username: string;
  password: string;
  /** The reset flow: `password` carries the new password, `currentPassword` the old. */
  isResetPassword?: boolean;
  currentPassword?: string;
}

/** GET /api/users/me; null when there is no session (401), which is an answer here. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await apiRequest('/api/users/me', { schema: meSchema, isUnauthorizedExpected: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** POST /api/authentication as a form (application/x-www-form-urlencoded). */
export function login(credentials: Credentials): Promise<Me> {
  const form: Record<string, string> = {
    username: credentials.username,
    password: credentials.password,
  };
  if (credentials.isResetPassword) {
    form.isResetPassword = 'true';
    form.currentPassword = credentials.currentPassword ?? '';
  }
  return apiRequest('/api/authentication', {
    method: 'POST',
    form,
    schema: meSchema,
    isUnauthorizedExpected: true,
  });
}

/** POST /api/logout; a session that is already gone is fine. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<void>('/api/logout', { method: 'POST', isUnauthorizedExpected: true });
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) throw error;
  }
}
