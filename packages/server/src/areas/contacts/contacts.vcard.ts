import ICAL from 'ical.js';
import {
  cardFields,
  CONTACT_RULES,
  contactCard,
  contactInputSchema,
  DomainError,
  normalizeContactNumbers,
  type ContactInput,
  type FieldError,
  type JCard,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { documentChanged } from '../../platform/documents/kernel';
import { fieldErrorsOf } from '../../platform/http/errors';
import { allow } from '../../platform/http/refusals';
import { listContactGroups } from './contactGroups.service';
import { ADDRESS_BOOK, contactKind, insertContact } from './contacts.kind';
import { contactsPolicy } from './contacts.policy';
import { presentContact } from './contacts.presenter';
import { contactsRepository } from './contacts.repository';
import { duplicateIdOf } from './contacts.service';
import { branchCountry } from './contacts.values';

/**
 * The address book in and out as vCard (3.0 and 4.0 read, 4.0 written), parsed and written by
 * ical.js. An import reads every card first: one bad card (unreadable, no name, a bad number or
 * e-mail) refuses the whole file with what is wrong in each card, so nothing is imported half-way.
 * The same person already in the address book (or earlier in the file) is skipped, not doubled.
 */

/** Most cards one file may bring. */
export const VCARD_MAX_CARDS = 10_000;
/** Largest vCard file accepted, in bytes. */
export const VCARD_MAX_BYTES = 10 * 1024 * 1024;

const CARD = /BEGIN:VCARD[\s\S]*?END:VCARD/gi;

/** A card that cannot be imported: its place in the file (from 1), its name, what is wrong. */
export interface RefusedCard {
  index: number;
  name: string;
  fields: FieldError[];
}

type ReadCard = { input: ContactInput } | { refused: RefusedCard };

function readCard(
  text: string,
  index: number,
  groupIds: Map<string, number>,
  homeCountry: string | null,
): ReadCard {
  const refuse = (name: string, fields: FieldError[]) => ({ refused: { index, name, fields } });
  let card: unknown;
  try {
    card = ICAL.parse(text);
  } catch {
    return refuse('', [{ field: 'card', key: 'unreadable' }]);
  }
  if (!Array.isArray(card) || card[0] !== 'vcard')
    return refuse('', [{ field: 'card', key: 'unreadable' }]);
  const { groupNames, ...fields } = cardFields(card as JCard);
  const parsed = contactInputSchema.safeParse({
    ...fields,
    groupIds: groupNames.flatMap((name) => groupIds.get(name.toLowerCase()) ?? []),
  });
  if (!parsed.success) return refuse(fields.name, fieldErrorsOf(parsed.error));
  const numbers = normalizeContactNumbers(parsed.data.numbers, null, homeCountry);
  if ('errors' in numbers) return refuse(fields.name, numbers.errors);
  return { input: parsed.data };
}

/**
 * POST /contacts/import: the cards of a vCard file into the address book. 400
 * `contact:vcardEmpty` without a card, `contact:vcardTooMany` over the limit, and
 * `contact:vcardInvalid` with `cards` (each refused card) when any card is bad.
 */
export async function importVCards(
  platform: Platform,
  actor: Actor,
  text: string,
): Promise<{ imported: number; skipped: number }> {
  allow(contactsPolicy.canWrite(actor));
  const texts = text.match(CARD) ?? [];
  if (texts.length === 0) throw new DomainError('validation_failed', CONTACT_RULES.vcardEmpty);
  if (texts.length > VCARD_MAX_CARDS)
    throw new DomainError('validation_failed', CONTACT_RULES.vcardTooMany, {
      count: VCARD_MAX_CARDS,
    });
  const db = platform.database.db;
  const groups = await listContactGroups(platform);
  const groupIds = new Map(groups.map((g) => [g.name.toLowerCase(), g.id]));
  const home = await branchCountry(db);
  const read = texts.map((card, i) => readCard(card, i + 1, groupIds, home));
  const refused = read.flatMap((card) => ('refused' in card ? [card.refused] : []));
  if (refused.length > 0)
    throw new DomainError('validation_failed', CONTACT_RULES.vcardInvalid, { cards: refused });
  return db.transaction(async (tx) => {
    let imported = 0;
    for (const card of read) {
      if (!('input' in card) || (await duplicateIdOf(tx, actor, card.input)) !== null) continue;
      const now = platform.clock();
      const id = await insertContact(tx, actor, card.input, ADDRESS_BOOK, now);
      await documentChanged(tx, contactKind, actor, id, now, { action: 'CREATE' });
      imported += 1;
    }
    return { imported, skipped: read.length - imported };
  });
}

/** GET /contacts/export: the address book the actor sees (of one group when given) as vCard 4.0. */
export async function exportVCards(
  platform: Platform,
  actor: Actor,
  groupId?: number,
): Promise<string> {
  allow(contactsPolicy.canRead(actor));
  const db = platform.database.db;
  const [records, groups, home] = await Promise.all([
    contactsRepository.addressBook(db, actor, groupId),
    listContactGroups(platform),
    branchCountry(db),
  ]);
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  return records
    .map((record) => {
      const contact = presentContact(record, home ?? '');
      const names = contact.groupIds.flatMap((id) => groupName.get(id) ?? []);
      return ICAL.stringify(contactCard(contact, names));
    })
    .join('\r\n');
}
