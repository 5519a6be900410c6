import { describe, expect, it } from 'vitest';
import {
  formatProduction,
  isPastDate,
  parseCompleteTimeOfDay,
  parseProduction,
} from './headerFields';

describe('parseCompleteTimeOfDay', () => {
  it('accepts a complete HH:mm:ss only', () => {
    expect(parseCompleteTimeOfDay('06:00:00')).toBe('06:00:00');
    expect(parseCompleteTimeOfDay('23:59:59')).toBe('23:59:59');
    expect(parseCompleteTimeOfDay('06:00')).toBeNull();
    expect(parseCompleteTimeOfDay('6:00:00')).toBeNull();
    expect(parseCompleteTimeOfDay('24:00:00')).toBeNull();
    expect(parseCompleteTimeOfDay('12:60:00')).toBeNull();
  });
});

describe('production', () => {
  it('reads empty as "length minus commercials"', () => {
    expect(parseProduction('  ')).toBeNull();
  });
  it('reads mm:ss and HH:mm:ss', () => {
    expect(parseProduction('45:30')).toBe((45 * 60 + 30) * 1000);
    expect(parseProduction('01:02:03')).toBe(3723000);
  });
  it('refuses incomplete or out-of-range texts', () => {
    expect(parseProduction('45')).toBeUndefined();
    expect(parseProduction('45:3')).toBeUndefined();
    expect(parseProduction('10:61')).toBeUndefined();
    expect(parseProduction('1:60:00')).toBeUndefined();
  });
  it('formats', () => {
    expect(formatProduction(null)).toBe('');
    expect(formatProduction(2730000)).toBe('45:30');
    expect(formatProduction(3723000)).toBe('01:02:03');
  });
});

describe('isPastDate', () => {
  it('compares dates against the newsroom today', () => {
    expect(isPastDate('2026-03-08', '2026-03-09')).toBe(true);
    expect(isPastDate('2026-03-09', '2026-03-09')).toBe(false);
  });
});
