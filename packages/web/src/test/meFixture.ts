import type { Me } from '../features/auth';

const ANA = { id: 5, name: 'Ana Souza', nickname: 'reporter', email: 'reporter@example.com' };
const NO_RIGHTS = { isRoot: false, roles: [], abilities: {}, groupIds: [] };

/** A signed-in user: Ana Souza (id 5, `reporter`), not root, no roles, levels or groups. */
export function meFixture(overrides: Partial<Me> = {}): Me {
  return { ...ANA, ...NO_RIGHTS, ...overrides };
}
