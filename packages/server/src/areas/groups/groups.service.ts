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
import { changedFields, recordAudit } from '../../platform/audit/audit';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { expectUpdated } from '../../platform/documents/versions';
import { emit } from '../../platform/realtime/outbox';
import { presentGroup } from './groups.presenter';
import { groupsRepository, type GroupMembersByRole } from './groups.repository';
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
  const existing = await groupsRepository.existingUserIds(tx, wanted);
  const fields = GROUP_MEMBER_ROLES.filter((role) =>
    input.members[role].some((id) => !existing.has(id)),
  ).map((role) => ({
    field: GROUP_ROLE_FIELDS[role],
    key: 'invalid',
  }));
  if (fields.length > 0)
    throw new DomainError('validation_failed', 'validation:failed', { fields });
}

/** What an audit entry shows of a group (no version noise). */
function auditView(group: Group): Omit<Group, 'id' | 'version'> {
  const { id: _id, version: _version, ...rest } = group;
  return rest;
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

/** Creates a group with its members. */
export async function createGroup(
  platform: Platform,
  actor: Actor,
  input: GroupInput,
): Promise<Group> {
  const values = normalize(input);
  return platform.database.db.transaction(async (tx) => {
    await checkInput(tx, values, null);
    const row = await groupsRepository.insert(tx, {
      name: values.name,
      categories: values.categories,
    });
    await groupsRepository.replaceMembers(tx, row.id, values.members);
    const group = presentGroup((await groupsRepository.findById(tx, row.id))!);
    await emit(tx, actor.sessionId, {
      topic: 'groups',
      action: 'CREATE',
      entity: 'group',
      id: group.id,
      data: group,
      version: group.version,
      audience: GROUP_AUDIENCE,
    });
    await recordAudit(tx, actor, {
      action: 'CREATE',
      entityType: 'group',
      entityId: group.id,
      label: group.name,
      details: auditView(group),
    });
    return group;
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
  return platform.database.db.transaction(async (tx) => {
    const current = await groupsRepository.findById(tx, id);
    if (!current) throw notFound();
    const before = presentGroup(current);
    await checkInput(tx, values, id);
    await expectUpdated(
      await groupsRepository.update(tx, id, input.version, {
        name: values.name,
        categories: values.categories,
      }),
      async () => {
        const now = await groupsRepository.findById(tx, id);
        return now && presentGroup(now);
      },
    );
    await groupsRepository.replaceMembers(tx, id, values.members);
    const group = presentGroup((await groupsRepository.findById(tx, id))!);
    await emit(tx, actor.sessionId, {
      topic: 'groups',
      action: 'UPDATE',
      entity: 'group',
      id,
      data: group,
      version: group.version,
      audience: GROUP_AUDIENCE,
    });
    await recordAudit(tx, actor, {
      action: 'UPDATE',
      entityType: 'group',
      entityId: id,
      label: group.name,
      details: changedFields(auditView(before), auditView(group)),
    });
    await notifyAccessChange(
      platform,
      tx,
      actor,
      id,
      groupMemberIds(before),
      groupMemberIds(group),
    );
    return group;
  });
}

/**
 * Deletes a group. A group with users cannot be deleted (spec 1 §5); nor one that still
 * restricts programs, whose restriction would otherwise vanish and open them to everyone.
 */
export async function deleteGroup(platform: Platform, actor: Actor, id: number): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const current = await groupsRepository.findById(tx, id);
    if (!current) throw notFound();
    const members = await groupsRepository.memberCount(tx, id);
    if (members > 0) throw ruleViolation(GROUP_RULES.hasUsers, { count: members });
    const uses = await platform.areas.usageCount(tx, 'group', id);
    if (uses > 0) throw ruleViolation(GROUP_RULES.inUse, { count: uses });
    await groupsRepository.delete(tx, id);
    await emit(tx, actor.sessionId, {
      topic: 'groups',
      action: 'DELETE',
      entity: 'group',
      id,
      data: { id },
      audience: GROUP_AUDIENCE,
    });
    await recordAudit(tx, actor, {
      action: 'DELETE',
      entityType: 'group',
      entityId: id,
      label: current.group.name,
    });
  });
}
