import type { Paged, PageQuery } from '@newsroom/domain';
import type { Actor } from '../auth/actor';
import type { Platform } from '../context';
import type { Executor } from '../db/client';
import { allow } from '../http/refusals';

/** One page of records and how many match in all, as a repository reads it. */
type PageRead<R, Q> = (
  db: Executor,
  actor: Actor,
  query: Q,
) => Promise<{ rows: R[]; total: number }>;

/**
 * A list service of a document kind (its filter, its trash): the reader's right checked, one
 * page read and each record presented for the actor by what `presenterFor` prepares, then the
 * page completed with what one read for all its documents brings (`completePage`).
 */
export const pagedList =
  <R, D>(kind: {
    canRead(actor: Actor): boolean;
    presenterFor(db: Executor, actor: Actor): Promise<(record: R) => D>;
    completePage?(db: Executor, documents: D[]): Promise<D[]>;
  }) =>
  <Q extends PageQuery>(read: PageRead<R, Q>) =>
  async (platform: Platform, actor: Actor, query: Q): Promise<Paged<D>> => {
    allow(kind.canRead(actor));
    const db = platform.database.db;
    const present = await kind.presenterFor(db, actor);
    const { rows, total } = await read(db, actor, query);
    const data = rows.map(present);
    return {
      data: kind.completePage ? await kind.completePage(db, data) : data,
      page: query.page,
      size: query.size,
      total,
    };
  };
