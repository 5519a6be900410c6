import { z } from 'zod';

/** A single-field patch: one field name and its new value (undefined is sent as null). */
export const fieldPatchSchema = z.object({
  field: z.string().min(1),
  value: z.unknown().transform((v) => (v === undefined ? null : v)),
});
export type FieldPatch = z.infer<typeof fieldPatchSchema>;

/** Details of a failed patch, so the client rolls its optimistic edit back. */
export interface PatchFailure {
  field: string;
  newValue: unknown;
  oldValue: unknown;
}
