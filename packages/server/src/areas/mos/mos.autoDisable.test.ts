import { describe, expect, it } from 'vitest';
import { dueForAutoDisable } from './mos.autoDisable';

const ZONE = 'America/Sao_Paulo';
const rundowns = [
  { id: 1, date: '2026-11-21', start: '06:00:00', end: '07:00:00' },
  { id: 2, date: '2026-11-21', start: '23:30:00', end: '00:30:00' },
  { id: 3, date: '2026-11-22', start: '06:00:00', end: '07:00:00' },
];

describe('dueForAutoDisable', () => {
  it.each([
    // 10:29 UTC = 07:29 in São Paulo: the morning show ended 29 minutes ago.
    ['2026-11-21T10:29:00Z', 30, []],
    ['2026-11-21T10:30:00Z', 30, [1]],
    ['2026-11-21T10:00:00Z', 0, [1]],
    // The late show ends at 00:30 of the next day.
    ['2026-11-22T03:00:00Z', 30, [1]],
    ['2026-11-22T04:00:00Z', 30, [1, 2]],
    ['2026-11-22T11:00:00Z', 0, [1, 2, 3]],
  ] as const)('at %s with %i minutes of grace: %j', (now, grace, expected) => {
    expect(dueForAutoDisable(rundowns, new Date(now), ZONE, grace)).toEqual(expected);
  });
});
