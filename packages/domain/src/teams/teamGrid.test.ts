import { describe, expect, it } from 'vitest';
import {
  datesBetween,
  daysBetween,
  teamGrid,
  teamGridQuerySchema,
  weekDayOf,
  weekStartOf,
  WEEK_FIRST_DAY,
} from './teamGrid';

describe('weeks', () => {
  it.each([
    // 2025-03-12 is a Wednesday.
    ['2025-03-12', 0, '2025-03-09'],
    ['2025-03-12', 1, '2025-03-10'],
    ['2025-03-09', 0, '2025-03-09'],
    ['2025-03-09', 1, '2025-03-03'],
    ['2025-03-10', 1, '2025-03-10'],
    ['2025-01-01', 0, '2024-12-29'],
    ['2024-03-01', 1, '2024-02-26'],
  ] as const)('the week of %s starting on day %i begins %s', (date, firstDay, expected) => {
    expect(weekStartOf(date, firstDay)).toBe(expected);
  });

  it('start on Monday in Spain and on Sunday in Brazil and the United States', () => {
    expect(WEEK_FIRST_DAY).toEqual({ pt_BR: 0, en_US: 0, es_ES: 1 });
    expect(weekDayOf('2025-03-09')).toBe(0);
  });

  it('list the days of a range, both ends included', () => {
    expect(datesBetween('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
    expect(datesBetween('2025-03-02', '2025-03-01')).toEqual([]);
  });

  it.each([
    ['2025-03-01', '2025-03-31', 30],
    ['2024-12-31', '2025-01-01', 1],
    ['2025-03-10', '2025-03-09', -1],
    ['0001-01-01', '9999-12-31', 3_652_058],
    ['0099-12-31', '0100-01-01', 1],
  ])('counts the days from %s to %s: %i', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('grid range', () => {
  it.each([
    [{ from: '2025-03-09', to: '2025-03-15' }, true],
    [{ from: '2025-03-09', to: '2025-03-09' }, true],
    [{ from: '2025-03-01', to: '2025-03-31' }, true],
    [{ from: '2025-03-01', to: '2025-04-01' }, false],
    [{ from: '2025-03-15', to: '2025-03-09' }, false],
    [{ from: '2025-02-30', to: '2025-03-09' }, false],
    [{ from: '2025-03-09' }, false],
    [{ from: '0001-01-01', to: '9999-12-31' }, false],
  ])('%j valid: %s', (query, expected) => {
    expect(teamGridQuerySchema.safeParse(query).success).toBe(expected);
  });
});

describe('the grid', () => {
  const nicknames = new Map([
    [1, 'ana'],
    [2, 'bia'],
    [3, 'caio'],
    [4, 'davi'],
  ]);
  const teams = [
    {
      id: 10,
      name: 'Equipe 1',
      memberIds: [1, 2],
      changes: [
        { id: 100, date: '2025-03-11', kind: 'forward' as const, memberIds: [1, 3] },
        { id: 101, date: '2025-03-12', kind: 'day' as const, memberIds: [4] },
      ],
    },
    { id: 11, name: 'Equipe 2', memberIds: [3, 99], changes: [] },
  ];
  const grid = teamGrid(teams, datesBetween('2025-03-10', '2025-03-13'), nicknames);

  it('gives each team a cell per day, with where its members come from', () => {
    expect(grid.dates).toEqual(['2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13']);
    expect(grid.rows[0]!.cells.map((cell) => [cell.source, cell.changeId, cell.memberIds])).toEqual(
      [
        ['regular', null, [1, 2]],
        ['forward', 100, [1, 3]],
        ['day', 101, [4]],
        ['forward', 100, [1, 3]],
      ],
    );
    expect(grid.rows[0]!.cells[2]!.membersNicknames).toEqual(['davi']);
  });

  it('leaves out members who no longer exist', () => {
    expect(grid.rows[1]!.cells[0]).toMatchObject({ memberIds: [3], membersNicknames: ['caio'] });
    expect(grid).toMatchObject({ from: '2025-03-10', to: '2025-03-13' });
  });
});
