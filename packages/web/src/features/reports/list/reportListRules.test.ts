import { describe, expect, it } from 'vitest';
import type { Paged, Report } from '@newsroom/domain';
import type { ReportFilter } from '../api/reportsApi';
import { reportFixture } from '../testFixtures';
import { applyToPage, matchesFilter } from './reportListRules';

const all: ReportFilter = { text: '', page: 0 };
const night = reportFixture({ id: 1, date: '2026-11-21', categoryId: 1, eventIds: [10] });
const masked = reportFixture({
  id: 2,
  visible: false,
  title: '',
  text: '',
  categoryId: null,
  eventIds: [],
});
const pageOf = (data: Report[], page = 0): Paged<Report> => ({
  data,
  page,
  size: 25,
  total: data.length,
});

describe('report list rules', () => {
  it.each([
    ['no filter', night, all, true],
    ['in the days', night, { ...all, from: '2026-11-21', to: '2026-11-21' }, true],
    ['before from', night, { ...all, from: '2026-11-22' }, false],
    ['after to', night, { ...all, to: '2026-11-20' }, false],
    ['its category', night, { ...all, categoryId: 1 }, true],
    ['another category', night, { ...all, categoryId: 2 }, false],
    ['its event', night, { ...all, eventId: 10 }, true],
    ['another event', night, { ...all, eventId: 11 }, false],
    ['words together, accents aside', night, { ...all, text: 'galpao na MOOCA' }, true],
    ['words of the title', night, { ...all, text: 'plantão' }, true],
    ['words apart', night, { ...all, text: 'incendio mooca' }, false],
    ['words it lacks', night, { ...all, text: 'enchente' }, false],
    ['masked, no narrowing', masked, all, true],
    ['masked, by words', masked, { ...all, text: 'x' }, false],
    ['masked, by category', masked, { ...all, categoryId: 1 }, false],
    ['in the trash', reportFixture({ excluded: true }), all, false],
  ])('%s → %s', (_name, report, filter, expected) => {
    expect(matchesFilter(report, filter as ReportFilter)).toBe(expected);
  });

  it('puts a created report first on the first page only, when it matches', () => {
    const fresh = reportFixture({ id: 5 });
    expect(applyToPage(pageOf([night]), all, { kind: 'create', report: fresh }).data).toEqual([
      fresh,
      night,
    ]);
    const second = pageOf([night], 1);
    expect(applyToPage(second, all, { kind: 'create', report: fresh })).toBe(second);
    const other = { ...all, categoryId: 2 };
    const page = pageOf([]);
    expect(applyToPage(page, other, { kind: 'create', report: fresh })).toBe(page);
  });

  it('replaces a newer report, drops one that no longer matches, skips an older copy', () => {
    const page = pageOf([night]);
    const approved = { ...night, ok: true, version: 2 };
    expect(applyToPage(page, all, { kind: 'update', report: approved }).data).toEqual([approved]);
    expect(applyToPage(page, all, { kind: 'update', report: night })).toBe(page);
    const moved = { ...night, categoryId: 2, version: 2 };
    expect(
      applyToPage(page, { ...all, categoryId: 1 }, { kind: 'update', report: moved }).data,
    ).toEqual([]);
    expect(applyToPage(page, all, { kind: 'remove', id: 1 }).total).toBe(0);
  });
});
