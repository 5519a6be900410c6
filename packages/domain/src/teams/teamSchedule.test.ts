import { describe, expect, it } from 'vitest';
import { scheduleDateSchema, teamChangeInputSchema } from './team';
import { effectiveMembers, scheduleOn, type ScheduleChange } from './teamSchedule';

const team = { memberIds: [1, 2] };
let nextId = 1;
const day = (date: string, memberIds: number[]): ScheduleChange => ({
  id: nextId++,
  date,
  kind: 'day',
  memberIds,
});
const forward = (date: string, memberIds: number[]): ScheduleChange => ({
  id: nextId++,
  date,
  kind: 'forward',
  memberIds,
});

describe('effective members of a team on a date', () => {
  const schedule = [
    forward('2025-03-10', [1, 3]),
    day('2025-03-12', [4]),
    forward('2025-03-20', [5]),
    day('2025-03-05', [6]),
    day('2025-03-20', [7]),
  ];

  it.each([
    ['no changes: the regular members', [], '2025-03-01', [1, 2]],
    ['before any change', schedule, '2025-03-01', [1, 2]],
    ['a one-day change on its day', schedule, '2025-03-05', [6]],
    ['the day after a one-day change', schedule, '2025-03-06', [1, 2]],
    ['a forward change on its first day', schedule, '2025-03-10', [1, 3]],
    ['a forward change later on', schedule, '2025-03-11', [1, 3]],
    ['a one-day change inside a forward period', schedule, '2025-03-12', [4]],
    ['the forward change again after the one-day change', schedule, '2025-03-13', [1, 3]],
    ['a later forward change wins', schedule, '2025-03-21', [5]],
    ['a one-day change beats a forward change of the same date', schedule, '2025-03-20', [7]],
    ['far in the future the latest forward change holds', schedule, '2031-01-01', [5]],
    [
      'forward changes listed out of order',
      [forward('2025-05-01', [9]), forward('2025-04-01', [8])],
      '2025-05-02',
      [9],
    ],
    ['a change emptying the team', [forward('2025-01-01', [])], '2025-02-01', []],
    ['across a year boundary', [forward('2024-12-31', [3])], '2025-01-01', [3]],
  ])('%s', (_label, changes, date, expected) => {
    expect(effectiveMembers(team, changes, date)).toEqual(expected);
  });

  it('says where the members come from', () => {
    expect(scheduleOn(team, schedule, '2025-03-01')).toMatchObject({
      source: 'regular',
      change: null,
    });
    expect(scheduleOn(team, schedule, '2025-03-11')).toMatchObject({
      source: 'forward',
      change: { date: '2025-03-10' },
    });
    expect(scheduleOn(team, schedule, '2025-03-12')).toMatchObject({
      source: 'day',
      change: { date: '2025-03-12' },
    });
  });

  it('never hands out the arrays it was given', () => {
    const result = effectiveMembers(team, [], '2025-01-01');
    result.push(99);
    expect(team.memberIds).toEqual([1, 2]);
  });
});

describe('schedule input', () => {
  it.each([
    ['2025-03-10', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['10/03/2025', false],
    ['2025-3-1', false],
  ])('date %j valid: %s', (date, expected) => {
    expect(scheduleDateSchema.safeParse(date).success).toBe(expected);
  });

  it('drops repeated members and refuses unknown kinds', () => {
    expect(
      teamChangeInputSchema.parse({ date: '2025-03-10', kind: 'day', memberIds: [3, 3, 4] })
        .memberIds,
    ).toEqual([3, 4]);
    expect(
      teamChangeInputSchema.safeParse({ date: '2025-03-10', kind: 'week', memberIds: [] }).success,
    ).toBe(false);
  });
});
