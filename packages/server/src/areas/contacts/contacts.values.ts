import {
  countryOfLocale,
  DomainError,
  normalizeContactNumbers,
  type ContactInput,
  type StoredNumber,
} from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { branchRepository } from '../branch/branch.repository';
import { contactsRepository, type ContactValues } from './contacts.repository';

/** The branch's country (its language's): numbers without a country are read in it. */
export async function branchCountry(db: Executor): Promise<string | null> {
  return countryOfLocale((await branchRepository.get(db)).locale);
}

const invalid = (fields: { field: string; key: string }[]) =>
  new DomainError('validation_failed', 'validation:failed', { fields });

/** The numbers normalised, or 400 naming each bad one (`invalidPhone`): nothing is written. */
export async function numbersOf(db: Executor, input: ContactInput): Promise<StoredNumber[]> {
  const normalized = normalizeContactNumbers(input.numbers, input.country, await branchCountry(db));
  if ('errors' in normalized) throw invalid(normalized.errors);
  return normalized.numbers;
}

/** 400 on `groupIds` when a group does not exist. */
export async function assertGroupsExist(db: Executor, groupIds: readonly number[]): Promise<void> {
  const existing = await contactsRepository.existingGroupIds(db, groupIds);
  if (groupIds.some((id) => !existing.has(id)))
    throw invalid([{ field: 'groupIds', key: 'invalid' }]);
}

/** The columns an input writes (numbers normalised, e-mails as typed, groups apart). */
export async function valuesOf(db: Executor, input: ContactInput): Promise<ContactValues> {
  return {
    name: input.name,
    profession: input.profession,
    company: input.company,
    numbers: await numbersOf(db, input),
    emails: input.emails,
    address: input.address,
    info: input.info,
    country: input.country,
    isPrivate: input.isPrivate,
  };
}
