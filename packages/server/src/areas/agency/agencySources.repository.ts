import { and, asc, eq, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AgencyNetwork, ConnectorNetwork } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { agencyCategories, agencyConnectors, agencySources } from '../../platform/db/schema';
import { recordTable } from '../../platform/records/recordTable';

export type SourceRow = typeof agencySources.$inferSelect;
export type CategoryRow = typeof agencyCategories.$inferSelect;
export type ConnectorRow = typeof agencyConnectors.$inferSelect;

const sources = recordTable(agencySources);
const categories = recordTable(agencyCategories);

/** A source's address as compared for duplicates: case, spaces, a leading @ and a trailing / ignored. */
export function addressKey(address: string): string {
  return address.trim().toLowerCase().replace(/^@/, '').replace(/\/+$/, '');
}

/** Only this file touches the agency's sources, categories and connector settings. */
export const agencySourcesRepository = {
  sources,
  categories,

  /** Sources by name, optionally of one network or category. */
  listSources(db: Executor, filter: { network?: AgencyNetwork; categoryId?: number }) {
    const where: SQL[] = [];
    if (filter.network) where.push(eq(agencySources.network, filter.network));
    if (filter.categoryId) where.push(eq(agencySources.categoryId, filter.categoryId));
    return sources.list(db, and(...where));
  },

  listCategories(db: Executor, network?: AgencyNetwork) {
    return categories.list(db, network ? eq(agencyCategories.network, network) : undefined);
  },

  /** Another source with the same network, kind and address. */
  async sourceTaken(
    db: Executor,
    key: { network: string; kind: string; addressKey: string },
    exceptId: number | null,
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: agencySources.id })
      .from(agencySources)
      .where(
        and(
          eq(agencySources.network, key.network),
          eq(agencySources.kind, key.kind),
          eq(agencySources.addressKey, key.addressKey),
          exceptId === null ? undefined : ne(agencySources.id, exceptId),
        ),
      );
    return row !== undefined;
  },

  /** Another category of the network with this name (case ignored). */
  async categoryTaken(
    db: Executor,
    network: string,
    name: string,
    exceptId: number | null,
  ): Promise<boolean> {
    const [row] = await db
      .select({ id: agencyCategories.id })
      .from(agencyCategories)
      .where(
        and(
          eq(agencyCategories.network, network),
          sql`lower(${agencyCategories.name}) = lower(${name})`,
          exceptId === null ? undefined : ne(agencyCategories.id, exceptId),
        ),
      );
    return row !== undefined;
  },

  /** Sources naming a category: it cannot go while any does. */
  async categoryUses(db: Executor, id: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(agencySources)
      .where(eq(agencySources.categoryId, id));
    return row?.n ?? 0;
  },

  /**
   * Claims the source due soonest (or the one named): its next poll moves `leaseMs` ahead in the
   * same statement, so another instance passes it by (SKIP LOCKED) and a crashed poll is retried
   * once the lease runs out.
   */
  async claimDue(
    db: Executor,
    now: Date,
    leaseMs: number,
    onlyId?: number,
  ): Promise<SourceRow | undefined> {
    const due = onlyId
      ? eq(agencySources.id, onlyId)
      : and(eq(agencySources.enabled, true), lte(agencySources.nextPollAt, now));
    const candidate = db
      .select({ id: agencySources.id })
      .from(agencySources)
      .where(due)
      .orderBy(asc(agencySources.nextPollAt), asc(agencySources.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(agencySources)
      .set({ nextPollAt: new Date(now.getTime() + leaseMs) })
      .where(sql`${agencySources.id} = (${candidate})`)
      .returning();
    return row;
  },

  /** Records how a poll went (no version bump: the administrator's edits are not stale by it). */
  async recordPoll(
    db: Executor,
    id: number,
    values: Pick<
      SourceRow,
      'state' | 'hint' | 'lastError' | 'failures' | 'lastPolledAt' | 'nextPollAt'
    > &
      Partial<Pick<SourceRow, 'etag' | 'lastModified'>>,
  ): Promise<SourceRow | undefined> {
    const [row] = await db
      .update(agencySources)
      .set(values)
      .where(eq(agencySources.id, id))
      .returning();
    return row;
  },

  async connectors(db: Executor): Promise<ConnectorRow[]> {
    return db.select().from(agencyConnectors);
  },

  /** Writes a connector's settings at `version` (0: never saved); no row back means stale. */
  async saveConnector(
    db: Executor,
    network: ConnectorNetwork,
    version: number,
    values: { baseUrl: string; token: string | null },
  ): Promise<ConnectorRow[]> {
    if (version === 0) {
      return db
        .insert(agencyConnectors)
        .values({ network, ...values })
        .onConflictDoNothing()
        .returning();
    }
    return db
      .update(agencyConnectors)
      .set({ ...values, version: sql`${agencyConnectors.version} + 1`, updatedAt: new Date() })
      .where(and(eq(agencyConnectors.network, network), eq(agencyConnectors.version, version)))
      .returning();
  },
};
