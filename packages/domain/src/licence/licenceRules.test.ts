import { describe, expect, it } from 'vitest';
import type { LicencePayload } from './licence';
import {
  daysToExpire,
  isLicenceWarning,
  licenceLoginRefusal,
  licenceStateOf,
  type LicenceReading,
} from './licenceRules';

const ZONE = 'America/Sao_Paulo';

function payload(overrides: Partial<LicencePayload> = {}): LicencePayload {
  return {
    clientId: 'tv-norte',
    licenceId: 'L-1',
    type: 'subscription',
    createdAt: '2026-01-01',
    expiresAt: '2026-12-31',
    maxUsers: 10,
    maxConcurrentLogins: 5,
    ...overrides,
  };
}

describe('daysToExpire', () => {
  it.each([
    // 02:00 UTC on 1 Dec is still 30 Nov in São Paulo (UTC−3).
    ['2026-12-01T02:00:00Z', '2026-12-31', 31],
    ['2026-12-01T04:00:00Z', '2026-12-31', 30],
    ['2026-12-31T15:00:00Z', '2026-12-31', 0],
    ['2027-01-01T02:59:00Z', '2026-12-31', 0],
    ['2027-01-01T03:00:00Z', '2026-12-31', -1],
    ['2027-03-01T12:00:00Z', '2026-12-31', -60],
  ])('at %s with last day %s is %i', (now, expiresAt, days) => {
    expect(daysToExpire(expiresAt, ZONE, new Date(now))).toBe(days);
  });
});

describe('licenceStateOf', () => {
  const verified = (expiresAt: string): LicenceReading => ({
    kind: 'verified',
    payload: payload({ expiresAt }),
  });
  it.each<[string, LicenceReading, string]>([
    ['no licence', { kind: 'none' }, 'community'],
    ['a broken licence', { kind: 'invalid' }, 'invalid'],
    ['30 days left', verified('2026-07-01'), 'valid'],
    ['29 days left', verified('2026-06-30'), 'expiring'],
    ['its last day', verified('2026-06-01'), 'expiring'],
    ['one day past', verified('2026-05-31'), 'expired'],
  ])('%s is %s', (_, reading, state) => {
    expect(licenceStateOf(reading, ZONE, new Date('2026-06-01T15:00:00Z'))).toBe(state);
  });

  it('warns when expiring, expired or invalid only', () => {
    expect(
      (['community', 'valid', 'expiring', 'expired', 'invalid'] as const).map(isLicenceWarning),
    ).toEqual([false, false, true, true, true]);
  });
});

describe('licenceLoginRefusal', () => {
  const within = { enabledUsers: 10, openSessions: 4 };
  it.each([
    [
      'community has no limits',
      'community',
      null,
      { enabledUsers: 999, openSessions: 999 },
      false,
      null,
    ],
    ['a valid licence within its limits', 'valid', payload(), within, false, null],
    ['an expiring one still lets in', 'expiring', payload(), within, false, null],
    ['an expired one refuses', 'expired', payload(), within, false, 'error_license_invalid'],
    ['an invalid one refuses', 'invalid', null, within, false, 'error_license_invalid'],
    [
      'more users than licensed',
      'valid',
      payload(),
      { enabledUsers: 11, openSessions: 0 },
      false,
      'error_max_user_limit',
    ],
    [
      'every seat taken',
      'valid',
      payload(),
      { enabledUsers: 3, openSessions: 5 },
      false,
      'error_max_user_limit',
    ],
    [
      'administrators over the limit',
      'valid',
      payload(),
      { enabledUsers: 11, openSessions: 5 },
      true,
      null,
    ],
    ['administrators with an expired one', 'expired', payload(), within, true, null],
  ] as const)('%s', (_, state, licence, load, isAdministrator, answer) => {
    expect(licenceLoginRefusal(state, licence, load, isAdministrator)).toBe(answer);
  });
});
