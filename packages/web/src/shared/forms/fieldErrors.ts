import type { FormInstance } from 'antd';
import type { FieldError } from '@newsroom/domain';
import type { TFunction } from 'i18next';
import { isApiError } from '../api/apiError';

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.field === 'string' && typeof item.key === 'string';
}

/** The field errors of a 400 answer (`details.fields`), if any. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return [];
  const fields = (error.details as { fields?: unknown }).fields;
  return Array.isArray(fields) ? fields.filter(isFieldError) : [];
}

/**
 * Shows a 400 answer's field errors beside the fields of `form` that exist; resolves to
 * whether any was shown (otherwise the caller notifies).
 */
export function showFieldErrors(form: FormInstance, error: unknown, t: TFunction): boolean {
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const shown = fieldErrorsOf(error)
    .filter((item) => known.has(item.field))
    .map((item) => ({
      name: item.field,
      errors: [t(`validation:${item.key}`, { ...item.params })],
    }));
  form.setFields(shown);
  return shown.length > 0;
}
