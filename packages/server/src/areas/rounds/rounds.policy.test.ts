import { describe, expect, it } from 'vitest';
import { rolesOf, type Permissions } from '@newsroom/domain';
import { roundsPolicy } from './rounds.policy';

const who = (permissions: Permissions) => ({ roles: rolesOf(permissions, false) });

describe('roundsPolicy', () => {
  it.each([
    [{}, [false, false, false, false]],
    [{ round: 'read' }, [true, false, true, false]],
    [{ round: 'write' }, [true, true, true, false]],
    [{ round: 'admin' }, [true, true, true, true]],
    [{ admin: 'read' }, [false, false, true, false]],
    [{ admin: 'write' }, [false, false, true, true]],
    [{ assignment: 'admin', assignment_proposal: 'admin' }, [false, false, false, false]],
  ] as [Permissions, boolean[]][])(
    '%j → read, write, read lists, administer %j',
    (permissions, expected) => {
      const actor = who(permissions);
      expect([
        roundsPolicy.canRead(actor),
        roundsPolicy.canWrite(actor),
        roundsPolicy.canReadLists(actor),
        roundsPolicy.canAdminister(actor),
      ]).toEqual(expected);
    },
  );

  it('root may do everything', () => {
    const root = { roles: rolesOf({}, true) };
    expect(Object.values(roundsPolicy).every((check) => check(root))).toBe(true);
  });
});
