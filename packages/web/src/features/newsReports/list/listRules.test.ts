import { describe, expect, it } from 'vitest';
import { newsReportEvent, newsReportFixture, pageOf } from './newsReportTestSupport';
import { applyToPage, changeOfEvent, isInRange, withCopy } from './listRules';

const range = { from: '2026-11-01', to: '2026-11-30' };
const inside = newsReportFixture({ id: 1, date: '2026-11-21' });

describe('reportage list rules', () => {
  it.each([
    ['2026-11-01', true],
    ['2026-11-30', true],
    ['2026-10-31', false],
    ['2026-12-01', false],
  ])('%s in November: %s', (date, expected) => {
    expect(isInRange(date, range)).toBe(expected);
    expect(isInRange(date, {})).toBe(true);
  });

  it('adds a new reportage first only when its date is within the range', () => {
    const page = pageOf([inside], 1);
    const fresh = newsReportFixture({ id: 2, date: '2026-11-22' });
    const outside = newsReportFixture({ id: 3, date: '2026-12-02' });
    const added = applyToPage(page, range, changeOfEvent(newsReportEvent('CREATE', fresh, 2)));
    expect(added.data.map((r) => r.id)).toEqual([2, 1]);
    expect(added.total).toBe(2);
    expect(applyToPage(page, range, changeOfEvent(newsReportEvent('CREATE', outside, 3)))).toBe(
      page,
    );
  });

  it('removes an item a realtime update takes out of the range, and replaces it otherwise', () => {
    const page = pageOf([inside], 1);
    const moved = { ...inside, date: '2026-12-05', version: 2 };
    const gone = applyToPage(page, range, changeOfEvent(newsReportEvent('UPDATE', moved, 1)));
    expect(gone.data).toEqual([]);
    expect(gone.total).toBe(0);
    const renamed = { ...inside, slug: 'CHUVA', version: 2 };
    const patchEvent = newsReportEvent(
      'PATCH',
      { id: 1, field: 'slug', value: 'CHUVA', newsReport: renamed },
      1,
    );
    expect(applyToPage(page, range, changeOfEvent(patchEvent)).data[0]?.slug).toBe('CHUVA');
  });

  it('skips an update that is not newer and ignores an update of an item it does not show', () => {
    const page = pageOf([{ ...inside, version: 3 }], 1);
    expect(
      applyToPage(page, range, {
        kind: 'update',
        newsReport: { ...inside, version: 3, slug: 'X' },
      }),
    ).toBe(page);
    const other = newsReportFixture({ id: 9, date: '2026-11-10', version: 2 });
    expect(applyToPage(page, range, { kind: 'update', newsReport: other })).toBe(page);
  });

  it('drops a deleted item and lowers the total', () => {
    const page = pageOf([inside], 4);
    const next = applyToPage(
      page,
      range,
      changeOfEvent(newsReportEvent('DELETE', { id: 1, date: inside.date }, 1)),
    );
    expect(next.data).toEqual([]);
    expect(next.total).toBe(3);
  });

  it('puts a copy first and trims the page to its size', () => {
    const full = pageOf(
      [1, 2, 3].map((id) => newsReportFixture({ id })),
      10,
      3,
    );
    const copy = newsReportFixture({ id: 99, date: '2027-01-01' });
    const next = withCopy(full, copy);
    expect(next.data.map((r) => r.id)).toEqual([99, 1, 2]);
    expect(next.total).toBe(11);
  });
});
