import { useCallback } from 'react';
import type { TFunction } from 'i18next';

/**
 * How a revision reader labels a field: the text of its first path segment under `prefix`
 * (`tasks.2.done` reads as `<prefix>tasks`), or the field's own name when there is none.
 */
export function useFieldLabel(t: TFunction, prefix: string): (field: string) => string {
  return useCallback(
    (field: string) => t(`${prefix}${field.split('.')[0] ?? field}`, { defaultValue: field }),
    [t, prefix],
  );
}
