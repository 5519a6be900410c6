import { describe, expect, it } from 'vitest';
import { recurrenceSchema, type Recurrence } from './calendar';
import {
  instantOf,
  occurrencesBetween,
  startAtOrAfter,
  startAtOrBefore,
  type RecurringEvent,
} from './recurrence';

const SAO_PAULO = 'America/Sao_Paulo';

/** An event from its times and the recurrence fields that differ from a single event. */
const event = (
  startDate: string,
  endDate: string,
  rule: Partial<Recurrence> = {},
  allDay = startDate.length === 10,
): RecurringEvent => ({ ...recurrenceSchema.parse({}), ...rule, startDate, endDate, allDay });

const starts = (e: RecurringEvent, from: string, to: string) =>
  occurrencesBetween(e, from, to).map((o) => o.start);

describe('occurrencesBetween', () => {
  it.each([
    [
      'a single event inside the range',
      event('2026-03-10T10:00', '2026-03-10T11:00'),
      '2026-03-01',
      '2026-03-31',
      ['2026-03-10T10:00'],
    ],
    [
      'a single event outside the range',
      event('2026-04-10T10:00', '2026-04-10T11:00'),
      '2026-03-01',
      '2026-03-31',
      [],
    ],
    [
      'daily on weekdays (Monday to Friday)',
      event('2026-03-02T09:00', '2026-03-02T10:00', {
        frequency: 'FREQ_DAILY',
        repetitions: [1, 2, 3, 4, 5].map((value) => ({ dayOrder: null, value })),
      }),
      '2026-03-05',
      '2026-03-10',
      ['2026-03-05T09:00', '2026-03-06T09:00', '2026-03-09T09:00', '2026-03-10T09:00'],
    ],
    [
      'every 2 weeks',
      event('2026-01-07T21:30', '2026-01-07T23:30', { frequency: 'FREQ_WEEKLY', interval: 2 }),
      '2026-01-01',
      '2026-02-15',
      ['2026-01-07T21:30', '2026-01-21T21:30', '2026-02-04T21:30'],
    ],
    [
      'the last Friday of each month',
      event('2026-01-30T18:00', '2026-01-30T19:00', {
        frequency: 'FREQ_MONTHLY',
        repetitions: [{ dayOrder: -1, value: 5 }],
      }),
      '2026-01-01',
      '2026-05-31',
      [
        '2026-01-30T18:00',
        '2026-02-27T18:00',
        '2026-03-27T18:00',
        '2026-04-24T18:00',
        '2026-05-29T18:00',
      ],
    ],
    [
      'the 2nd Tuesday of each month',
      event('2026-01-13T14:00', '2026-01-13T15:00', {
        frequency: 'FREQ_MONTHLY',
        repetitions: [{ dayOrder: 2, value: 2 }],
      }),
      '2026-01-01',
      '2026-03-31',
      ['2026-01-13T14:00', '2026-02-10T14:00', '2026-03-10T14:00'],
    ],
    [
      'the last day of the month (-1)',
      event('2026-01-31T12:00', '2026-01-31T13:00', {
        frequency: 'FREQ_MONTHLY',
        repeatByMonthDay: [-1],
      }),
      '2026-01-01',
      '2026-04-30',
      ['2026-01-31T12:00', '2026-02-28T12:00', '2026-03-31T12:00', '2026-04-30T12:00'],
    ],
    [
      '29 February yearly: only in leap years',
      event('2024-02-29', '2024-02-29', {
        frequency: 'FREQ_YEARLY',
        repeatByMonth: [2],
        repeatByMonthDay: [29],
      }),
      '2024-01-01',
      '2032-12-31',
      ['2024-02-29', '2028-02-29', '2032-02-29'],
    ],
    [
      'a count ends the series',
      event('2026-03-01T08:00', '2026-03-01T09:00', { frequency: 'FREQ_DAILY', repeatCount: 3 }),
      '2026-03-01',
      '2026-03-31',
      ['2026-03-01T08:00', '2026-03-02T08:00', '2026-03-03T08:00'],
    ],
    [
      'an end date ends the series, inclusive',
      event('2026-03-01T08:00', '2026-03-01T09:00', {
        frequency: 'FREQ_DAILY',
        repeatUtil: '2026-03-03',
      }),
      '2026-03-01',
      '2026-03-31',
      ['2026-03-01T08:00', '2026-03-02T08:00', '2026-03-03T08:00'],
    ],
    [
      'count and end date: whichever comes first',
      event('2026-03-01T08:00', '2026-03-01T09:00', {
        frequency: 'FREQ_DAILY',
        repeatCount: 10,
        repeatUtil: '2026-03-02',
      }),
      '2026-03-01',
      '2026-03-31',
      ['2026-03-01T08:00', '2026-03-02T08:00'],
    ],
    [
      'excluded dates do not happen (exclusions still count)',
      event('2026-03-01T08:00', '2026-03-01T09:00', {
        frequency: 'FREQ_DAILY',
        repeatCount: 4,
        exDates: ['2026-03-02', '2026-03-03'],
      }),
      '2026-03-01',
      '2026-03-31',
      ['2026-03-01T08:00', '2026-03-04T08:00'],
    ],
    [
      'yearly all-day holiday',
      event('2020-09-07', '2020-09-07', { frequency: 'FREQ_YEARLY' }),
      '2026-01-01',
      '2027-12-31',
      ['2026-09-07', '2027-09-07'],
    ],
    [
      'an occurrence begun before the range and still running is in it',
      event('2026-03-01T22:00', '2026-03-02T02:00', { frequency: 'FREQ_WEEKLY' }),
      '2026-03-02',
      '2026-03-02',
      ['2026-03-01T22:00'],
    ],
    [
      'a multi-day all-day event overlapping the range',
      event('2026-03-30', '2026-04-02'),
      '2026-04-01',
      '2026-04-30',
      ['2026-03-30'],
    ],
  ])('%s', (_name, e, from, to, expected) => {
    expect(starts(e, from, to)).toEqual(expected);
  });

  it.each([
    ['an unknown frequency', { frequency: 'FREQ_HOURLY' as never }],
    ['an impossible end date', { frequency: 'FREQ_DAILY' as const, repeatUtil: '2026-02-30' }],
    [
      'a stored field of the wrong type',
      { frequency: 'FREQ_DAILY' as const, repetitions: 'x' as never },
    ],
    ['month day 0', { frequency: 'FREQ_MONTHLY' as const, repeatByMonthDay: [0] }],
  ])('answers nothing for %s', (_name, rule) => {
    expect(
      starts(event('2026-03-01T08:00', '2026-03-01T09:00', rule), '2026-03-01', '2026-03-31'),
    ).toEqual([]);
  });

  it('answers nothing for an impossible start', () => {
    expect(
      starts(event('2026-02-30T08:00', '2026-02-30T09:00'), '2026-02-01', '2026-03-31'),
    ).toEqual([]);
  });

  it('gives each occurrence its end', () => {
    expect(
      occurrencesBetween(
        event('2026-03-30', '2026-03-31', { frequency: 'FREQ_WEEKLY', repeatCount: 2 }),
        '2026-03-01',
        '2026-04-30',
      ),
    ).toEqual([
      { start: '2026-03-30', end: '2026-03-31' },
      { start: '2026-04-06', end: '2026-04-07' },
    ]);
  });
});

