import { describe, expect, it } from 'vitest';
import { matchesTyped, userSelectOptions } from './userSelectOptions';

const USERS = [
  { id: 1, name: 'João Gonçalves', nickname: 'joao' },
  { id: 2, name: 'Ana Souza', nickname: 'reporter' },
];

describe('user select options', () => {
  it.each([
    ['joao', 1, true],
    ['JOÃO', 1, true],
    ['goncalves', 1, true],
    ['joão gon', 1, true],
    ['reporter', 2, true],
    ['ana s', 2, true],
    ['souza', 1, false],
  ])('%s matches user %s: %s', (typed, id, expected) => {
    const option = userSelectOptions(USERS).find((o) => o.value === id);
    expect(matchesTyped(typed, option)).toBe(expected);
  });

  it('keeps a chosen id the list does not know', () => {
    expect(userSelectOptions(USERS, [1, 99]).map((o) => o.label)).toEqual([
      'João Gonçalves (joao)',
      'Ana Souza (reporter)',
      '#99',
    ]);
  });
});
