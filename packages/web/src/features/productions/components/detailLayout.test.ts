import { describe, expect, it } from 'vitest';
import { columnSpan, layOutRows } from './detailLayout';

describe('detail rows', () => {
  it('splits the 24 units by the number of filled fields', () => {
    expect([1, 2, 3, 4, 5].map(columnSpan)).toEqual([24, 12, 8, 6, 4]);
    expect(columnSpan(0)).toBe(24);
  });

  it('leaves out empty fields and empty rows', () => {
    const field = (key: string, isFilled: boolean) => ({ key, isFilled, value: key });
    const rows = layOutRows([
      [
        field('date', true),
        field('schedule', true),
        field('departure', false),
        field('arrival', true),
      ],
      [field('type', false), field('local', false)],
      [field('medias', true)],
    ]);
    expect(rows.map((row) => [row.span, row.fields.map((f) => f.key)])).toEqual([
      [8, ['date', 'schedule', 'arrival']],
      [24, ['medias']],
    ]);
  });
});
