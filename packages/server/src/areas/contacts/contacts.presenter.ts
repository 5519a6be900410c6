import { formatNumber, type Contact, type StoredNumber } from '@newsroom/domain';
import type { ContactRecord } from './contacts.repository';

/** A stored contact as answered; numbers also formatted as the newsroom of `homeCountry` reads them. */
export function presentContact(record: ContactRecord, homeCountry: string): Contact {
  return {
    id: record.id,
    version: record.version,
    name: record.name,
    profession: record.profession,
    company: record.company,
    numbers: (record.numbers as StoredNumber[]).map((number) => ({
      ...number,
      formatted: formatNumber(number.value, homeCountry),
    })),
    emails: record.emails,
    address: record.address,
    info: record.info,
    country: record.country,
    groupIds: record.groupIds,
    isPrivate: record.isPrivate,
    isPersistent: record.isPersistent,
    isHidden: record.isHidden,
    ownerId: record.ownerId,
    excluded: record.excluded,
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** What a revision keeps of a contact: its fields, without the formatting of the day. */
export function contactSnapshot(contact: Contact): Record<string, unknown> {
  const { id: _id, version: _version, updatedAt: _updatedAt, ...fields } = contact;
  return {
    ...fields,
    numbers: contact.numbers.map(({ formatted: _formatted, ...number }) => number),
  };
}
