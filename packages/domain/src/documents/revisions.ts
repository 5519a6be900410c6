import { z } from 'zod';

/**
 * Revisions keep a snapshot of every save. The diff compares two snapshots field by field
 * (nested objects by dotted path, arrays as whole values) so the versions dialog can
 * highlight what changed.
 */

/** One changed field between two revisions. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

/** One changed field between two revisions. */
export type FieldChange = z.infer<typeof fieldChangeSchema>;

/** A revision as the API lists it. */
export const revisionViewSchema = z.object({
  id: z.number().int(),
  revisionNumber: z.number().int(),
  revisionDate: z.string(),
  revisorNickname: z.string(),
  revisorIP: z.string(),
  slug: z.string().nullable(),
});

/** A revision as the API lists it. */
export type RevisionView = z.infer<typeof revisionViewSchema>;

/** A revision with its snapshot and the changes from the previous one (GET …/revisions). */
export const revisionWithChangesSchema = revisionViewSchema.extend({
  snapshot: z.unknown(),
  changes: z.array(fieldChangeSchema),
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields that differ between two snapshots, in a stable order. */
export function diffSnapshots(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) =>
      diffSnapshots(before[key] ?? null, after[key] ?? null, prefix ? `${prefix}.${key}` : key),
    );
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ field: prefix || '(root)', before, after }];
}
