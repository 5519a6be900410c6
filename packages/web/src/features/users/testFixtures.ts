import type { UserAdminRow } from '@newsroom/domain';

/** A row of the users administration list: "Pessoa <nickname>", active, offline, version 1. */
export const userAdminRowFixture = (
  id: number,
  nickname: string,
  extra: Partial<UserAdminRow> = {},
): UserAdminRow => ({
  id,
  name: `Pessoa ${nickname}`,
  nickname,
  email: `${nickname}@tv.example`,
  online: false,
  excluded: false,
  isAdUser: false,
  expirationDays: 0,
  version: 1,
  ...extra,
});
