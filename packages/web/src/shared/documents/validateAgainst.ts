import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { FieldErrors, Validation } from '../documentEditor';
import { validationMessage } from '../forms';

/**
 * Checks a document form against its domain schema: the parsed body, or the first message of
 * each field in error. A field in `requiredFields`, and a malformed `date` (the empty date
 * picker), reads "required" rather than the schema's own message.
 */
export function validateAgainst<S extends z.ZodType>(
  schema: S,
  body: unknown,
  t: TFunction,
  requiredFields: readonly string[] = [],
): Validation<z.output<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (path in errors) continue;
    errors[path] =
      requiredFields.includes(path) || (issue.code === 'invalid_format' && path === 'date')
        ? t('validation:required')
        : validationMessage(issue, t);
  }
  return { ok: false, errors };
}
