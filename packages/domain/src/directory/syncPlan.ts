import type { EntryProblem } from './directoryConfig';
import { ENTRY_PROBLEMS, type MappedPerson } from './directoryEntry';

/**
 * What a directory sync changes, decided from the directory's people and the newsroom's users
 * alone, so every case is table-tested and the server only applies the plan.
 *
 * - A person is found again by their directory key; failing that, an AD user with their login
 *   name (flagged by hand before the first sync, or an entry made again in the directory) is
 *   taken over.
 * - A person whose login name or e-mail belongs to another user is left aside: a sync never
 *   turns a local account into a directory one, and a user it already owns keeps what it had.
 * - AD users whom the directory no longer lists are disabled (removed, their sessions ended);
 *   one listed again is restored.
 * - Only the mapped newsroom groups are managed: the sync adds and removes memberships there and
 *   leaves every other group as administrators set it.
 */

/** A newsroom user as the plan sees it. */
export interface ExistingUser {
  id: number;
  nickname: string;
  name: string;
  email: string;
  isAdUser: boolean;
  /** Removed (the spec's excluded flag). */
  excluded: boolean;
  /** The directory key it was synced from; null for a local user or one never synced. */
  directoryKey: string | null;
  /** The managed groups it is a member of, in any role. */
  groupIds: readonly number[];
}

/** Changes to one user found again. */
export interface UserChange {
  userId: number;
  person: MappedPerson;
  /** Was removed and is listed again. */
  restore: boolean;
  addGroupIds: number[];
  removeGroupIds: number[];
}

/** A new user and the groups it joins. */
export interface UserCreation {
  person: MappedPerson;
}

/** The plan of one sync. */
export interface SyncPlan {
  create: UserCreation[];
  update: UserChange[];
  /** Users to disable, by id. */
  disable: number[];
  /** Users found again with nothing to change. */
  unchanged: number;
  problems: EntryProblem[];
}

const lower = (text: string) => text.toLowerCase();

/** Entries whose login name or e-mail an earlier entry already has are left aside. */
function withoutDuplicates(people: readonly MappedPerson[]) {
  const seen = new Set<string>();
  const kept: MappedPerson[] = [];
  const problems: EntryProblem[] = [];
  for (const person of people) {
    const names = [`n:${lower(person.nickname)}`, `e:${lower(person.email)}`];
    if (names.some((name) => seen.has(name))) {
      problems.push({ dn: person.dn, key: ENTRY_PROBLEMS.duplicate });
      continue;
    }
    names.forEach((name) => seen.add(name));
    kept.push(person);
  }
  return { kept, problems };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** The plan that makes the newsroom's AD users match the directory's people. */
export function planSync(
  people: readonly MappedPerson[],
  users: readonly ExistingUser[],
  managedGroupIds: readonly number[],
): SyncPlan {
  const { kept, problems } = withoutDuplicates(people);
  const byKey = new Map(
    users.filter((u) => u.directoryKey !== null).map((u) => [u.directoryKey!, u]),
  );
  const plan: SyncPlan = { create: [], update: [], disable: [], unchanged: 0, problems };

  // Found again by key first, so a takeover by login name never steals a linked user.
  const matched = new Set<number>();
  const matches: { person: MappedPerson; user: ExistingUser | undefined }[] = kept.map((person) => {
    const user = byKey.get(person.key);
    if (user) matched.add(user.id);
    return { person, user };
  });
  for (const match of matches) {
    if (match.user) continue;
    const nickname = lower(match.person.nickname);
    const adUser = users.find(
      (u) => u.isAdUser && !matched.has(u.id) && lower(u.nickname) === nickname,
    );
    if (adUser) {
      matched.add(adUser.id);
      match.user = adUser;
    }
  }

  // Every user counts, removed ones too: the unique indexes do.
  const clashes = (person: MappedPerson, self: ExistingUser | undefined) =>
    users.some(
      (u) =>
        u.id !== self?.id &&
        (lower(u.nickname) === lower(person.nickname) || lower(u.email) === lower(person.email)),
    );

  for (const { person, user } of matches) {
    if (clashes(person, user)) {
      // A user already linked keeps what it had rather than being disabled.
      plan.problems.push({ dn: person.dn, key: ENTRY_PROBLEMS.taken });
      continue;
    }
    if (!user) {
      plan.create.push({ person });
      continue;
    }
    const wanted = person.groupIds.filter((id) => managedGroupIds.includes(id));
    const current = user.groupIds.filter((id) => managedGroupIds.includes(id));
    const change: UserChange = {
      userId: user.id,
      person,
      restore: user.excluded,
      addGroupIds: wanted.filter((id) => !current.includes(id)),
      removeGroupIds: current.filter((id) => !wanted.includes(id)),
    };
    const isSame =
      !change.restore &&
      user.isAdUser &&
      user.directoryKey === person.key &&
      user.name === person.name &&
      user.nickname === person.nickname &&
      lower(user.email) === lower(person.email) &&
      sameIds(wanted, current);
    if (isSame) plan.unchanged += 1;
    else plan.update.push(change);
  }

  plan.disable = users
    .filter((u) => u.isAdUser && !u.excluded && !matched.has(u.id))
    .map((u) => u.id);
  return plan;
}

/**
 * Whether applying the plan would disable every active directory user at once. A directory that
 * lists nobody is far likelier a wrong base DN, filter or account than everyone gone, so such a
 * sync is refused and changes nothing (an administrator removes users by hand if it is true).
 */
export function disablesEveryone(plan: SyncPlan, users: readonly ExistingUser[]): boolean {
  const active = users.filter((u) => u.isAdUser && !u.excluded).length;
  return active > 0 && plan.disable.length === active;
}
