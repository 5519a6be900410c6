import {
  DomainError,
  distinctIds,
  GROUP_MEMBER_ROLES,
  GROUP_ROLE_FIELDS,
  GROUP_RULES,
  groupMemberIds,
  normalizeCategories,
  PROGRAM_EVENT_ENTITIES,
  ruleViolation,
  type Group,
  type GroupInput,
  type GroupUpdate,
  type Paged,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { recordWrites } from '../../platform/records/recordWrites';
import { emit } from '../../platform/realtime/outbox';
import { presentGroup } from './groups.presenter';
import { groupsRepository, type GroupMembersByRole } from './groups.repository';
import { usersRepository } from '../users/users.repository';
import { notFound } from '../../platform/http/refusals';

/** Group events carry members: only administration readers receive them. */
const GROUP_AUDIENCE = { roles: ['ROLE_ADMIN_READ'] };

/** The input with categories folded and each role's ids distinct. */
function normalize(input: GroupInput): {
  name: string;
  categories: string[];
  members: GroupMembersByRole;
} {
  const members = {} as GroupMembersByRole;
  for (const role of GROUP_MEMBER_ROLES)
    members[role] = distinctIds(input[GROUP_ROLE_FIELDS[role]]);
  return { name: input.name.trim(), categories: normalizeCategories(input.categories), members };
}

/** 409 when another group has the name; 400 naming the role field of an unknown user. */
async function checkInput(
  tx: Executor,
  input: ReturnType<typeof normalize>,
  exceptId: number | null,
): Promise<void> {
  if (await groupsRepository.nameTaken(tx, input.name, exceptId)) {
    throw new DomainError('duplicate', 'error:duplicate', { field: 'name' });
  }
  const wanted = distinctIds(GROUP_MEMBER_ROLES.flatMap((role) => input.members[role]));
  const existing = new Set(await usersRepository.existingIds(tx, wanted));
  const fields = GROUP_MEMBER_ROLES.filter((role) =>
    input.members[role].some((id) => !existing.has(id)),
  ).map((role) => ({
    field: GROUP_ROLE_FIELDS[role],
    key: 'invalid',
  }));
  if (fields.length > 0)
    throw new DomainError('validation_failed', 'validation:failed', { fields });
}

/**
 * Members whose access to programs may have changed get a bare notice on `programs`, so their
 * "your programs" card reloads; only when the group restricts some program.
 */
async function notifyAccessChange(
  platform: Platform,
  tx: Executor,
  actor: Actor,
  groupId: number,
  before: number[],
  after: number[],
): Promise<void> {
  const changed = [
    ...before.filter((id) => !after.includes(id)),
    ...after.filter((id) => !before.includes(id)),
  ];
  if (changed.length === 0 || (await platform.areas.usageCount(tx, 'group', groupId)) === 0) return;
  await emit(tx, actor.sessionId, {
    topic: 'programs',
    action: 'UPDATE',
    entity: PROGRAM_EVENT_ENTITIES.access,
    id: null,
    data: null,
    audience: { userIds: distinctIds(changed) },
  });
}

/** A page of groups matching the filter. */
export async function pageGroups(
  platform: Platform,
  query: { filter: string; page: number; size: number },
): Promise<Paged<Group>> {
  const { rows, total } = await groupsRepository.page(platform.database.db, query);
  return { data: rows.map(presentGroup), page: query.page, size: query.size, total };
}

/** Every group's id and name. */
export async function groupOptions(platform: Platform) {
  return groupsRepository.options(platform.database.db);
}

/** One group with its members; 404 when absent. */
export async function loadGroup(platform: Platform, id: number): Promise<Group> {
  const found = await groupsRepository.findById(platform.database.db, id);
  if (!found) throw notFound();
  return presentGroup(found);
}

/** Groups as the record kit writes them. */
const groupRecords = recordWrites<Group>({
  entity: 'group',
  async load(db, id) {
    const found = await groupsRepository.findById(db, id);
    return found && presentGroup(found);
  },
  auditView: ({ id: _id, version: _version, ...rest }) => rest,
  inUse: (count) => ruleViolation(GROUP_RULES.inUse, { count }),
  async publish({ platform, tx, actor }, change) {
    const { action, view } = change;
    await emit(tx, actor.sessionId, {
      topic: 'groups',
      action,
      entity: 'group',
      id: view.id,
      data: action === 'DELETE' ? { id: view.id } : view,
      version: action === 'DELETE' ? null : view.version,
      audience: GROUP_AUDIENCE,
    });
    if (change.action === 'UPDATE')
      await notifyAccessChange(
        platform,
        tx,
        actor,
        view.id,
        groupMemberIds(change.before),
        groupMemberIds(view),
      );
  },
});

/** Creates a group with its members. */
export async function createGroup(
  platform: Platform,
  actor: Actor,
  input: GroupInput,
): Promise<Group> {
  const values = normalize(input);
  return groupRecords.create(platform, actor, async (tx) => {
    await checkInput(tx, values, null);
    const row = await groupsRepository.insert(tx, {
      name: values.name,
      categories: values.categories,
    });
    await groupsRepository.replaceMembers(tx, row.id, values.members);
    return { id: row.id };
  });
}

/**
 * Replaces a group's name, categories and members when the version matches. Members' new
 * access applies at their next request (group ids are read per request).
 */
export async function updateGroup(
  platform: Platform,
  actor: Actor,
  id: number,
  input: GroupUpdate,
): Promise<Group> {
  const values = normalize(input);
  return groupRecords.update(platform, actor, id, async (tx, _before, atVersion) => {
    await checkInput(tx, values, id);
    await atVersion(
      await groupsRepository.updateAtVersion(tx, id, input.version, {
        name: values.name,
        categories: values.categories,
      }),
    );
    await groupsRepository.replaceMembers(tx, id, values.members);
  });
}

/**
 * Deletes a group. A group with users cannot be deleted (spec 1 §5); nor one that still
 * restricts programs, whose restriction would otherwise vanish and open them to everyone.
 */
export async function deleteGroup(platform: Platform, actor: Actor, id: number): Promise<void> {
  await groupRecords.remove(
    platform,
    actor,
    id,
    (tx) => groupsRepository.delete(tx, id),
    async (tx) => {
      const members = await groupsRepository.memberCount(tx, id);
      if (members > 0) throw ruleViolation(GROUP_RULES.hasUsers, { count: members });
    },
  );
}
