import { z } from 'zod';

/**
 * The fields every versioned document answer (assignment, news report) ends with: who owns and
 * last changed it, its sharing, whether the viewer sees its content, the trash and the version.
 */
export const documentTrailerShape = {
  ownerId: z.number().int().positive().nullable(),
  authorNickname: z.string(),
  changeDate: z.string(),
  isPrivate: z.boolean(),
  allowedUserIds: z.array(z.number().int().positive()),
  visible: z.boolean(),
  excluded: z.boolean(),
  version: z.number().int(),
};
