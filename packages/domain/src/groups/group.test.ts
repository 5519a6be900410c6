import { describe, expect, it } from 'vitest';
import { distinctIds, groupInputSchema, groupMemberIds, normalizeCategories } from './group';

describe('groups', () => {
  it('defaults every member list and the categories to empty', () => {
    expect(groupInputSchema.parse({ name: ' Esportes ' })).toEqual({
      name: 'Esportes',
      categories: [],
      producerIds: [],
      editorIds: [],
      reporterIds: [],
      userIds: [],
    });
  });

  it.each([
    [{ name: '' }, false],
    [{ name: '   ' }, false],
    [{ name: 'x'.repeat(121) }, false],
    [{ name: 'Jornalismo', categories: [''] }, false],
    [{ name: 'Jornalismo', editorIds: [0] }, false],
    [{ name: 'Jornalismo', editorIds: [1.5] }, false],
    [{ name: 'Jornalismo', categories: ['Política'], editorIds: [1, 2] }, true],
  ])('%j valid=%s', (input, valid) => {
    expect(groupInputSchema.safeParse(input).success).toBe(valid);
  });

  it('folds repeated categories case-insensitively, keeping the first spelling', () => {
    expect(normalizeCategories(['Política', ' política ', 'Economia', ''])).toEqual([
      'Política',
      'Economia',
    ]);
  });

  it('lists each member once whatever the roles', () => {
    expect(
      groupMemberIds({ producerIds: [3], editorIds: [1, 3], reporterIds: [], userIds: [2, 1] }),
    ).toEqual([1, 2, 3]);
    expect(distinctIds([5, 1, 5])).toEqual([1, 5]);
  });
});
