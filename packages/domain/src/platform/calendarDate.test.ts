import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  dateInZone,
  isCalendarDate,
  newsroomToday,
  zonedTimestamp,
} from './calendarDate';

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

describe('zonedTimestamp', () => {
  it.each([
    ['America/Sao_Paulo', '2026-11-27', '12:00', '2026-11-27T12:00:00-03:00'],
    ['America/Sao_Paulo', '2026-11-27', '06:30:15', '2026-11-27T06:30:15-03:00'],
    ['UTC', '2026-01-01', '00:00', '2026-01-01T00:00:00+00:00'],
    ['Europe/Lisbon', '2026-07-01', '20:00', '2026-07-01T20:00:00+01:00'],
    ['Europe/Lisbon', '2026-01-15', '20:00', '2026-01-15T20:00:00+00:00'],
    ['America/New_York', '2026-03-08', '12:00', '2026-03-08T12:00:00-04:00'],
    ['America/New_York', '2026-03-07', '12:00', '2026-03-07T12:00:00-05:00'],
    ['Asia/Kolkata', '2026-05-04', '09:15', '2026-05-04T09:15:00+05:30'],
  ])('%s %s %s is %s', (zone, date, time, expected) => {
    expect(zonedTimestamp(zone, date, time)).toBe(expected);
    // The same instant as the wall time in that zone.
    const instant = new Date(expected);
    expect(dateInZone(zone, instant)).toBe(date);
  });
});

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-27', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['0000-00-00', false],
    ['2026-13-01', false],
    ['2026-11-31', false],
    ['26-11-27', false],
  ])('%s → %s', (date, valid) => {
    expect(isCalendarDate(date)).toBe(valid);
  });
});
