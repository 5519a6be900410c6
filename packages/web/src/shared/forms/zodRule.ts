import type { z } from 'zod';
import type { TFunction } from 'i18next';

/** A single antd Form rule that validates a value against a domain schema. */
export interface SchemaRule {
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** The `validation:*` message of the first zod issue (spec 1 §5 message keys). */
export function validationMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? t('validation:required')
          : t('validation:minChars', { count: Number(issue.minimum) });
      }
      return t('validation:min', { count: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation:maxChars', { count: Number(issue.maximum) })
        : t('validation:max', { count: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('validation:invalidEmail');
      if (issue.format === 'url') return t('validation:invalidUrl');
      return t('validation:failed');
    default:
      return t('validation:failed');
  }
}

/**
 * An antd rule that checks a field with a zod schema from the domain, so forms and server
 * share one set of limits. Empty values are left to a separate `required` rule.
 */
export function schemaRule(schema: z.ZodType, t: TFunction): SchemaRule {
  return {
    validator: async (_rule, value) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) throw new Error(validationMessage(issue, t));
    },
  };
}
