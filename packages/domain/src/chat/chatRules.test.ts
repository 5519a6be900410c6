import { describe, expect, it } from 'vitest';
import {
  chatMemberIds,
  closeChatAction,
  mentionedMembers,
  planAddMembers,
  sameMembers,
} from './chatRules';

describe('adding members (spec 3 §4)', () => {
  it.each([
    ['a pair gets a new chat with everyone', [1, 2], [3], { kind: 'create', memberIds: [1, 2, 3] }],
    ['a lone member gets a new chat too', [1], [2], { kind: 'create', memberIds: [1, 2] }],
    ['a group grows in place', [1, 2, 3], [4, 5], { kind: 'add', added: [4, 5] }],
    ['people already in change nothing', [1, 2, 3], [2, 3], { kind: 'none' }],
    ['repeated ids count once', [1, 2, 3], [4, 4], { kind: 'add', added: [4] }],
    ['a pair adding a member already in changes nothing', [1, 2], [2], { kind: 'none' }],
  ] as const)('%s', (_name, members, added, plan) => {
    expect(planAddMembers(members, added)).toEqual(plan);
  });
});

describe('closing a chat window', () => {
  it.each([
    [1, 'close'],
    [2, 'close'],
    [3, 'leave'],
    [12, 'leave'],
  ] as const)('with %i members: %s', (count, action) => {
    expect(closeChatAction(count)).toBe(action);
  });
});

describe('members of a new chat', () => {
  it('puts the caller first and names each person once', () => {
    expect(chatMemberIds(7, [3, 7, 3, 9])).toEqual([7, 3, 9]);
  });
  it('compares member lists as sets', () => {
    expect(sameMembers([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(sameMembers([1, 2], [1, 2, 3])).toBe(false);
    expect(sameMembers([1, 1, 2], [2, 1])).toBe(true);
  });
});

describe('mentions', () => {
  const members = [
    { userId: 1, nickname: 'ana' },
    { userId: 2, nickname: 'bruno.lima' },
    { userId: 3, nickname: 'Cris' },
  ];
  it.each([
    ['one nickname', '@ana pode subir o VT?', 3, [1]],
    ['case-insensitive, in order named, once', 'fala @cris e @ANA, @Cris', 2, [3, 1]],
    ['a nickname with a dot, trailing dot is punctuation', 'ok @bruno.lima.', 1, [2]],
    ['an e-mail address is not a mention', 'manda para ana@ana.com', 2, []],
    ['an unknown nickname is ignored', '@daniel chegou', 2, []],
    ['the author is never mentioned', '@bruno.lima sou eu', 2, []],
  ] as const)('%s', (_name, text, authorId, ids) => {
    expect(mentionedMembers(text, members, authorId)).toEqual(ids);
  });
});
