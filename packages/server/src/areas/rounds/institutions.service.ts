import {
  DomainError,
  ROUND_KEYS,
  roundNameKey,
  ruleViolation,
  type FieldError,
  type Institution,
  type InstitutionInput,
  type InstitutionUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { publishRecord, recordWrites } from '../../platform/records/recordWrites';
import { linkedContacts } from '../contacts/contacts.linked';
import { presentInstitution } from './rounds.presenter';
import { roundRecordsRepository as repo, type InstitutionRow } from './roundRecords.repository';

/** Entity type of institutions in the audit log and the usage counters. */
export const INSTITUTION_ENTITY = 'round_institution';

/** Institutions as answered: with their contacts as the address book shows them now. */
async function presentAll(db: Executor, rows: InstitutionRow[]): Promise<Institution[]> {
  const shown = await linkedContacts(db, [...new Set(rows.flatMap((row) => row.contactIds))]);
  return rows.map((row) => presentInstitution(row, shown));
}

const institutionRecords = recordWrites<Institution>({
  entity: INSTITUTION_ENTITY,
  async load(db, id) {
    const row = await repo.institutions.find(db, id);
    return row && (await presentAll(db, [row]))[0];
  },
  // The contacts' names change with the address book; the audit keeps the ids.
  auditView: ({ id: _id, version: _version, contacts: _contacts, ...rest }) => rest,
  inUse: (count) => ruleViolation(ROUND_KEYS.institutionInUse, { count }),
  publish: publishRecord({ topic: 'institutions', entity: 'institution' }),
});

/**
 * 409 for a name taken; 400 for a segment that does not exist or a contact newly named that the
 * address book does not show (trashed, private or unknown) — one already named stays.
 */
async function checkInstitution(
  db: Executor,
  input: InstitutionInput,
  exceptId: number | null,
  keptContactIds: readonly number[] = [],
): Promise<void> {
  if (await repo.institutionKeyTaken(db, roundNameKey(input.name), exceptId))
    throw new DomainError('duplicate', ROUND_KEYS.duplicateInstitution, { field: 'name' });
  const fields: FieldError[] = [];
  if (!(await repo.segments.find(db, input.segmentId)))
    fields.push({ field: 'segmentId', key: 'invalid' });
  const added = input.contactIds.filter((id) => !keptContactIds.includes(id));
  const shown = await linkedContacts(db, added);
  if (added.some((id) => !shown.has(id))) fields.push({ field: 'contactIds', key: 'invalid' });
  if (fields.length > 0)
    throw new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });
}

const valuesOf = (input: InstitutionInput) => ({
  name: input.name,
  nameKey: roundNameKey(input.name),
  segmentId: input.segmentId,
  phone: input.phone,
  contactIds: [...new Set(input.contactIds)],
  address: input.address,
  notes: input.notes,
});

export async function listInstitutions(platform: Platform): Promise<Institution[]> {
  const db = platform.database.db;
  return presentAll(db, await repo.institutions.list(db));
}

export function loadInstitution(platform: Platform, id: number): Promise<Institution> {
  return institutionRecords.load(platform.database.db, id);
}

export function createInstitution(
  platform: Platform,
  actor: Actor,
  input: InstitutionInput,
): Promise<Institution> {
  return institutionRecords.create(platform, actor, async (tx) => {
    await checkInstitution(tx, input, null);
    const row = await repo.institutions.insert(tx, valuesOf(input));
    return { id: row.id };
  });
}

export function updateInstitution(
  platform: Platform,
  actor: Actor,
  id: number,
  input: InstitutionUpdate,
): Promise<Institution> {
  return institutionRecords.update(platform, actor, id, async (tx, before, atVersion) => {
    await checkInstitution(tx, input, id, before.contactIds);
    await atVersion(
      await repo.institutions.updateAtVersion(tx, id, input.version, valuesOf(input)),
    );
  });
}

/** Deletes an institution no round calls (422 rounds:institutionInUse with the count). */
export async function deleteInstitution(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<void> {
  await institutionRecords.remove(platform, actor, id, (tx) => repo.institutions.delete(tx, id));
}
