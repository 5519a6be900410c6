import type { z } from 'zod';
import { DomainError, type FieldPatch } from '@newsroom/domain';

/** A field error of a patch's value, keyed as the HTTP layer keys body errors. */
interface IssueKey {
  key: string;
  params?: Record<string, unknown>;
}

/** A zod issue as a `validation:*` key, as the HTTP layer maps body errors. */
function issueKey(issue: z.core.$ZodIssue): IssueKey {
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'required' : 'invalid' };
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1
        ? { key: 'required' }
        : {
            key: issue.origin === 'string' ? 'minChars' : 'min',
            params: { count: Number(issue.minimum) },
          };
    case 'too_big':
      return {
        key: issue.origin === 'string' ? 'maxChars' : 'max',
        params: { count: Number(issue.maximum) },
      };
    case 'custom':
      return { key: issue.message };
    default:
      return { key: 'invalid' };
  }
}

/** The fields a document lets a list patch one at a time, each validated as its editor does. */
export interface PatchFields<F extends string> {
  /** The value a patch of `field` would replace (null for a missing record or an unknown field). */
  oldValueOf(record: object | undefined, field: string): unknown;
  /** The patch's field and new value once validated; a bad field or value is a 400 on the body. */
  parse(patch: FieldPatch): { field: F; value: unknown };
}

/**
 * The single-field patch rules of a document: `fields` lists what a patch may change and `shape`
 * (the editor's input schema's shape) validates each new value, so a list edit accepts exactly
 * what the editor would save.
 */
export function patchFields<F extends string>(
  fields: readonly F[],
  shape: { readonly [K in F]: z.ZodType },
): PatchFields<F> {
  const has = (field: string): field is F => (fields as readonly string[]).includes(field);
  return {
    oldValueOf: (record, field) =>
      record && has(field) ? (record as Record<F, unknown>)[field] : null,
    parse(patch) {
      if (!has(patch.field)) {
        throw new DomainError('validation_failed', 'validation:failed', {
          part: 'body',
          fields: [{ field: 'field', key: 'invalid' }],
        });
      }
      const parsed = shape[patch.field].safeParse(patch.value);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => ({
          field: patch.field,
          ...issueKey(issue),
        }));
        throw new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });
      }
      return { field: patch.field, value: parsed.data };
    },
  };
}
