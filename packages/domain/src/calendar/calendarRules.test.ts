import { describe, expect, it } from 'vitest';
import { CALENDAR_RULES, recurrenceSchema, type Recurrence } from './calendar';
import {
  dueReminder,
  eventTimesError,
  nextReminder,
  normaliseEventTimes,
  planEdit,
  planRemoval,
} from './calendarRules';
import { occurrencesBetween, type RecurringEvent } from './recurrence';

const SAO_PAULO = 'America/Sao_Paulo';

const event = (
  startDate: string,
  endDate: string,
  rule: Partial<Recurrence> = {},
): RecurringEvent => ({
  ...recurrenceSchema.parse({}),
  ...rule,
  startDate,
  endDate,
  allDay: startDate.length === 10,
});

const daily = event('2026-03-02T09:00', '2026-03-02T10:00', { frequency: 'FREQ_DAILY' });
const starts = (e: RecurringEvent | null, from = '2026-03-01', to = '2026-03-08') =>
  e ? occurrencesBetween(e, from, to).map((o) => o.start) : [];

describe('eventTimesError', () => {
  it.each([
    ['end after start', event('2026-03-02T09:00', '2026-03-02T10:00'), null],
    ['end equal to start', event('2026-03-02T09:00', '2026-03-02T09:00'), null],
    ['all-day on one day', event('2026-03-02', '2026-03-02'), null],
    [
      'end before start',
      event('2026-03-02T09:00', '2026-03-02T08:59'),
      CALENDAR_RULES.endBeforeStart,
    ],
    [
      'all-day ending the day before',
      event('2026-03-02', '2026-03-01'),
      CALENDAR_RULES.endBeforeStart,
    ],
  ])('%s', (_name, e, expected) => {
    expect(eventTimesError(e)).toBe(expected);
  });

  it('fits the times to the kind of event', () => {
    const allDay = normaliseEventTimes({
      ...event('2026-03-02T09:00', '2026-03-03T10:00'),
      allDay: true,
    });
    expect([allDay.startDate, allDay.endDate]).toEqual(['2026-03-02', '2026-03-03']);
    const timed = normaliseEventTimes({ ...event('2026-03-02', '2026-03-02'), allDay: false });
    expect([timed.startDate, timed.endDate]).toEqual(['2026-03-02T00:00', '2026-03-02T00:00']);
  });
});

describe('planEdit', () => {
  const moved = (
    start: string,
    end: string,
    rule: Partial<Recurrence> = { frequency: 'FREQ_DAILY' },
  ) => event(start, end, rule);

  it('"this occurrence" excludes its date and adds a single event', () => {
    const plan = planEdit(
      daily,
      moved('2026-03-04T11:00', '2026-03-04T12:00'),
      'occurrence',
      '2026-03-04T09:00',
    );
    expect(plan.series.exDates).toEqual(['2026-03-04']);
    expect(plan.created?.frequency).toBeNull();
    expect(starts(plan.series, '2026-03-03', '2026-03-05')).toEqual([
      '2026-03-03T09:00',
      '2026-03-05T09:00',
    ]);
    expect(starts(plan.created, '2026-03-03', '2026-03-05')).toEqual(['2026-03-04T11:00']);
  });

  it('"this and following" ends the series the day before and starts a new one', () => {
    const plan = planEdit(
      daily,
      moved('2026-03-04T11:00', '2026-03-04T12:00'),
      'following',
      '2026-03-04T09:00',
    );
    expect(plan.series.repeatUtil).toBe('2026-03-03');
    expect(starts(plan.series)).toEqual(['2026-03-02T09:00', '2026-03-03T09:00']);
    expect(starts(plan.created, '2026-03-01', '2026-03-05')).toEqual([
      '2026-03-04T11:00',
      '2026-03-05T11:00',
    ]);
  });

  it('"this and following" of a counted series shares the count out', () => {
    const counted = { ...daily, repeatCount: 5 };
    const plan = planEdit(
      counted,
      { ...moved('2026-03-04T11:00', '2026-03-04T12:00'), repeatCount: 5 },
      'following',
      '2026-03-04T09:00',
    );
    expect(plan.series.repeatCount).toBe(2);
    expect(plan.created?.repeatCount).toBe(3);
    expect([
      ...starts(plan.series),
      ...starts(plan.created, '2026-03-01', '2026-03-31'),
    ]).toHaveLength(5);
  });

  it('"this and following" from the first occurrence changes the series', () => {
    const edited = moved('2026-03-02T11:00', '2026-03-02T12:00');
    expect(planEdit(daily, edited, 'following', '2026-03-02T09:00')).toEqual({
      series: edited,
      created: null,
    });
  });

  it('"all" from an occurrence moves the series as much as the occurrence moved', () => {
    const plan = planEdit(
      daily,
      moved('2026-03-04T10:30', '2026-03-04T12:00'),
      'all',
      '2026-03-04T09:00',
    );
    expect([plan.series.startDate, plan.series.endDate]).toEqual([
      '2026-03-02T10:30',
      '2026-03-02T12:00',
    ]);
    expect(plan.created).toBeNull();
  });

  it('refuses an occurrence the series does not have', () => {
    expect(() => planEdit(daily, daily, 'occurrence', '2026-03-04T10:00')).toThrow(
      CALENDAR_RULES.noSuchOccurrence,
    );
    expect(() => planEdit(daily, daily, 'following', null)).toThrow(
      CALENDAR_RULES.noSuchOccurrence,
    );
  });
});

