/** One changed field of an audit entry. */
export interface FieldChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

function isChange(value: unknown): value is { before: unknown; after: unknown } {
  return typeof value === 'object' && value !== null && 'before' in value && 'after' in value;
}

/**
 * The changed fields of an entry's details (`{ field: { before, after } }`); the other detail
 * values as fields whose value is in `after`. Null when there is nothing to show.
 */
export function changesOf(details: unknown): FieldChangeRow[] | null {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return null;
  const rows = Object.entries(details).map(([field, value]) =>
    isChange(value)
      ? { field, before: value.before, after: value.after }
      : { field, before: undefined, after: value },
  );
  return rows.length > 0 ? rows : null;
}

/** A value of a change as text: strings as they are, lists joined, others as JSON; '' for none. */
export function formatChangeValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object'))
    return value.join(', ');
  return JSON.stringify(value);
}
