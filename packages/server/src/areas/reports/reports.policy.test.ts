import { describe, expect, it } from 'vitest';
import { rolesOf, type Permissions } from '@newsroom/domain';
import { reportsPolicy } from './reports.policy';

const who = (permissions: Permissions) => ({ roles: rolesOf(permissions, false) });

describe('reportsPolicy', () => {
  it.each([
    [{}, [false, false, false, false, false]],
    [{ report: 'read' }, [true, false, false, true, false]],
    [{ report: 'write' }, [true, true, false, true, false]],
    [{ report: 'admin' }, [true, true, true, true, false]],
    [{ admin: 'read' }, [false, false, false, true, false]],
    [{ admin: 'write' }, [false, false, false, true, true]],
    [{ news_report: 'admin' }, [false, false, false, false, false]],
  ] as [Permissions, boolean[]][])(
    '%j → read, write, approve, read lists, keep lists %j',
    (permissions, expected) => {
      const actor = who(permissions);
      expect([
        reportsPolicy.canRead(actor),
        reportsPolicy.canWrite(actor),
        reportsPolicy.canApprove(actor),
        reportsPolicy.canReadTerms(actor),
        reportsPolicy.canAdministerTerms(actor),
      ]).toEqual(expected);
    },
  );

  it.each([
    [{ isPrivate: false, ownerId: 1, allowedUserIds: [] }, 2, true],
    [{ isPrivate: true, ownerId: 1, allowedUserIds: [] }, 1, true],
    [{ isPrivate: true, ownerId: 1, allowedUserIds: [2] }, 2, true],
    [{ isPrivate: true, ownerId: 1, allowedUserIds: [3] }, 2, false],
  ])('content of %j to user %i → %s', (report, userId, seen) => {
    expect(reportsPolicy.canSeeContent({ userId }, report)).toBe(seen);
  });
});
