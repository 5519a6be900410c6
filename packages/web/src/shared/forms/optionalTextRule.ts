import type { FormRule } from 'antd';

/** A rule passing an empty field, or a trimmed text that `isValid` accepts; `message` otherwise. */
export function optionalTextRule(isValid: (text: string) => boolean, message: string): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      const text = (value ?? '').trim();
      if (text !== '' && !isValid(text)) throw new Error(message);
    },
  };
}
