import { describe, expect, it } from 'vitest';
import type { AccessLevel } from '@newsroom/domain';
import { canWriteIn, type Me } from './me';

const userWith = (level: AccessLevel | undefined): Me => ({
  id: 7,
  name: 'Ana Lima',
  nickname: 'ana',
  email: 'ana@example.com',
  isRoot: false,
  roles: [],
  abilities: level ? { production: level } : {},
  groupIds: [],
});

describe('canWriteIn', () => {
  it.each([
    ['admin', true],
    ['write', true],
    ['read', false],
    ['none', false],
    [undefined, false],
  ] as const)('level %s writes: %s', (level, writes) => {
    expect(canWriteIn(userWith(level), 'production')).toBe(writes);
  });

  it('is false when signed out', () => {
    expect(canWriteIn(null, 'production')).toBe(false);
  });
});
