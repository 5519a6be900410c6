import type { FieldError } from '../platform/errors';
import { foldForMatch } from '../platform/text';
import type { ContactNumberInput } from './contact';
import { normalizeNumber, numberCountry, type NumberLabel } from './contactNumber';

/**
 * The rules of a contact's numbers and of "the same person" (spec 3 §5). Numbers are compared
 * normalised (E.164), so `(11) 98765-4321` and `+55 11 98765 4321` are one number; names are
 * compared with accents, case and spaces folded.
 */

/** A number as stored. */
export interface StoredNumber {
  /** E.164. */
  value: string;
  label: NumberLabel;
  country: string;
}

/** The numbers normalised, or the field errors (`invalidPhone`) of those that are not numbers. */
export type NormalizedNumbers = { numbers: StoredNumber[] } | { errors: FieldError[] };

/**
 * Reads every typed number in its own country, else the contact's, else the branch's, else BR
 * (spec 1 §9); all or nothing, so a bad number changes nothing.
 */
export function normalizeContactNumbers(
  numbers: readonly ContactNumberInput[],
  contactCountry: string | null,
  branchCountry: string | null,
): NormalizedNumbers {
  const errors: FieldError[] = [];
  const stored: StoredNumber[] = [];
  numbers.forEach((number, index) => {
    const country = numberCountry(number.country, contactCountry, branchCountry);
    const normalized = normalizeNumber(number.value, country);
    if (normalized) stored.push({ ...normalized, label: number.label });
    else errors.push({ field: `numbers.${index}.value`, key: 'invalidPhone' });
  });
  return errors.length > 0 ? { errors } : { numbers: stored };
}

/** What "the same person" compares. */
export interface PersonFacts {
  name: string;
  /** Normalised numbers (E.164). */
  numbers: readonly { value: string }[];
  emails: readonly string[];
}

/** The same person: the same name and at least one number or e-mail in common. */
export function isSamePerson(a: PersonFacts, b: PersonFacts): boolean {
  if (foldForMatch(a.name) !== foldForMatch(b.name)) return false;
  const numbers = new Set(a.numbers.map((number) => number.value));
  if (b.numbers.some((number) => numbers.has(number.value))) return true;
  const emails = new Set(a.emails.map((email) => email.toLowerCase()));
  return b.emails.some((email) => emails.has(email.toLowerCase()));
}

/** The first contact that is the same person as `candidate`, if any. */
export function duplicateOf<C extends PersonFacts>(
  candidate: PersonFacts,
  contacts: readonly C[],
): C | undefined {
  return contacts.find((contact) => isSamePerson(candidate, contact));
}
