import { joinTexts, type StoredNumber } from '@newsroom/domain';
import { contacts } from '../../platform/db/schema';
import type { SearchSource } from '../../platform/search/registry';
import { contactsRepository } from './contacts.repository';

/**
 * Contacts in the search index (kind `contacts`): name as title; profession, company, e-mails,
 * numbers (E.164 and its digits), address and information as body; private ones found only by
 * their owner. Contacts of guides (hidden) are not indexed: the address book does not list them.
 */
export const contactsSearch: SearchSource = {
  topic: 'contacts',
  entity: 'contact',
  table: contacts,
  async load(db, id) {
    const contact = await contactsRepository.find(db, id);
    if (!contact || contact.isHidden) return null;
    const numbers = (contact.numbers as StoredNumber[]).flatMap((number) => [
      number.value,
      number.value.replace(/\D/g, ''),
    ]);
    return {
      title: contact.name,
      body: joinTexts([
        contact.profession,
        contact.company,
        ...contact.emails,
        ...numbers,
        contact.address,
        contact.info,
      ]),
      date: null,
      programIds: [],
      ownerId: contact.ownerId,
      isPrivate: contact.isPrivate,
      allowedUserIds: [],
      excluded: contact.excluded,
    };
  },
};
