import type { Contact } from './contact';
import type { NumberLabel } from './contactNumber';

/**
 * Contacts to and from vCard (RFC 6350 4.0 and RFC 2426 3.0) as jCard (RFC 7095), the plain JSON
 * a vCard parser such as ical.js reads a card into and writes one from: `['vcard', properties,
 * components]`, a property being `[name, parameters, valueType, ...values]`, a structured value an
 * array of components (each a string or an array of strings).
 */

type Parameters = Record<string, string | string[]>;
/** One property of a jCard. */
export type JCardProperty = [string, Parameters, string, ...unknown[]];
/** A card as jCard. */
export type JCard = ['vcard', JCardProperty[], unknown[]];

/** A card's fields as a contact's input, before validation (the contact schema checks them). */
export interface CardFields {
  name: string;
  profession: string;
  company: string;
  numbers: { value: string; label: NumberLabel; country: null }[];
  emails: string[];
  address: string;
  info: string;
  /** CATEGORIES: names of the contact groups it belongs to. */
  groupNames: string[];
}

/** vCard TEL types → our labels, in the order they win (a "work cell" is a cell phone). */
const LABEL_OF_TYPE: [string, NumberLabel][] = [
  ['cell', 'cell_phone'],
  ['fax', 'fax'],
  ['work', 'work'],
  ['home', 'residential'],
];
const TYPE_OF_LABEL: Record<NumberLabel, string> = {
  cell_phone: 'cell',
  fax: 'fax',
  work: 'work',
  residential: 'home',
  other: 'voice',
};

/** Every text of a value: components of a structured value flattened, empty ones left out. */
function texts(values: unknown[]): string[] {
  return values
    .flat(2)
    .map((value) => (typeof value === 'string' ? value.trim() : ''))
    .filter((value) => value !== '');
}

function typesOf(parameters: Parameters): string[] {
  const type = parameters.type ?? [];
  return (Array.isArray(type) ? type : [type]).flatMap((t) => t.toLowerCase().split(','));
}

function labelOf(parameters: Parameters): NumberLabel {
  const types = typesOf(parameters);
  return LABEL_OF_TYPE.find(([type]) => types.includes(type))?.[1] ?? 'other';
}

/**
 * A card's fields: FN (else N as "given family") the name, TITLE (else ROLE) the profession,
 * ORG the company, each TEL (a `tel:` URI or text) labelled by its TYPE, each EMAIL, the first
 * ADR on one line, NOTE the information, CATEGORIES the group names.
 */
export function cardFields(card: JCard): CardFields {
  const properties = card[1];
  const all = (name: string) => properties.filter((p) => p[0] === name);
  const first = (...names: string[]) =>
    names.map((name) => all(name)[0]).find((p) => p !== undefined);
  const textOf = (property: JCardProperty | undefined, separator: string) =>
    property ? texts(property.slice(3)).join(separator) : '';
  const n = first('n');
  const [family = '', given = ''] = n ? (n[3] as unknown[]).map((c) => texts([c]).join(' ')) : [];
  return {
    name: textOf(first('fn'), ' ') || [given, family].filter(Boolean).join(' '),
    profession: textOf(first('title', 'role'), ' '),
    company: textOf(first('org'), ', '),
    numbers: all('tel')
      .map((p) => ({
        value: textOf(p, '').replace(/^tel:/i, ''),
        label: labelOf(p[1]),
        country: null,
      }))
      .filter((number) => number.value !== ''),
    emails: all('email').map((p) => textOf(p, '')),
    address: textOf(first('adr'), ', '),
    info: all('note')
      .map((p) => textOf(p, ' '))
      .join('\n'),
    groupNames: all('categories').flatMap((p) => texts(p.slice(3))),
  };
}

/** A contact as a vCard 4.0 jCard; `groupNames` are its groups' names (CATEGORIES). */
export function contactCard(contact: Contact, groupNames: string[]): JCard {
  const text = (name: string, value: string): JCardProperty[] =>
    value === '' ? [] : [[name, {}, 'text', value]];
  return [
    'vcard',
    [
      ['version', {}, 'text', '4.0'],
      ['fn', {}, 'text', contact.name],
      ...text('org', contact.company),
      ...text('title', contact.profession),
      ...contact.numbers.map((n): JCardProperty => [
        'tel',
        { type: TYPE_OF_LABEL[n.label] },
        'uri',
        `tel:${n.value}`,
      ]),
      ...contact.emails.map((email): JCardProperty => ['email', {}, 'text', email]),
      ...(contact.address === ''
        ? []
        : [['adr', {}, 'text', ['', '', contact.address, '', '', '', '']] as JCardProperty]),
      ...text('note', contact.info),
      ...(groupNames.length === 0
        ? []
        : [['categories', {}, 'text', ...groupNames] as JCardProperty]),
    ],
    [],
  ];
}