describe('a weekly 19:00 event across São Paulo daylight-saving changes', () => {
  // DST began 2018-11-04 (-03 → -02) and ended 2019-02-17 (-02 → -03).
  const weekly = event('2018-10-28T19:00', '2018-10-28T20:00', { frequency: 'FREQ_WEEKLY' });

  it.each([
    ['2018-10-28', '2018-10-28T19:00', '2018-10-28T22:00:00.000Z'],
    ['2018-11-04', '2018-11-04T19:00', '2018-11-04T21:00:00.000Z'],
    ['2019-02-10', '2019-02-10T19:00', '2019-02-10T21:00:00.000Z'],
    ['2019-02-17', '2019-02-17T19:00', '2019-02-17T22:00:00.000Z'],
  ])('on %s stays 19:00 local', (day, wall, instant) => {
    const [occurrence] = occurrencesBetween(weekly, day, day);
    expect(occurrence?.start).toBe(wall);
    expect(instantOf(SAO_PAULO, occurrence!.start).toISOString()).toBe(instant);
  });
});

describe('rules that never match', () => {
  it.each([
    [
      '30 February daily',
      { frequency: 'FREQ_DAILY' as const, repeatByMonth: [2], repeatByMonthDay: [30] },
    ],
    [
      '31 February yearly',
      { frequency: 'FREQ_YEARLY' as const, repeatByMonth: [2], repeatByMonthDay: [31] },
    ],
  ])('%s gives up quickly', (_name, rule) => {
    const never = event('2026-03-01T10:00', '2026-03-01T11:00', rule);
    const started = Date.now();
    expect(startAtOrAfter(never, new Date('2026-03-01T00:00:00Z'))).toBeNull();
    expect(startAtOrBefore(never, new Date('2036-03-01T00:00:00Z'))).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('finds the last start before an instant of a daily rule years long', () => {
    const daily = event('2020-01-01T08:00', '2020-01-01T09:00', { frequency: 'FREQ_DAILY' });
    expect(startAtOrBefore(daily, new Date('2026-03-01T07:00:00Z'))?.toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
  });
});
