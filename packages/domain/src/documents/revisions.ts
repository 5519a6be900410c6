/**
 * Revisions keep a snapshot of every save. The diff compares two snapshots field by field
 * (nested objects by dotted path, arrays as whole values) so the versions dialog can
 * highlight what changed.
 */

/** A revision as the API lists it. */
export interface RevisionView {
  id: number;
  revisionNumber: number;
  revisionDate: string;
  revisorNickname: string;
  revisorIP: string;
  slug: string | null;
}

/** One changed field between two revisions. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

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
