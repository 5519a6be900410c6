import type { Contact } from '../contacts/contact';

/** An address-book contact: a doctor with one cell phone, public, in no group. */
export function contactFixture(fields: Partial<Contact> = {}): Contact {
  return {
    id: 1,
    version: 1,
    name: 'Maria Silva',
    profession: 'Médica',
    company: 'Hospital Central',
    numbers: [
      { value: '+5511987654321', label: 'cell_phone', country: 'BR', formatted: '(11) 98765-4321' },
    ],
    emails: ['maria@example.com'],
    address: '',
    info: '',
    country: null,
    groupIds: [],
    isPrivate: false,
    isPersistent: true,
    isHidden: false,
    ownerId: 1,
    excluded: false,
    updatedAt: '2026-11-20T13:00:00.000Z',
    ...fields,
  };
}
