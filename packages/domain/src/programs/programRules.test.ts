import { describe, expect, it } from 'vitest';
import { normalizeTimeOfDay, programInputSchema, shortTimeOfDay } from './program';
import { accessiblePrograms, defaultNotMemberField, isRestrictedProgram } from './programRules';

const people = (over: Partial<Parameters<typeof defaultNotMemberField>[0]>) => ({
  announcerIds: [1, 2],
  presenterIds: [3],
  defaultAnnouncerId: null,
  defaultPresenterId: null,
  ...over,
});

describe('defaultNotMemberField', () => {
  it.each([
    ['no defaults', people({}), null],
    ['members as defaults', people({ defaultAnnouncerId: 2, defaultPresenterId: 3 }), null],
    ['announcer outside', people({ defaultAnnouncerId: 3 }), 'defaultAnnouncerId'],
    ['presenter outside', people({ defaultPresenterId: 1 }), 'defaultPresenterId'],
    [
      'presenter with no presenters',
      people({ presenterIds: [], defaultPresenterId: 3 }),
      'defaultPresenterId',
    ],
    [
      'both outside: announcer first',
      people({ defaultAnnouncerId: 9, defaultPresenterId: 9 }),
      'defaultAnnouncerId',
    ],
  ] as const)('%s → %s', (_name, program, expected) => {
    expect(defaultNotMemberField(program)).toBe(expected);
  });
});

describe('accessiblePrograms', () => {
  const open = { id: 1, enabled: true, groupIds: [] };
  const sports = { id: 2, enabled: true, groupIds: [10] };
  const disabled = { id: 3, enabled: false, groupIds: [] };
  const all = [open, sports, disabled];

  it.each([
    ['an outsider', { isRoot: false, groupIds: [] }, [1]],
    ['a member', { isRoot: false, groupIds: [10] }, [1, 2]],
    ['a member of another group', { isRoot: false, groupIds: [11] }, [1]],
    ['root', { isRoot: true, groupIds: [] }, [1, 2]],
  ] as const)('%s sees %j', (_name, viewer, ids) => {
    expect(accessiblePrograms(all, viewer).map((p) => p.id)).toEqual(ids);
  });

  it('calls a program with groups restricted', () => {
    expect(isRestrictedProgram(open)).toBe(false);
    expect(isRestrictedProgram(sports)).toBe(true);
  });
});

describe('times of day', () => {
  it.each([
    ['06:00', true],
    ['06:00:30', true],
    ['23:59:59', true],
    ['24:00', false],
    ['6:00', false],
    ['06:60', false],
    ['06:00:', false],
    ['meio-dia', false],
  ])('%s valid=%s', (value, valid) => {
    const parsed = programInputSchema.safeParse({ name: 'X', start: value, end: '07:00' });
    expect(parsed.success).toBe(valid);
  });

  it('normalizes to seconds and shortens for display', () => {
    expect(normalizeTimeOfDay('06:00')).toBe('06:00:00');
    expect(normalizeTimeOfDay('06:00:15')).toBe('06:00:15');
    expect(shortTimeOfDay('18:30:00')).toBe('18:30');
  });
});
