import { describe, expect, it } from 'vitest';
import type { Contact } from '../contacts/contact';
import { contactFixture } from '../testing/contactFixtures';
import type { Guide, GuideContact } from './assignment';
import { linkedContactIds, withLinkedContacts } from './linkedContacts';

const typed: GuideContact = {
  id: 'c1',
  name: 'Vizinho',
  profession: '',
  numbers: [{ value: '11 91234-5678', label: 'cell_phone' }],
  emails: [],
  address: '',
  info: '',
};
const linkedCopy: GuideContact = { ...typed, id: 'c2', contactId: 7, name: 'Dra. Ana (antigo)' };
const guide = (contacts: GuideContact[]): Guide => ({
  id: 'g1',
  scheduleDate: null,
  scheduleTime: null,
  interviewee: '',
  address: '',
  latitude: null,
  longitude: null,
  observation: '',
  contacts,
});
const ana = contactFixture({
  id: 7,
  version: 3,
  name: 'Dra. Ana Prado',
  profession: 'Infectologista',
  company: 'Hospital das Clínicas',
  numbers: [
    { value: '+5511987654321', label: 'work', country: 'BR', formatted: '(11) 98765-4321' },
  ],
  emails: ['ana@hc.org.br'],
  address: 'Av. Dr. Enéas, 255',
  info: 'Prefere WhatsApp',
});

describe('linked guide contacts', () => {
  it('lists each linked contact once', () => {
    expect(linkedContactIds([guide([typed, linkedCopy]), guide([linkedCopy])])).toEqual([7]);
  });

  it.each([
    ['the address book has it', new Map([[7, ana]]), 'Dra. Ana Prado'],
    ['the address book no longer shows it', new Map<number, Contact>(), 'Dra. Ana (antigo)'],
  ])(
    'shows the linked contact as it is now when %s, the typed one as typed',
    (_, current, name) => {
      const [shown] = withLinkedContacts([guide([typed, linkedCopy])], current);
      expect(shown!.contacts[0]).toBe(typed);
      expect(shown!.contacts[1]).toMatchObject({ id: 'c2', contactId: 7, name });
    },
  );

  it('takes the numbers as the newsroom reads them', () => {
    const [shown] = withLinkedContacts([guide([linkedCopy])], new Map([[7, ana]]));
    expect(shown!.contacts[0]).toEqual({
      id: 'c2',
      contactId: 7,
      name: 'Dra. Ana Prado',
      profession: 'Infectologista',
      numbers: [{ value: '(11) 98765-4321', label: 'work' }],
      emails: ['ana@hc.org.br'],
      address: 'Av. Dr. Enéas, 255',
      info: 'Prefere WhatsApp',
    });
  });
});
