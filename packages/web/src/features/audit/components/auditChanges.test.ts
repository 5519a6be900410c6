import { describe, expect, it } from 'vitest';
import { changesOf, formatChangeValue } from './auditChanges';

describe('changesOf', () => {
  it.each([
    [null, null],
    ['text', null],
    [{}, null],
    [
      { themeColor: { before: 'blue', after: 'green' } },
      [{ field: 'themeColor', before: 'blue', after: 'green' }],
    ],
    [{ fileId: 'abc' }, [{ field: 'fileId', before: undefined, after: 'abc' }]],
  ])('%j -> %j', (details, expected) => {
    expect(changesOf(details)).toEqual(expected);
  });
});

describe('formatChangeValue', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['Jornal da Manhã', 'Jornal da Manhã'],
    [['stories', 'scripts'], 'stories, scripts'],
    [30, '30'],
    [false, 'false'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j -> %j', (value, expected) => {
    expect(formatChangeValue(value)).toBe(expected);
  });
});
