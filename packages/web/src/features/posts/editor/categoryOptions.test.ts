import { describe, expect, it } from 'vitest';
import { categoryOptions } from './categoryOptions';

const term = (id: number, name: string, parentId: number | null = null) => ({ id, name, parentId });

describe('categoryOptions', () => {
  it('puts each category under its parent, indented, siblings by name', () => {
    const options = categoryOptions([
      term(3, 'Política'),
      term(5, 'Trânsito', 4),
      term(4, 'Cidades'),
      term(6, 'Clima', 4),
    ]);
    expect(options.map((option) => option.label)).toEqual([
      'Cidades',
      '\u2003Clima',
      '\u2003Trânsito',
      'Política',
    ]);
  });

  it('keeps a category whose parent is unknown, and survives a cycle', () => {
    const options = categoryOptions([term(1, 'A', 2), term(2, 'B', 1), term(7, 'Órfã', 99)]);
    expect(options.map((option) => option.label)).toEqual(['Órfã', 'A', '\u2003B']);
  });
});
