import type { Me } from '../features/auth';

/** A signed-in user for tests: the reporter Ana Souza (id 5), not root, no roles, in no group. */
export const meFixture = (overrides: Partial<Me> = {}): Me => ({
  id: 5,
  name: 'Ana Souza',
  nickname: 'reporter',
  email: 'reporter@example.com',
  isRoot: false,
  roles: [],
  abilities: {},
  groupIds: [],
  ...overrides,
});
