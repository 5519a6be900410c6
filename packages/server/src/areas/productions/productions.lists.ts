import type { Paged, Production } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { allow } from '../../platform/http/refusals';
import { productionsPolicy } from './productions.policy';
import { presentProduction } from './productions.presenter';
import { productionsRepository } from './productions.repository';

/**
 * The production lists: the day, the filter and the trash — each of the productions the actor may
 * see.
 */

/** The productions of a day (GET /productions?date&onlyNotDone). */
export async function listProductionsOfDay(
  platform: Platform,
  actor: Actor,
  query: { date: string; onlyNotDone: boolean },
): Promise<Production[]> {
  allow(productionsPolicy.canRead(actor));
  const records = await productionsRepository.listOfDay(
    platform.database.db,
    actor,
    query.date,
    query.onlyNotDone,
  );
  return records.map((record) => presentProduction(record, actor));
}

/** A page of productions by period and text. */
export async function filterProductions(
  platform: Platform,
  actor: Actor,
  query: { from?: string; to?: string; text?: string; page: number; size: number },
): Promise<Paged<Production>> {
  allow(productionsPolicy.canRead(actor));
  const { rows, total } = await productionsRepository.filter(platform.database.db, actor, query);
  return {
    data: rows.map((record) => presentProduction(record, actor)),
    page: query.page,
    size: query.size,
    total,
  };
}

/** A page of the productions in the trash. */
export async function excludedProductions(
  platform: Platform,
  actor: Actor,
  query: { page: number; size: number },
): Promise<Paged<Production>> {
  allow(productionsPolicy.canRead(actor));
  const { rows, total } = await productionsRepository.excluded(platform.database.db, actor, query);
  return {
    data: rows.map((record) => presentProduction(record, actor)),
    page: query.page,
    size: query.size,
    total,
  };
}
