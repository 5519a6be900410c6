import { DomainError, type FieldPatch } from '@newsroom/domain';

/**
 * Runs a single-field patch so that any refusal answers with the field, the value asked for and
 * the value kept, letting the client roll its optimistic edit back (spec 1 §4).
 */
export async function applyFieldPatch<T>(
  patch: FieldPatch,
  oldValue: unknown,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const extra = typeof error.details === 'object' && error.details !== null ? error.details : {};
    throw new DomainError(error.code, error.message, {
      ...extra,
      field: patch.field,
      newValue: patch.value,
      oldValue,
    });
  }
}

/**
 * The value a patch of `field` would replace: the record's own field or null, never something
 * inherited (`constructor`, `__proto__`), which a client may name and must only get a 400 for.
 */
export function currentValueOf(record: object, field: string): unknown {
  return Object.hasOwn(record, field) ? ((record as Record<string, unknown>)[field] ?? null) : null;
}
