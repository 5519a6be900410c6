import { describe, expect, it } from 'vitest';
import { withCreated, withDeleted, withUpdated } from './newsCache';
import { newsPage, newsSuggestion } from './testFixtures';

const page = newsPage([newsSuggestion(2), newsSuggestion(1)], 30);
const ids = (paged: typeof page) => paged.data.map((row) => row.id);

describe('news pages following the live events', () => {
  it.each([
    ['a new one goes first on page 0', { filter: 'all', page: 0 }, [3, 2, 1], 31],
    ['a later page only counts it', { filter: 'all', page: 1 }, [2, 1], 31],
    ['the used filter leaves an unused one out', { filter: 'used', page: 0 }, [2, 1], 30],
  ] as const)('%s', (_, query, expectedIds, total) => {
    const next = withCreated(page, query, newsSuggestion(3));
    expect([ids(next), next.total]).toEqual([expectedIds, total]);
  });

  it('puts a change in place, or out of a filter it left', () => {
    const used = newsSuggestion(2, { used: true });
    expect(withUpdated(page, { filter: 'all', page: 0 }, used).data[0]!.used).toBe(true);
    expect(ids(withUpdated(page, { filter: 'unused', page: 0 }, used))).toEqual([1]);
  });

  it('takes a deleted one out', () => {
    expect([ids(withDeleted(page, 2)), withDeleted(page, 2).total]).toEqual([[1], 29]);
    expect(withDeleted(page, 9)).toBe(page);
  });
});
