import { describe, expect, it } from 'vitest';
import {
  chartFigures,
  overMs,
  plannedProductionMs,
  rangeDates,
  rangeInstants,
  type ChartCounts,
} from './chartFigures';

const none: ChartCounts = { created: [], aired: [], dropped: [], guidelines: [], editions: [] };

describe('rangeInstants', () => {
  it.each([
    [
      'America/Sao_Paulo',
      '2025-03-01',
      '2025-03-31',
      '2025-03-01T00:00:00-03:00',
      '2025-04-01T00:00:00-03:00',
    ],
    ['UTC', '2025-03-01', '2025-03-01', '2025-03-01T00:00:00+00:00', '2025-03-02T00:00:00+00:00'],
    // Lisbon moves to summer time on 30 March 2025: the range starts in winter, ends in summer.
    [
      'Europe/Lisbon',
      '2025-03-29',
      '2025-03-30',
      '2025-03-29T00:00:00+00:00',
      '2025-03-31T00:00:00+01:00',
    ],
  ])('in %s, %s to %s is [%s, %s)', (zone, from, to, start, end) => {
    expect(rangeInstants(zone, from, to)).toEqual({ start, end });
  });
});

describe('rangeDates', () => {
  it.each([
    ['2025-03-01', '2025-03-01', ['2025-03-01']],
    ['2025-02-27', '2025-03-02', ['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']],
    ['2024-12-31', '2025-01-01', ['2024-12-31', '2025-01-01']],
    ['2025-03-02', '2025-03-01', []],
  ])('%s to %s', (from, to, dates) => {
    expect(rangeDates(from, to)).toEqual(dates);
  });
});

describe('plannedProductionMs and overMs', () => {
  it.each([
    [
      'its own production time',
      { start: '12:00:00', end: '13:00:00', productionMs: 2_400_000, commercialMs: 600_000 },
      2_400_000,
    ],
    [
      'length minus breaks',
      { start: '12:00:00', end: '13:00:00', productionMs: null, commercialMs: 600_000 },
      3_000_000,
    ],
    [
      'across midnight',
      { start: '23:30:00', end: '00:30:00', productionMs: null, commercialMs: 0 },
      3_600_000,
    ],
  ])('plans %s', (_what, edition, planned) => {
    expect(plannedProductionMs(edition)).toBe(planned);
  });

  it.each([
    [3_060_000, 3_000_000, 60_000],
    [2_950_000, 3_000_000, -50_000],
    [3_000_000, 3_000_000, 0],
  ])('aired %i against planned %i is %i', (aired, planned, over) => {
    expect(overMs(aired, planned)).toBe(over);
  });
});

describe('chartFigures', () => {
  const range = { from: '2025-03-01', to: '2025-03-03' };

  it('answers every day of the range with zeros when nothing happened', () => {
    const charts = chartFigures(range, none);
    expect(charts.days.map((d) => [d.date, d.created, d.aired, d.dropped.notAired])).toEqual([
      ['2025-03-01', 0, 0, 0],
      ['2025-03-02', 0, 0, 0],
      ['2025-03-03', 0, 0, 0],
    ]);
    expect(charts.kinds.map((k) => k.kind)).toEqual([
      'assignment',
      'newsReport',
      'story',
      'report',
      'post',
    ]);
    expect(charts.people).toEqual([]);
    expect(charts.shows).toEqual([]);
  });

  it('sums documents by day, kind and person; ownerless ones count in no person', () => {
    const charts = chartFigures(range, {
      ...none,
      created: [
        {
          date: '2025-03-01',
          kind: 'story',
          ownerId: 1,
          ownerName: 'Ana',
          created: 3,
          approved: 2,
        },
        {
          date: '2025-03-01',
          kind: 'assignment',
          ownerId: 2,
          ownerName: 'Rafael',
          created: 2,
          approved: 0,
        },
        {
          date: '2025-03-03',
          kind: 'story',
          ownerId: 2,
          ownerName: 'Rafael',
          created: 2,
          approved: 1,
        },
        {
          date: '2025-03-03',
          kind: 'report',
          ownerId: null,
          ownerName: null,
          created: 1,
          approved: 1,
        },
        // Outside the range: ignored everywhere.
        {
          date: '2025-03-04',
          kind: 'story',
          ownerId: 1,
          ownerName: 'Ana',
          created: 9,
          approved: 9,
        },
      ],
      aired: [
        { date: '2025-03-01', ownerId: 1, ownerName: 'Ana', aired: 2 },
        { date: '2025-03-02', ownerId: null, ownerName: null, aired: 1 },
      ],
    });
    expect(charts.days.map((d) => [d.date, d.created, d.approved, d.aired])).toEqual([
      ['2025-03-01', 5, 2, 2],
      ['2025-03-02', 0, 0, 1],
      ['2025-03-03', 3, 2, 0],
    ]);
    expect(charts.days[0]!.createdByKind).toEqual({
      assignment: 2,
      newsReport: 0,
      story: 3,
      report: 0,
      post: 0,
    });
    expect(charts.kinds.find((k) => k.kind === 'story')).toEqual({
      kind: 'story',
      created: 5,
      approved: 3,
      aired: 3,
    });
    expect(charts.kinds.find((k) => k.kind === 'report')).toMatchObject({
      created: 1,
      approved: 1,
    });
    expect(charts.people).toEqual(
      [
        { userId: 1, name: 'Ana', created: 3, approved: 2, aired: 2 },
        { userId: 2, name: 'Rafael', created: 4, approved: 1, aired: 0 },
      ].sort((a, b) => b.created - a.created),
    );
  });

  it('puts dropped stories and guidelines on their day', () => {
    const charts = chartFigures(range, {
      ...none,
      dropped: [
        { date: '2025-03-02', reason: 'deleted', count: 1 },
        { date: '2025-03-02', reason: 'notAired', count: 3 },
        { date: '2025-03-03', reason: 'toDrawer', count: 2 },
      ],
      guidelines: [{ date: '2025-03-01', covered: 4, interrupted: 1 }],
    });
    expect(charts.days.map((d) => [d.dropped, d.covered, d.interrupted])).toEqual([
      [{ deleted: 0, toDrawer: 0, notAired: 0 }, 4, 1],
      [{ deleted: 1, toDrawer: 0, notAired: 3 }, 0, 0],
      [{ deleted: 0, toDrawer: 2, notAired: 0 }, 0, 0],
    ]);
  });

  it('sums each show over its aired editions, by name', () => {
    const edition = {
      start: '12:00:00',
      end: '13:00:00',
      productionMs: null,
      commercialMs: 600_000,
    };
    const charts = chartFigures(range, {
      ...none,
      editions: [
        { ...edition, programId: 2, name: 'Jornal do Meio-Dia', airedMs: 3_060_000 },
        { ...edition, programId: 2, name: 'Jornal do Meio-Dia', airedMs: 2_970_000 },
        {
          ...edition,
          programId: 1,
          name: 'Esporte Total',
          productionMs: 1_500_000,
          airedMs: 1_400_000,
        },
      ],
    });
    expect(charts.shows).toEqual([
      {
        programId: 1,
        name: 'Esporte Total',
        editions: 1,
        plannedMs: 1_500_000,
        airedMs: 1_400_000,
        overMs: -100_000,
      },
      {
        programId: 2,
        name: 'Jornal do Meio-Dia',
        editions: 2,
        plannedMs: 6_000_000,
        airedMs: 6_030_000,
        overMs: 30_000,
      },
    ]);
  });
});
