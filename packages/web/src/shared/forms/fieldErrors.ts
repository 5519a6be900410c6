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

/** The message of a field error: its `validation:*` key, or the generic one when unknown here. */
export function fieldErrorMessage(item: FieldError, t: TFunction): string {
  return t(`validation:${item.key}`, { ...item.params, defaultValue: t('validation:failed') });
}

/**
 * Shows a 400 answer's field errors beside the fields of `form` (server field names, or
 * renamed by `fieldNames`); returns whether any was shown (otherwise the caller notifies).
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  fieldNames: Record<string, string> = {},
): boolean {
  const shown = fieldErrorsOf(error).map((item) => ({
    name: namePathOf(fieldNames[item.field] ?? item.field),
    errors: [fieldErrorMessage(item, t)],
  }));
  const known = shown.filter(
    (field) => form.getFieldInstance(field.name) !== undefined || isRegistered(form, field.name),
  );
  form.setFields(known);
  return known.length > 0;
}

/** A server path (`numbers.0.value`) as an antd name path, so items of a Form.List match. */
function namePathOf(field: string): string | (string | number)[] {
  if (!field.includes('.')) return field;
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A flat name whose value is set though no input shows it (a list edited by its own control). */
function isRegistered(form: FormInstance, name: string | (string | number)[]): boolean {
  return (
    typeof name === 'string' &&
    Object.prototype.hasOwnProperty.call(form.getFieldsValue(true) as Record<string, unknown>, name)
  );
}
