import { DEFAULT_LOCALE, rolesOf, type Permissions } from '@newsroom/domain';
import type { Actor } from '../platform/auth/actor';

/** An actor with these permissions for policy tests (user 1; only roles, root and groups vary). */
export function testActor(
  permissions: Permissions,
  options: { isRoot?: boolean; groupIds?: number[] } = {},
): Actor {
  const isRoot = options.isRoot ?? false;
  return {
    userId: 1,
    nickname: 'a',
    name: 'A',
    isRoot,
    roles: rolesOf(permissions, isRoot),
    groupIds: options.groupIds ?? [],
    sessionId: 's',
    ip: '127.0.0.1',
    locale: DEFAULT_LOCALE,
  };
}