describe('planRemoval', () => {
  it.each([
    ['all', 'all' as const, '2026-03-04T09:00', null],
    [
      'this occurrence',
      'occurrence' as const,
      '2026-03-04T09:00',
      ['2026-03-02T09:00', '2026-03-03T09:00', '2026-03-05T09:00'],
    ],
    [
      'this and following',
      'following' as const,
      '2026-03-04T09:00',
      ['2026-03-02T09:00', '2026-03-03T09:00'],
    ],
    ['this and following from the first', 'following' as const, '2026-03-02T09:00', null],
  ])('%s', (_name, scope, occurrence, expected) => {
    const left = planRemoval(daily, scope, occurrence);
    expect(left === null ? null : starts(left, '2026-03-01', '2026-03-05')).toEqual(expected);
  });
});

describe('reminders', () => {
  // Wednesdays 21:30 in São Paulo (-03 in 2026).
  const round = event('2026-03-04T21:30', '2026-03-04T23:30', { frequency: 'FREQ_WEEKLY' });

  it.each([
    [
      'before the first',
      '2026-03-01T00:00:00Z',
      30,
      '2026-03-04T21:30',
      '2026-03-05T00:00:00.000Z',
    ],
    [
      'right at a firing: the next one',
      '2026-03-05T00:00:00Z',
      30,
      '2026-03-11T21:30',
      '2026-03-12T00:00:00.000Z',
    ],
    ['a day before', '2026-03-05T00:00:00Z', 1440, '2026-03-11T21:30', '2026-03-11T00:30:00.000Z'],
  ])('next firing %s', (_name, after, minutes, occurrence, fireAt) => {
    const next = nextReminder(round, minutes, new Date(after), SAO_PAULO);
    expect(next?.occurrence).toBe(occurrence);
    expect(next?.fireAt.toISOString()).toBe(fireAt);
  });

  it('has no next firing once the series ended', () => {
    const ended = { ...round, repeatCount: 1 };
    expect(nextReminder(ended, 30, new Date('2026-03-05T00:00:00Z'), SAO_PAULO)).toBeNull();
  });

  it('fires an all-day event before its midnight in the zone', () => {
    const holiday = event('2026-09-07', '2026-09-07');
    expect(
      nextReminder(holiday, 60, new Date('2026-01-01T00:00:00Z'), SAO_PAULO)?.fireAt.toISOString(),
    ).toBe('2026-09-07T02:00:00.000Z');
  });

  it('after a downtime fires once, for the last occurrence missed', () => {
    const since = new Date('2026-03-05T00:00:00Z');
    const due = dueReminder(round, 30, since, new Date('2026-03-20T12:00:00Z'), SAO_PAULO);
    expect(due?.occurrence).toBe('2026-03-18T21:30');
    expect(
      dueReminder(
        round,
        30,
        new Date('2026-03-19T00:00:01Z'),
        new Date('2026-03-20T12:00:00Z'),
        SAO_PAULO,
      ),
    ).toBeNull();
  });
});
