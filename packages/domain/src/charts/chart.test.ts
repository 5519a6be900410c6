import { describe, expect, it } from 'vitest';
import { CHART_KEYS, chartCsvQuerySchema, chartQuerySchema, rangeLengthDays } from './chart';

const issuesOf = (query: Record<string, unknown>) => {
  const parsed = chartQuerySchema.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('chartQuerySchema', () => {
  it.each([
    [{ from: '2025-03-01', to: '2025-03-31' }],
    [{ from: '2025-03-01', to: '2025-03-01' }],
    [{ from: '2024-01-01', to: '2024-12-31' }],
    [{ from: '2025-03-01', to: '2025-03-31', programId: '4', userId: '7' }],
  ])('accepts %j', (query) => {
    expect(issuesOf(query)).toEqual([]);
  });

  it.each([
    [{ from: '2025-02-30', to: '2025-03-31' }, [['from', 'invalid']]],
    [{ from: '2025-03-01', to: '31/03/2025' }, [['to', 'invalid']]],
    [{ from: '2025-03-10', to: '2025-03-09' }, [['to', CHART_KEYS.startAfterEnd]]],
    [{ from: '2024-01-01', to: '2025-01-01' }, [['to', CHART_KEYS.rangeTooLong]]],
    [{ from: '2025-03-01', to: '2025-03-31', programId: '0' }, [['programId', expect.any(String)]]],
    [{ to: '2025-03-31' }, [['from', expect.any(String)]]],
  ])('refuses %j', (query, issues) => {
    expect(issuesOf(query)).toEqual(issues);
  });

  it('reads the CSV language, Portuguese when none is asked', () => {
    const range = { from: '2025-03-01', to: '2025-03-02' };
    expect(chartCsvQuerySchema.parse(range).locale).toBe('pt_BR');
    expect(chartCsvQuerySchema.parse({ ...range, locale: 'es_ES' }).locale).toBe('es_ES');
    expect(chartCsvQuerySchema.safeParse({ ...range, locale: 'fr_FR' }).success).toBe(false);
  });
});

describe('rangeLengthDays', () => {
  it.each([
    ['2025-03-01', '2025-03-01', 1],
    ['2025-03-01', '2025-03-31', 31],
    ['2025-02-01', '2025-03-01', 29],
    ['2024-01-01', '2024-12-31', 366],
  ])('%s to %s is %i days', (from, to, days) => {
    expect(rangeLengthDays(from, to)).toBe(days);
  });
});
