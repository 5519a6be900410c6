import type { Contact } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { presentContact } from './contacts.presenter';
import { contactsRepository } from './contacts.repository';
import { branchCountry } from './contacts.values';

/**
 * The address-book contacts guides link to, as they are now (GET of a guideline shows these
 * rather than the copies): live, not private ones, by id.
 */
export async function linkedContacts(
  db: Executor,
  ids: readonly number[],
): Promise<ReadonlyMap<number, Contact>> {
  const records = await contactsRepository.shownByIds(db, ids);
  if (records.length === 0) return new Map();
  const home = (await branchCountry(db)) ?? '';
  return new Map(records.map((record) => [record.id, presentContact(record, home)]));
}
