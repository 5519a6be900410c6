import type { Contact } from '../contacts/contact';
import type { Guide, GuideContact } from './assignment';

/**
 * Guides' contacts picked from the address book keep a link (`contactId`) beside their copy; the
 * guideline shows the address book's contact as it is now, so a corrected number reaches every
 * guide that uses it. A link to a contact the address book no longer shows (trashed, private)
 * keeps the copy.
 */

/** The fields a guide's contact takes from an address-book contact (numbers as the newsroom reads them). */
export function guideContactFields(contact: Contact): Omit<GuideContact, 'id'> {
  return {
    contactId: contact.id,
    name: contact.name,
    profession: contact.profession,
    numbers: contact.numbers.map((n) => ({ value: n.formatted, label: n.label })),
    emails: [...contact.emails],
    address: contact.address,
    info: contact.info,
  };
}

/** The ids of the address-book contacts the guides link to. */
export function linkedContactIds(guides: readonly Guide[]): number[] {
  const ids = guides.flatMap((g) => g.contacts.flatMap((c) => (c.contactId ? [c.contactId] : [])));
  return [...new Set(ids)];
}

/** The guides with each linked contact as the address book has it now (`current`, by id). */
export function withLinkedContacts(
  guides: readonly Guide[],
  current: ReadonlyMap<number, Contact>,
): Guide[] {
  return guides.map((guide) => ({
    ...guide,
    contacts: guide.contacts.map((contact) => {
      const now = contact.contactId ? current.get(contact.contactId) : undefined;
      return now ? { id: contact.id, ...guideContactFields(now) } : contact;
    }),
  }));
}
