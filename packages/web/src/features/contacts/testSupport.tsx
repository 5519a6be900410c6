import type { ReactElement } from 'react';
import type { AccessLevel, Contact, ContactGroup, Paged } from '@newsroom/domain';
import { BRANCH_CONFIG_KEY } from '../branch';
import { companyDataBundle } from '../../test/companyData';
import { renderWithProviders } from '../../test/renderWithProviders';
import { contactGroupKeys } from './api/contactGroupsApi';
import { contactKeys } from './api/contactsApi';

/** A contact of the address book: Maria Silva, a doctor with one São Paulo cell phone. */
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

/** The groups every contact test knows: Saúde (id 7) and Polícia (id 8). */
export const GROUPS: ContactGroup[] = [
  { id: 8, name: 'Polícia', version: 1 },
  { id: 7, name: 'Saúde', version: 1 },
];

/** A page of the address book holding `contacts`. */
export function pageOf(contacts: Contact[], total = contacts.length): Paged<Contact> {
  return { data: contacts, page: 0, size: 25, total };
}

/**
 * Renders a contacts screen for Ana Souza (id 1) at the given contact level, with the groups,
 * the number labels and countries (Brazil, Portugal) and a pt_BR branch already loaded.
 */
export function renderContacts(ui: ReactElement, level: AccessLevel = 'admin') {
  return renderWithProviders(ui, {
    user: { nickname: 'reporter', abilities: { contact: level } },
    companyData: companyDataBundle(),
    queryData: [
      [contactGroupKeys.all, GROUPS],
      [contactKeys.labels, ['cell_phone', 'fax', 'other', 'residential', 'work']],
      [
        contactKeys.countries,
        [
          { code: 'BR', callingCode: '55' },
          { code: 'PT', callingCode: '351' },
        ],
      ],
      [BRANCH_CONFIG_KEY, { locale: 'pt_BR', branchName: 'Central' }],
    ],
  });
}
