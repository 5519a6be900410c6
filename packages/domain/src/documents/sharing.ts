import { z } from 'zod';

/** PUT /<kind>/{id}/private: the owner makes a document private or public again. */
export const documentPrivateSchema = z.object({ isPrivate: z.boolean() });

/** PUT /<kind>/{id}/allowed_users: who else sees a private document in full. */
export const documentAllowedUsersSchema = z.object({
  userIds: z.array(z.number().int().positive()).max(500),
});
