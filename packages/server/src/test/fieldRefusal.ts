import { expect } from 'vitest';
import type { TestCall } from './injectAs';

/** One field patch as the grids send it. */
interface FieldPatch {
  field: string;
  value: unknown;
}

/**
 * `expectRefused(url, patch, status, oldValue?)` sends a field patch as `cookie` and asserts its
 * refusal: `status`, and details naming the field, the value sent and (when given) the value kept.
 */
export function fieldRefusals(call: TestCall, cookie: string) {
  return async (url: string, patch: FieldPatch, status: number, oldValue?: unknown) => {
    const response = await call('PATCH', url, cookie, patch);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().details).toMatchObject({
      field: patch.field,
      newValue: patch.value,
      ...(oldValue === undefined ? {} : { oldValue }),
    });
  };
}
