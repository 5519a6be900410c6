import {
  contactInputSchema,
  contactSchema,
  contactUpdateSchema,
  type Contact,
  type ContactInput,
  type ContactUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { contacts } from '../../platform/db/schema';
import type { DocumentKind } from '../../platform/documents/kind';
import { notFound } from '../../platform/http/refusals';
import { contactsPolicy } from './contacts.policy';
import { contactSnapshot, presentContact } from './contacts.presenter';
import { contactsRepository, type ContactRecord } from './contacts.repository';
import { assertGroupsExist, branchCountry, numbersOf, valuesOf } from './contacts.values';

/**
 * The contact as a document kind: the kernel loads it, lists its revisions, trashes and restores
 * it; creating (duplicates) and saving (no edit lock: a contact is edited in a short form) are the
 * area's own (contacts.service.ts). Privacy hides a contact from everyone but its owner, so no
 * answer or event is ever masked: others never learn it exists.
 */

/** Where a write puts a contact: the address book, or only the guide it was typed into. */
export interface ContactPlacement {
  isPersistent: boolean;
  isHidden: boolean;
}

/** Saved to the address book: kept and listed. */
export const ADDRESS_BOOK: ContactPlacement = { isPersistent: true, isHidden: false };
/** Typed into a guide (the hidden variant): neither kept in the address book nor listed. */
export const GUIDE_ONLY: ContactPlacement = { isPersistent: false, isHidden: true };

/** Inserts a contact of the actor with its groups; its id. */
export async function insertContact(
  tx: Executor,
  actor: Actor,
  input: ContactInput,
  placement: ContactPlacement,
  now: Date,
): Promise<number> {
  const id = await contactsRepository.insert(tx, {
    ...(await valuesOf(tx, input)),
    name: input.name,
    ...placement,
    ownerId: actor.userId,
    changedById: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
  await contactsRepository.replaceGroups(tx, id, input.groupIds);
  return id;
}

/**
 * Writes a contact at the version its form loaded, with its groups; no row back when the version
 * moved. `placement` absent keeps where it is (the hidden variant edits a contact in place).
 */
export async function updateContact(
  tx: Executor,
  actor: Actor,
  id: number,
  version: number,
  input: ContactInput,
  placement?: ContactPlacement,
): Promise<unknown[]> {
  const rows = await contactsRepository.updateAtVersion(tx, id, version, {
    ...(await valuesOf(tx, input)),
    ...placement,
    changedById: actor.userId,
  });
  if (rows.length > 0) await contactsRepository.replaceGroups(tx, id, input.groupIds);
  return rows;
}

/** The contact the actor may know of (trashed ones too), else 404. */
async function findVisible(db: Executor, actor: Actor, id: number): Promise<ContactRecord> {
  const record = await contactsRepository.find(db, id);
  if (!record || !contactsPolicy.canSee(actor, record)) throw notFound();
  return record;
}

async function wholeOf(db: Executor, id: number): Promise<Contact> {
  const record = await contactsRepository.find(db, id);
  if (!record) throw notFound();
  return presentContact(record, (await branchCountry(db)) ?? '');
}

export const contactKind: DocumentKind<ContactRecord, Contact, ContactInput, ContactUpdate> = {
  entity: 'contact',
  topic: 'contacts',
  path: '/contacts',
  noun: 'contact',
  editKey: 'contact',
  table: contacts,
  schemas: { document: contactSchema, input: contactInputSchema, update: contactUpdateSchema },
  policy: contactsPolicy,
  find: findVisible,
  lockRow: (tx, id) => contactsRepository.lockRow(tx, id),
  whole: wholeOf,
  present: (contact) => contact,
  // find already refuses a contact the actor may not see.
  assertContent: () => undefined,
  async validate(tx, _actor, input) {
    await numbersOf(tx, input);
    await assertGroupsExist(tx, input.groupIds);
  },
  insert: (tx, actor, input, now) => insertContact(tx, actor, input, ADDRESS_BOOK, now),
  updateAtVersion: (tx, actor, id, version, input) =>
    updateContact(tx, actor, id, version, input, ADDRESS_BOOK),
  snapshot: contactSnapshot,
  slugOf: (contact) => contact.name,
  audience: async (_db, contact) =>
    contact.isPrivate && contact.ownerId !== null ? { privateTo: [contact.ownerId] } : null,
  deletedData: (record) => ({ id: record.id }),
};
