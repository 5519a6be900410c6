import { describe, expect, it } from 'vitest';
import {
  isLoginThrottled,
  LOGIN_THROTTLE_MAX_FAILURES as perAccount,
  LOGIN_THROTTLE_MAX_FAILURES_PER_ADDRESS as perAddress,
} from './login';

describe('isLoginThrottled', () => {
  it.each([
    { byAccountAndAddress: 0, byAddress: 0, throttled: false },
    { byAccountAndAddress: perAccount - 1, byAddress: perAccount - 1, throttled: false },
    { byAccountAndAddress: perAccount, byAddress: perAccount, throttled: true },
    { byAccountAndAddress: 0, byAddress: perAddress - 1, throttled: false },
    { byAccountAndAddress: 0, byAddress: perAddress, throttled: true },
    { byAccountAndAddress: perAccount + 3, byAddress: perAddress + 3, throttled: true },
  ])(
    '$byAccountAndAddress for the account, $byAddress for the address → $throttled',
    ({ throttled, ...counts }) => {
      expect(isLoginThrottled(counts)).toBe(throttled);
    },
  );
});
