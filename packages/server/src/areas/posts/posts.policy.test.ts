import { describe, expect, it } from 'vitest';
import { rolesOf, type Permissions } from '@newsroom/domain';
import { postsPolicy } from './posts.policy';

const who = (permissions: Permissions) => ({ roles: rolesOf(permissions, false) });

describe('postsPolicy', () => {
  it.each([
    [{}, [false, false, false, false, false, false]],
    [{ post: 'read' }, [true, false, false, true, false, false]],
    [{ post: 'write' }, [true, true, false, true, false, true]],
    [{ post: 'admin' }, [true, true, true, true, false, true]],
    [{ admin: 'read' }, [false, false, false, true, false, true]],
    [{ admin: 'write' }, [false, false, false, true, true, true]],
  ] as [Permissions, boolean[]][])(
    '%j → read, write, publish, sites, administer sites, terms %j',
    (permissions, expected) => {
      const actor = who(permissions);
      expect([
        postsPolicy.canRead(actor),
        postsPolicy.canWrite(actor),
        postsPolicy.canPublish(actor),
        postsPolicy.canReadSites(actor),
        postsPolicy.canAdministerSites(actor),
        postsPolicy.canReadSiteTerms(actor),
      ]).toEqual(expected);
    },
  );

  it.each([
    [{ isPrivate: false, ownerId: 1, allowedUserIds: [] }, 2, true],
    [{ isPrivate: true, ownerId: 1, allowedUserIds: [] }, 1, true],
    [{ isPrivate: true, ownerId: 1, allowedUserIds: [2] }, 2, true],
    [{ isPrivate: true, ownerId: 1, allowedUserIds: [3] }, 2, false],
  ])('content of %j to user %i → %s', (post, userId, seen) => {
    expect(postsPolicy.canSeeContent({ userId }, post)).toBe(seen);
  });
});
