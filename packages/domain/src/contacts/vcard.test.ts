import { describe, expect, it } from 'vitest';
import { contactFixture } from '../testing/contactFixtures';
import { cardFields, contactCard, type JCard, type JCardProperty } from './vcard';

const card = (...properties: JCardProperty[]): JCard => [
  'vcard',
  [['version', {}, 'text', '3.0'], ...properties],
  [],
];

describe('cardFields', () => {
  it('reads a vCard 3.0 card of a press office as ical.js parses it', () => {
    expect(
      cardFields(
        card(
          ['n', {}, 'text', ['Silva', 'Ana', '', '', '']],
          ['fn', {}, 'text', 'Ana Silva'],
          ['org', {}, 'text', ['Prefeitura de São Paulo', 'Imprensa']],
          ['title', {}, 'text', 'Assessora'],
          ['tel', { type: 'CELL' }, 'phone-number', '+55 11 99999-0000'],
          ['tel', { type: ['WORK', 'VOICE'] }, 'phone-number', '(11) 3333-4444'],
          ['email', { type: 'INTERNET' }, 'text', 'ana@prefeitura.sp.gov.br'],
          ['adr', {}, 'text', ['', '', ['Viaduto do Chá', '15'], 'São Paulo', 'SP', '', 'Brasil']],
          ['note', {}, 'text', 'Atende das 9h às 18h'],
          ['categories', {}, 'text', 'Prefeitura', 'Imprensa'],
        ),
      ),
    ).toEqual({
      name: 'Ana Silva',
      profession: 'Assessora',
      company: 'Prefeitura de São Paulo, Imprensa',
      numbers: [
        { value: '+55 11 99999-0000', label: 'cell_phone', country: null },
        { value: '(11) 3333-4444', label: 'work', country: null },
      ],
      emails: ['ana@prefeitura.sp.gov.br'],
      address: 'Viaduto do Chá, 15, São Paulo, SP, Brasil',
      info: 'Atende das 9h às 18h',
      groupNames: ['Prefeitura', 'Imprensa'],
    });
  });

  it.each<[Record<string, string | string[]>, string]>([
    [{ type: ['voice', 'home'] }, 'residential'],
    [{ type: 'work,cell' }, 'cell_phone'],
    [{ type: 'FAX' }, 'fax'],
    [{}, 'other'],
  ])('labels a number of TYPE %j as %s', (parameters, label) => {
    const fields = cardFields(
      card(['fn', {}, 'text', 'X'], ['tel', parameters, 'uri', 'tel:+5511']),
    );
    expect(fields.numbers).toEqual([{ value: '+5511', label, country: null }]);
  });

  it('names a card without FN from N, and ROLE stands in for TITLE', () => {
    const fields = cardFields(
      card(['n', {}, 'text', ['Souza', 'Carlos', '', 'Dr.', '']], ['role', {}, 'text', 'Médico']),
    );
    expect(fields).toMatchObject({ name: 'Carlos Souza', profession: 'Médico' });
  });

  it('leaves what a card lacks empty (the contact schema then asks for a name)', () => {
    expect(cardFields(card())).toEqual({
      name: '',
      profession: '',
      company: '',
      numbers: [],
      emails: [],
      address: '',
      info: '',
      groupNames: [],
    });
  });
});

describe('contactCard', () => {
  const contact = contactFixture({
    name: 'Ana Silva',
    profession: 'Assessora',
    company: 'Prefeitura',
    numbers: [
      { value: '+5511999990000', label: 'cell_phone', country: 'BR', formatted: '(11) 99999-0000' },
      { value: '+551133334444', label: 'residential', country: 'BR', formatted: '(11) 3333-4444' },
    ],
    emails: ['ana@prefeitura.sp.gov.br'],
    address: 'Viaduto do Chá, 15',
  });

  it('writes a vCard 4.0 with tel: URIs, leaving empty fields out', () => {
    expect(contactCard(contact, ['Prefeitura'])[1]).toEqual([
      ['version', {}, 'text', '4.0'],
      ['fn', {}, 'text', 'Ana Silva'],
      ['org', {}, 'text', 'Prefeitura'],
      ['title', {}, 'text', 'Assessora'],
      ['tel', { type: 'cell' }, 'uri', 'tel:+5511999990000'],
      ['tel', { type: 'home' }, 'uri', 'tel:+551133334444'],
      ['email', {}, 'text', 'ana@prefeitura.sp.gov.br'],
      ['adr', {}, 'text', ['', '', 'Viaduto do Chá, 15', '', '', '', '']],
      ['categories', {}, 'text', 'Prefeitura'],
    ]);
  });

  it('reads back what it wrote', () => {
    expect(cardFields(contactCard(contact, ['Prefeitura']))).toMatchObject({
      name: 'Ana Silva',
      numbers: [
        { value: '+5511999990000', label: 'cell_phone' },
        { value: '+551133334444', label: 'residential' },
      ],
      groupNames: ['Prefeitura'],
    });
  });
});
