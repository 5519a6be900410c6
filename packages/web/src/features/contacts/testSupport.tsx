import type { ReactElement } from 'react';
import type { AccessLevel, Contact, ContactGroup, Paged } from '@newsroom/domain';
import { BRANCH_CONFIG_KEY } from '../branch';
import { companyDataBundle } from '../../test/companyData';
import { renderWithProviders } from '../../test/renderWithProviders';
import { contactGroupKeys } from './api/contactGroupsApi';
import { contactKeys } from './api/contactsApi';

export { contactFixture } from '@newsroom/domain/src/testing';

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
