import { describe, expect, it } from 'vitest';
import { isCheckable, rundownTarget } from './rundownTarget';

const programs = [{ id: 3 }, { id: 7 }];
const TODAY = '2026-11-27';

describe('rundownTarget', () => {
  it.each([
    ['the date and program asked for', 'date=2026-12-01&program=7', programs, '2026-12-01', 7],
    ['today when no date is asked for', 'program=7', programs, TODAY, 7],
    ['the first program instead of one not open to the user', 'program=9', programs, TODAY, 3],
    ['the first program when none is asked for', '', programs, TODAY, 3],
    ['no program while the programs are unknown', 'program=7', undefined, TODAY, null],
    ['no program when the user has none', '', [], TODAY, null],
  ])('answers %s', (_case, query, list, date, programId) => {
    expect(rundownTarget(new URLSearchParams(query), list, TODAY)).toEqual({ date, programId });
  });

  it('checks only a program on a well-formed date', () => {
    expect(isCheckable({ date: TODAY, programId: 3 })).toBe(true);
    expect(isCheckable({ date: TODAY, programId: null })).toBe(false);
    expect(isCheckable({ date: '27/11/2026', programId: 3 })).toBe(false);
  });
});
