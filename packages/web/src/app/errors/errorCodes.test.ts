import { describe, expect, it } from 'vitest';
import { errorPageCode } from './errorCodes';

describe('error page code', () => {
  it.each([
    [403, 403],
    [404, 404],
    [500, 500],
    ['404', 404],
    [401, 500],
    [418, 500],
    [502, 500],
    [null, 500],
    ['oops', 500],
  ])('%s shows the %s screen', (code, screen) => {
    expect(errorPageCode(code)).toBe(screen);
  });
});
