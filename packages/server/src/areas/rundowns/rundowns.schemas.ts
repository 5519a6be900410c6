import { z } from 'zod';
import { fieldPatchSchema, pageQuerySchema, rundownDateSchema } from '@newsroom/domain';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** Path of calls on one rundown, block or story. */
export const idParamsSchema = z.object({ id });

/** Query naming a program's rundown of a date. */
export const programDateQuerySchema = z.object({ date: rundownDateSchema, programId: id });

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
export const fromTemplateSchema = z.object({ storyTemplateId: z.number().int().positive() });
export const logsQuerySchema = pageQuerySchema;

export const creditsAnswerSchema = z.object({
  sent: z.number().int(),
  devices: z.array(z.string()),
});
