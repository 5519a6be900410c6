import { describe, expect, it } from 'vitest';
import { displayDate, displayTime, isIsoDate } from './calendarDate';

describe('calendar dates', () => {
  it('shows dates day first and times to the minute', () => {
    expect(displayDate('2025-03-10')).toBe('10/03/2025');
    expect(displayDate(null)).toBe('');
    expect(displayTime('08:05:30')).toBe('08:05');
    expect(displayTime(null)).toBe('');
  });

  it.each([
    ['2025-03-10', true],
    ['10/03/2025', false],
    [null, false],
  ])('knows whether %s is a YYYY-MM-DD date', (value, isDate) => {
    expect(isIsoDate(value)).toBe(isDate);
  });
});
