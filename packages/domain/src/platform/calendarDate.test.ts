import { describe, expect, it } from 'vitest';
import { addDaysToDate, dateInZone, newsroomToday } from './calendarDate';

// 02:30 UTC on 21 November: still the 20th in São Paulo (UTC−3), already the 21st in Lisbon.
const lateNight = new Date('2026-11-21T02:30:00Z');

describe('newsroomToday', () => {
  it.each([
    ['America/Sao_Paulo', '2026-11-20'],
    ['Europe/Lisbon', '2026-11-21'],
    ['Asia/Tokyo', '2026-11-21'],
    ['Pacific/Honolulu', '2026-11-20'],
  ])('in %s is %s', (zone, date) => {
    expect(newsroomToday(zone, lateNight)).toBe(date);
    expect(dateInZone(zone, lateNight)).toBe(date);
  });

  it.each([[null], [undefined], [''], ['Not/AZone']])(
    'falls back to the local date for the zone %j',
    (zone) => {
      // Tests run with TZ=UTC: the local date is the UTC one.
      expect(newsroomToday(zone, lateNight)).toBe('2026-11-21');
    },
  );

  it('answers null for a zone the runtime does not know', () => {
    expect(dateInZone('Not/AZone', lateNight)).toBeNull();
  });
});

describe('addDaysToDate', () => {
  it.each([
    ['2026-11-20', 1, '2026-11-21'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-20', 0, '2026-11-20'],
  ])('%s %+d → %s', (date, days, expected) => {
    expect(addDaysToDate(date, days)).toBe(expected);
  });
});
