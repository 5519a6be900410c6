import { describe, expect, it } from 'vitest';
import type { MappedPerson } from './directoryEntry';
import { disablesEveryone, planSync, type ExistingUser } from './syncPlan';

const person = (nickname: string, extra: Partial<MappedPerson> = {}): MappedPerson => ({
  key: `id:${nickname}`,
  dn: `uid=${nickname},dc=example`,
  nickname,
  name: nickname.toUpperCase(),
  email: `${nickname}@example.org`,
  groupIds: [],
  ...extra,
});

let nextId = 1;
const user = (nickname: string, extra: Partial<ExistingUser> = {}): ExistingUser => ({
  id: nextId++,
  nickname,
  name: nickname.toUpperCase(),
  email: `${nickname}@example.org`,
  isAdUser: true,
  excluded: false,
  directoryKey: `id:${nickname}`,
  groupIds: [],
  ...extra,
});

describe('planSync', () => {
  it('creates people the newsroom lacks and leaves matching users unchanged', () => {
    const plan = planSync([person('ana'), person('bia')], [user('ana')], []);
    expect(plan.create.map((c) => c.person.nickname)).toEqual(['bia']);
    expect(plan).toMatchObject({ update: [], disable: [], unchanged: 1, problems: [] });
  });

  it('updates a user whose name, login name or e-mail changed, found by key', () => {
    const ana = user('ana');
    const plan = planSync([person('ana2', { key: 'id:ana', name: 'Ana S' })], [ana], []);
    expect(plan.update).toEqual([
      expect.objectContaining({
        userId: ana.id,
        restore: false,
        person: expect.objectContaining({ nickname: 'ana2' }),
      }),
    ]);
    expect(plan.create).toEqual([]);
  });

  it('disables AD users the directory no longer lists, never local users', () => {
    const gone = user('gone');
    const local = user('local', { isAdUser: false, directoryKey: null });
    const already = user('old', { excluded: true });
    const plan = planSync([], [gone, local, already], []);
    expect(plan.disable).toEqual([gone.id]);
  });

  it('restores a removed AD user listed again', () => {
    const ana = user('ana', { excluded: true });
    const plan = planSync([person('ana')], [ana], []);
    expect(plan.update).toEqual([expect.objectContaining({ userId: ana.id, restore: true })]);
  });

  it('takes over an AD user flagged by hand (no key yet) by login name, case aside', () => {
    const ana = user('Ana', { directoryKey: null });
    const plan = planSync([person('ana')], [ana], []);
    expect(plan.update).toEqual([expect.objectContaining({ userId: ana.id })]);
    expect(plan.disable).toEqual([]);
  });

  it('takes over the AD user of an entry made again in the directory (new key)', () => {
    const ana = user('ana', { directoryKey: 'id:old' });
    const plan = planSync([person('ana', { key: 'id:new' })], [ana], []);
    expect(plan.update).toEqual([expect.objectContaining({ userId: ana.id })]);
    expect(plan.disable).toEqual([]);
  });

  it('never turns a local user into a directory one', () => {
    const local = user('ana', { isAdUser: false, directoryKey: null });
    const plan = planSync([person('ana')], [local], []);
    expect(plan).toMatchObject({ create: [], update: [], disable: [] });
    expect(plan.problems).toEqual([{ dn: 'uid=ana,dc=example', key: 'ldap:entry.taken' }]);
  });

  it('leaves aside a person whose e-mail another user has; a linked one keeps its account', () => {
    const ana = user('ana');
    const local = user('carla', { isAdUser: false, directoryKey: null });
    const plan = planSync([person('ana', { email: 'CARLA@example.org' })], [ana, local], []);
    expect(plan).toMatchObject({ create: [], update: [], disable: [] });
    expect(plan.problems).toHaveLength(1);
  });

  it('keeps the first of two entries with one login name or e-mail', () => {
    const plan = planSync(
      [
        person('ana'),
        person('ANA', { key: 'id:x', email: 'x@example.org' }),
        person('bia', { key: 'id:y', email: 'ana@example.org' }),
      ],
      [],
      [],
    );
    expect(plan.create.map((c) => c.person.key)).toEqual(['id:ana']);
    expect(plan.problems.map((p) => p.key)).toEqual([
      'ldap:entry.duplicate',
      'ldap:entry.duplicate',
    ]);
  });

  it.each([
    { now: [1], wanted: [1, 2], add: [2], remove: [] },
    { now: [1, 2], wanted: [2], add: [], remove: [1] },
    // Group 9 is not mapped: administrators manage it, the sync never removes it.
    { now: [1, 9], wanted: [], add: [], remove: [1] },
  ])('manages the mapped groups only: $now → $wanted', ({ now, wanted, add, remove }) => {
    const ana = user('ana', { groupIds: now });
    const plan = planSync([person('ana', { groupIds: wanted })], [ana], [1, 2]);
    expect(plan.update).toEqual([
      expect.objectContaining({ addGroupIds: add, removeGroupIds: remove }),
    ]);
  });

  it('a user in the right mapped groups is unchanged', () => {
    const plan = planSync(
      [person('ana', { groupIds: [1] })],
      [user('ana', { groupIds: [1, 9] })],
      [1],
    );
    expect(plan.unchanged).toBe(1);
  });
});

describe('disablesEveryone', () => {
  const ad = user;
  const local = (nickname: string) => user(nickname, { isAdUser: false, directoryKey: null });
  it.each([
    ['the directory lists nobody', [], [ad('ana'), ad('bia')], true],
    ['one of two left', [person('ana')], [ad('ana'), ad('bia')], false],
    ['no directory users yet', [], [local('luis')], false],
    ['only removed directory users', [], [ad('ana', { excluded: true })], false],
    ['the only directory user left', [], [ad('ana'), local('luis')], true],
  ])('%s', (_case, people, users, expected) => {
    expect(disablesEveryone(planSync(people, users, []), users)).toBe(expected);
  });
});
