import { z } from 'zod';
import { apiRequest } from '../../../shared/api';
import { meSchema, type Me } from '../../auth';

/** A user shown as online. */
export const onlineUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  nickname: z.string(),
});
/** A user shown as online. */
export type OnlineUser = z.infer<typeof onlineUserSchema>;

/** Cache key of the online-user list. */
export const ONLINE_USERS_KEY = ['users', 'online'] as const;

/** GET /api/users/online. */
export function fetchOnlineUsers(): Promise<OnlineUser[]> {
  return apiRequest('/api/users/online', { schema: z.array(onlineUserSchema) });
}

/** Body of PUT /api/users/me; the password fields go together or not at all. */
export interface MyDataUpdate {
  name: string;
  email: string;
  currentPassword?: string;
  newPassword?: string;
  newPasswordConfirmation?: string;
}

/** PUT /api/users/me: the user's own name, e-mail and password. */
export function updateMyData(update: MyDataUpdate): Promise<Me> {
  return apiRequest('/api/users/me', { method: 'PUT', json: update, schema: meSchema });
}
