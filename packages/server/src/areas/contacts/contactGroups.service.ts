import {
  CONTACT_RULES,
  DomainError,
  ruleViolation,
  type ContactGroup,
  type ContactGroupInput,
  type ContactGroupUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { publishRecord, recordWrites } from '../../platform/records/recordWrites';
import { uniqueViolationOf } from '../companyData/uniqueViolation';
import { contactsRepository } from './contacts.repository';

/** Contact groups (spec 3 §7 "Contact groups CRUD with usage_count"): names unique, deleted only unused. */

const groups = contactsRepository.groups;
/** The usage counter's entity: contacts in the group. */
export const CONTACT_GROUP_ENTITY = 'contact_group';

const present = (row: { id: number; name: string; version: number }): ContactGroup => ({
  id: row.id,
  name: row.name,
  version: row.version,
});

const duplicateName = () => new DomainError('duplicate', 'error:duplicate', { field: 'name' });

/** 409 when another group has the name; a race past the check too. */
async function named<T>(
  tx: Executor,
  name: string,
  exceptId: number | null,
  write: () => Promise<T>,
): Promise<T> {
  if (await groups.nameTaken(tx, name, exceptId)) throw duplicateName();
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error)) throw duplicateName();
    throw error;
  }
}

const groupRecords = recordWrites<ContactGroup>({
  entity: CONTACT_GROUP_ENTITY,
  async load(db, id) {
    const row = await groups.find(db, id);
    return row && present(row);
  },
  auditView: (group) => ({ name: group.name }),
  inUse: (count) => ruleViolation(CONTACT_RULES.groupInUse, { count }),
  publish: publishRecord({ topic: 'contacts', entity: CONTACT_GROUP_ENTITY }),
});

/** Every contact group, by name. */
export async function listContactGroups(platform: Platform): Promise<ContactGroup[]> {
  return (await groups.list(platform.database.db)).map(present);
}

/** One contact group, or 404. */
export const loadContactGroup = (platform: Platform, id: number): Promise<ContactGroup> =>
  groupRecords.load(platform.database.db, id);

/** How many live contacts are in a group. */
export async function contactGroupUsage(platform: Platform, id: number): Promise<number> {
  const db = platform.database.db;
  await groupRecords.load(db, id);
  return platform.areas.usageCount(db, CONTACT_GROUP_ENTITY, id);
}

export function createContactGroup(
  platform: Platform,
  actor: Actor,
  input: ContactGroupInput,
): Promise<ContactGroup> {
  return groupRecords.create(platform, actor, (tx) =>
    named(tx, input.name, null, async () => ({
      id: (await groups.insert(tx, { name: input.name })).id,
    })),
  );
}

export function updateContactGroup(
  platform: Platform,
  actor: Actor,
  id: number,
  update: ContactGroupUpdate,
): Promise<ContactGroup> {
  return groupRecords.update(platform, actor, id, (tx, _before, atVersion) =>
    named(tx, update.name, id, async () =>
      atVersion(await groups.updateAtVersion(tx, id, update.version, { name: update.name })),
    ),
  );
}

/** Deletes a group no contact belongs to (422 `contact:groupInUse` otherwise). */
export function deleteContactGroup(platform: Platform, actor: Actor, id: number): Promise<void> {
  return groupRecords.remove(platform, actor, id, (tx) => groups.delete(tx, id));
}

/** The counter of the manifest: live contacts in the group. */
export const contactGroupUsageCounter = (db: Executor, id: number) =>
  contactsRepository.countInGroup(db, id);
