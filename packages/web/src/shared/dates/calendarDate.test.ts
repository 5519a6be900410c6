import { describe, expect, it } from 'vitest';
import { addDays, displayDate, displayTime, isIsoDate, todayIn } from './calendarDate';

describe('calendar dates', () => {
  it.each([
    ['2025-03-10', 1, '2025-03-11'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-12-31', 1, '2025-01-01'],
  ])('moves %s by %i day(s) to %s', (date, days, moved) => {
    expect(addDays(date, days)).toBe(moved);
  });

  it("tells today in the newsroom's zone, the browser's when the zone is unknown or bad", () => {
    const now = new Date('2025-03-10T02:00:00Z');
    expect(todayIn('America/Sao_Paulo', now)).toBe('2025-03-09');
    expect(todayIn(undefined, now)).toBe('2025-03-10');
    expect(todayIn('Not/AZone', now)).toBe('2025-03-10');
  });

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
