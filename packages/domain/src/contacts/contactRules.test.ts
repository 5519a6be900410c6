import { describe, expect, it } from 'vitest';
import {
  duplicateOf,
  isSamePerson,
  normalizeContactNumbers,
  type PersonFacts,
} from './contactRules';

const typed = (value: string, country: string | null = null) => ({
  value,
  label: 'cell_phone' as const,
  country,
});

describe('normalizeContactNumbers', () => {
  it.each([
    ['its own country first', [typed('912 345 678', 'PT')], 'AR', 'US', '+351912345678'],
    ["the contact's country next", [typed('11 2345-6789')], 'AR', 'BR', '+541123456789'],
    ["the branch's country next", [typed('(212) 555-0100')], null, 'US', '+12125550100'],
    ['BR when nobody has one', [typed('11 98765-4321')], null, null, '+5511987654321'],
  ])('reads a number in %s', (_case, numbers, contactCountry, branchCountry, value) => {
    expect(normalizeContactNumbers(numbers, contactCountry, branchCountry)).toMatchObject({
      numbers: [{ value, label: 'cell_phone' }],
    });
  });

  it('keeps the label and the number’s own country', () => {
    expect(
      normalizeContactNumbers(
        [{ value: '+1 212 555 0100', label: 'fax', country: null }],
        'BR',
        'BR',
      ),
    ).toEqual({ numbers: [{ value: '+12125550100', label: 'fax', country: 'US' }] });
  });

  it('answers every bad number and no number at all', () => {
    expect(
      normalizeContactNumbers([typed('11 98765-4321'), typed('123'), typed('abc')], 'BR', null),
    ).toEqual({
      errors: [
        { field: 'numbers.1.value', key: 'invalidPhone' },
        { field: 'numbers.2.value', key: 'invalidPhone' },
      ],
    });
  });
});

describe('isSamePerson', () => {
  const ana: PersonFacts = {
    name: 'Ana Lúcia Prado',
    numbers: [{ value: '+5511987654321' }],
    emails: ['ana.prado@ssp.sp.gov.br'],
  };
  it.each<[string, PersonFacts, boolean]>([
    ['same name and number', { name: 'Ana Lúcia Prado', numbers: ana.numbers, emails: [] }, true],
    [
      'name folded and e-mail of another case',
      { name: 'ana lucia  PRADO', numbers: [], emails: ['Ana.Prado@SSP.sp.gov.br'] },
      true,
    ],
    [
      'same name, nothing in common',
      { name: 'Ana Lúcia Prado', numbers: [{ value: '+5511900000000' }], emails: [] },
      false,
    ],
    [
      'same name, no numbers nor e-mails',
      { name: 'Ana Lúcia Prado', numbers: [], emails: [] },
      false,
    ],
    ['another name, same number', { name: 'Ana Prado', numbers: ana.numbers, emails: [] }, false],
  ])('%s → %s', (_case, other, same) => {
    expect(isSamePerson(ana, other)).toBe(same);
    expect(isSamePerson(other, ana)).toBe(same);
  });

  it('finds the first duplicate among contacts', () => {
    const contacts = [
      { id: 1, name: 'Ana Prado', numbers: ana.numbers, emails: [] },
      { id: 2, name: 'ANA LUCIA PRADO', numbers: [], emails: ['ana.prado@ssp.sp.gov.br'] },
    ];
    expect(duplicateOf(ana, contacts)?.id).toBe(2);
    expect(duplicateOf({ ...ana, emails: [] }, contacts)).toBeUndefined();
  });
});
