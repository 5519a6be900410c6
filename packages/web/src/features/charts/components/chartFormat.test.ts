import { describe, expect, it } from 'vitest';
import { countLabel, dayLabel, overLabel, overMinutes } from './chartFormat';

describe('chart labels', () => {
  it.each([
    ['pt_BR', '07/03'],
    ['es_ES', '07/03'],
    ['en_US', '03/07'],
  ] as const)('writes 7 March in %s as %s', (locale, label) => {
    expect(dayLabel('2025-03-07', locale)).toBe(label);
  });

  it.each([
    ['pt_BR', '1.234'],
    ['en_US', '1,234'],
  ] as const)('groups digits in %s', (locale, label) => {
    expect(countLabel(1234, locale)).toBe(label);
  });

  it.each([
    [90_000, '+00:01:30', 1.5],
    [-50_000, '-00:00:50', -0.8],
    [400, '00:00:00', 0],
  ])('over/under of %i ms reads %s (%d min)', (ms, label, minutes) => {
    expect(overLabel(ms)).toBe(label);
    expect(overMinutes(ms)).toBe(minutes);
  });
});
