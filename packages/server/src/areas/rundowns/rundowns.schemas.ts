import { z } from 'zod';
import { urlIdSchema } from '../../platform/http/params';
import { fieldPatchSchema, pageQuerySchema, rundownDateSchema } from '@newsroom/domain';

/** Query naming a program's rundown of a date. */
export const programDateQuerySchema = z.object({ date: rundownDateSchema, programId: urlIdSchema });

export const dateQuerySchema = z.object({ date: rundownDateSchema });

export const createRundownSchema = z.object({
  date: rundownDateSchema,
  programId: z.number().int().positive(),
  templateId: z.number().int().positive().nullish(),
});

export const recreateRundownSchema = z
  .object({ templateId: z.number().int().positive().nullish() })
  .default({});

export const patchSchema = fieldPatchSchema;

export const approveSchema = z.object({ approve: z.boolean() });
export const displayedSchema = z.object({ displayed: z.boolean() });
export const blockOrderSchema = z.object({ blockIds: z.array(z.number().int().positive()).min(1) });
export const logsQuerySchema = pageQuerySchema;

export const creditsAnswerSchema = z.object({
  sent: z.number().int(),
  devices: z.array(z.string()),
});
