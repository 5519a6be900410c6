import {
  CONTACT_RULES,
  DomainError,
  duplicateOf,
  foldForMatch,
  type Contact,
  type ContactInput,
  type ContactUpdate,
  type StoredNumber,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { assertChangeable, changeDocument, documentChanged } from '../../platform/documents/kernel';
import { pagedList } from '../../platform/documents/pagedList';
import { expectUpdated } from '../../platform/documents/versions';
import { allow, forbidden } from '../../platform/http/refusals';
import {
  ADDRESS_BOOK,
  contactKind,
  insertContact,
  updateContact,
  type ContactPlacement,
} from './contacts.kind';
import { contactsPolicy } from './contacts.policy';
import { presentContact } from './contacts.presenter';
import { contactsRepository } from './contacts.repository';
import { branchCountry, numbersOf } from './contacts.values';

/** Contacts' own use cases besides the kernel's load, revisions, trash and restore. */

/** GET /contacts/filter: a page of the address book, by name. */
export const filterContacts = pagedList({
  canRead: contactsPolicy.canRead,
  async presenterFor(db: Executor) {
    const home = (await branchCountry(db)) ?? '';
    return (record: Parameters<typeof presentContact>[0]) => presentContact(record, home);
  },
})(contactsRepository.page);

/** GET /contacts/{id}/usage_count: guidelines whose guides name the contact. */
export async function contactUsage(platform: Platform, actor: Actor, id: number): Promise<number> {
  allow(contactsPolicy.canRead(actor));
  const db = platform.database.db;
  await contactKind.find(db, actor, id);
  return platform.areas.usageCount(db, contactKind.entity, id);
}

/** The id of the same person in the address book among the contacts the actor sees, if any. */
export async function duplicateIdOf(
  tx: Executor,
  actor: Actor,
  input: ContactInput,
): Promise<number | null> {
  const candidates = await contactsRepository.sameName(tx, actor, foldForMatch(input.name));
  if (candidates.length === 0) return null;
  const existing = duplicateOf(
    { name: input.name, numbers: await numbersOf(tx, input), emails: input.emails },
    candidates.map((row) => ({ ...row, numbers: row.numbers as StoredNumber[] })),
  );
  return existing?.id ?? null;
}

/**
 * 409 `contact:duplicate` (details `existingId`) when the address book already holds the same
 * person among the contacts the actor sees: the user opens it or asks again to keep both.
 */
async function assertNotDuplicate(tx: Executor, actor: Actor, input: ContactInput): Promise<void> {
  const existingId = await duplicateIdOf(tx, actor, input);
  if (existingId !== null)
    throw new DomainError('duplicate', CONTACT_RULES.duplicate, { field: 'name', existingId });
}

/**
 * POST /contacts (to the address book, checked for duplicates unless `keepBoth`) and
 * POST /contacts/hidden (typed into a guide: no check, not listed).
 */
export async function createContact(
  platform: Platform,
  actor: Actor,
  input: ContactInput,
  options: { placement: ContactPlacement; keepBoth: boolean },
): Promise<Contact> {
  allow(contactsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    await contactKind.validate(tx, actor, input);
    if (options.placement === ADDRESS_BOOK && !options.keepBoth)
      await assertNotDuplicate(tx, actor, input);
    const now = platform.clock();
    const id = await insertContact(tx, actor, input, options.placement, now);
    return documentChanged(tx, contactKind, actor, id, now, { action: 'CREATE' });
  });
}

/**
 * PUT /contacts/{id} (saved to the address book: persistent and shown) and
 * PUT /contacts/hidden/{id} (edited where it is) over the version the form loaded (409
 * `stale_version` with the current contact). No edit lock; only the owner changes privacy.
 */
export async function saveContact(
  platform: Platform,
  actor: Actor,
  id: number,
  body: ContactUpdate,
  placement?: ContactPlacement,
): Promise<Contact> {
  allow(contactsPolicy.canWrite(actor));
  const { version, ...input } = body;
  return changeDocument(platform, contactKind, actor, id, async ({ tx, now, record, publish }) => {
    await assertChangeable(tx, contactKind, actor, record);
    if (input.isPrivate !== record.isPrivate && record.ownerId !== actor.userId)
      throw forbidden(CONTACT_RULES.onlyOwnerShares);
    await contactKind.validate(tx, actor, input, record);
    const rows = await updateContact(tx, actor, id, version, input, placement);
    await expectUpdated(rows, () => contactKind.whole(tx, id));
    return documentChanged(tx, contactKind, actor, id, now, {
      publish: (whole) => publish(whole, { call: 'save' }),
    });
  });
}
