import { describe, expect, it } from 'vitest';
import { criteriaFromParams, isRangeReversed, withCriteria } from './searchCriteria';

describe('search criteria in the URL', () => {
  it('reads defaults from a bare area URL', () => {
    expect(criteriaFromParams(new URLSearchParams('area=globalSearch'))).toEqual({
      q: '',
      mode: 'MUST',
      kinds: [],
      page: 0,
    });
  });

  it('round-trips every criterion and keeps the area', () => {
    const criteria = {
      q: 'chuva forte',
      mode: 'PHRASE' as const,
      kinds: ['assignments' as const, 'stories' as const],
      from: '2025-03-01',
      to: '2025-03-31',
      programId: 3,
      authorId: 7,
      page: 2,
    };
    const params = withCriteria(new URLSearchParams('area=globalSearch'), criteria);
    expect(params.get('area')).toBe('globalSearch');
    expect(params.get('kinds')).toBe('assignments,stories');
    expect(criteriaFromParams(params)).toEqual(criteria);
  });

  it('leaves out defaults and drops what it cannot read', () => {
    const params = withCriteria(new URLSearchParams('page=4&mode=FUZZY'), {
      q: 'x',
      mode: 'MUST',
      kinds: [],
      page: 0,
    });
    expect(params.toString()).toBe('q=x');
    expect(
      criteriaFromParams(
        new URLSearchParams('mode=ALL&kinds=stories,pets&from=ontem&programId=-1&page=-2'),
      ),
    ).toEqual({ q: '', mode: 'MUST', kinds: ['stories'], page: 0 });
  });

  it.each([
    [{ from: '2025-03-02', to: '2025-03-01' }, true],
    [{ from: '2025-03-01', to: '2025-03-01' }, false],
    [{ from: '2025-03-01' }, false],
  ])('range %j reversed: %s', (range, expected) => {
    expect(isRangeReversed(range)).toBe(expected);
  });
});
