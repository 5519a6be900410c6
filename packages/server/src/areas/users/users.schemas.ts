import { z } from 'zod';
import { urlIdSchema } from '../../platform/http/params';
import { pageQuerySchema, passwordSchema } from '@newsroom/domain';

/** Body of PUT /api/users/me: the caller's own data and, optionally, a new password. */
export const updateMeSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    email: z.email().max(254),
    currentPassword: z.string().max(256).optional(),
    newPassword: passwordSchema.optional(),
    newPasswordConfirmation: z.string().max(256).optional(),
  })
  .refine((v) => v.newPassword === undefined || v.newPassword === v.newPasswordConfirmation, {
    message: 'passwordsMustMatch',
    path: ['newPasswordConfirmation'],
  })
  .refine((v) => v.newPassword === undefined || (v.currentPassword ?? '') !== '', {
    message: 'required',
    path: ['currentPassword'],
  });
export type UpdateMe = z.infer<typeof updateMeSchema>;

/** Path of calls on one user. */
export const userIdParamsSchema = z.object({ id: urlIdSchema });

/** Query of GET /api/users/filter: text on name, nickname and e-mail; active only unless told otherwise. */
export const userFilterQuerySchema = pageQuerySchema.extend({
  filter: z.string().trim().max(120).default(''),
  /** Hides removed users; on by default (spec 3 §4). */
  activeOnly: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(true)
    .transform((v) => v === true || v === 'true'),
});

/** Path of GET /api/users/category/{category}; unknown names are answered by the domain. */
export const userCategoryParamsSchema = z.object({ category: z.string().max(40) });
