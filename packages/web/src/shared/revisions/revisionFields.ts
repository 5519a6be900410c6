/**
 * The fields a revision shows: its snapshot flattened the way the server diffs it (nested objects
 * by dotted path, arrays as whole values), each with the change from the previous revision when
 * there is one. Fields a revision removed come last, so no change goes unseen.
 */

/** One changed field between a revision and the one before it. */
export interface RevisionChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** A revision as `GET /api/<documents>/{id}/revisions` lists it (newest first). */
export interface RevisionItem {
  id: number;
  revisionNumber: number;
  /** ISO date-time of the save. */
  revisionDate: string;
  revisorNickname: string;
  revisorIP: string;
  slug: string | null;
  /** The document's editable fields as saved. */
  snapshot: unknown;
  /** What differs from the previous revision ([] for the first). */
  changes: RevisionChange[];
}

/** One row of the revision viewer. */
export interface RevisionFieldRow {
  field: string;
  value: unknown;
  change: RevisionChange | null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function flatten(value: unknown, prefix: string, into: [string, unknown][]): void {
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
    return;
  }
  into.push([prefix || '(root)', value]);
}

/** The rows of a revision: every snapshot field, then fields only its changes name. */
export function revisionFields(
  revision: Pick<RevisionItem, 'snapshot' | 'changes'>,
): RevisionFieldRow[] {
  const changes = new Map(revision.changes.map((change) => [change.field, change]));
  const pairs: [string, unknown][] = [];
  if (revision.snapshot !== null && revision.snapshot !== undefined) {
    flatten(revision.snapshot, '', pairs);
  }
  const rows = pairs.map(([field, value]) => ({
    field,
    value,
    change: changes.get(field) ?? null,
  }));
  const shown = new Set(rows.map((row) => row.field));
  for (const change of revision.changes) {
    if (!shown.has(change.field)) rows.push({ field: change.field, value: change.after, change });
  }
  return rows;
}

/** A value as plain text: empty values as a dash, objects and lists as compact JSON. */
export function revisionValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
