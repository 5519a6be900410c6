import { describe, expect, it } from 'vitest';
import { categoryFixture } from '../testFixtures';
import { pageOfRecords, withCreatedRecord, withoutRecord, withUpdatedRecord } from './recordList';

const ALL = [
  categoryFixture({ id: 1, name: 'Economia' }),
  categoryFixture({ id: 2, name: 'Política', network: 'twitter' }),
  categoryFixture({ id: 3, name: 'Polícia' }),
];
const names = (list: { name: string }[] | undefined) => list?.map((each) => each.name);

describe('agency record lists', () => {
  it('keeps one network and matches the filter without accents or case', () => {
    const page = pageOfRecords(ALL, {
      filter: ' POLI ',
      page: 0,
      keep: (category) => category.network === 'rss',
      texts: (category) => [category.name],
    });
    expect(names(page.data)).toEqual(['Polícia']);
    expect(page).toMatchObject({ total: 1, page: 0, size: 25 });
  });

  it('puts a created record first once, replaces an update and drops a removal', () => {
    const created = categoryFixture({ id: 4, name: 'Esportes' });
    expect(names(withCreatedRecord(withCreatedRecord(ALL, created), created))).toEqual([
      'Esportes',
      'Economia',
      'Política',
      'Polícia',
    ]);
    const renamed = { ...ALL[0]!, name: 'Mercado', version: 2 };
    expect(names(withUpdatedRecord(ALL, renamed))).toEqual(['Mercado', 'Política', 'Polícia']);
    expect(names(withoutRecord(ALL, 2))).toEqual(['Economia', 'Polícia']);
  });

  it('ignores a pushed copy older than the one held', () => {
    const held = [categoryFixture({ id: 1, name: 'Mercado', version: 3 })];
    expect(withUpdatedRecord(held, categoryFixture({ id: 1, name: 'Economia', version: 2 }))).toBe(
      held,
    );
  });
});
