import { and, asc, eq, sql } from 'drizzle-orm';
import type { AgencyLaneInput } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { agencyLanes } from '../../platform/db/schema';

export type LaneRow = typeof agencyLanes.$inferSelect;

/** Only this file touches the users' lanes. */
export const agencyLanesRepository = {
  /** A user's lanes, in their order. */
  async ofOwner(db: Executor, ownerId: number): Promise<LaneRow[]> {
    return db
      .select()
      .from(agencyLanes)
      .where(eq(agencyLanes.ownerId, ownerId))
      .orderBy(asc(agencyLanes.position), asc(agencyLanes.id));
  },

  async find(db: Executor, id: number): Promise<LaneRow | undefined> {
    const [row] = await db.select().from(agencyLanes).where(eq(agencyLanes.id, id));
    return row;
  },

  /** A new lane after the owner's last (spec 3 §2: lanes are put at the end). */
  async insertLast(tx: Executor, ownerId: number, input: AgencyLaneInput): Promise<LaneRow> {
    const [row] = await tx
      .insert(agencyLanes)
      .values({
        ownerId,
        ...input,
        position: sql`(SELECT coalesce(max(${agencyLanes.position}) + 1, 0) FROM ${agencyLanes} WHERE ${agencyLanes.ownerId} = ${ownerId})`,
      })
      .returning();
    return row!;
  },

  async updateAtVersion(
    tx: Executor,
    id: number,
    version: number,
    input: AgencyLaneInput,
  ): Promise<LaneRow[]> {
    return tx
      .update(agencyLanes)
      .set({ ...input, version: sql`${agencyLanes.version} + 1`, updatedAt: new Date() })
      .where(and(eq(agencyLanes.id, id), eq(agencyLanes.version, version)))
      .returning();
  },

  async setPosition(tx: Executor, id: number, position: number): Promise<void> {
    await tx.update(agencyLanes).set({ position }).where(eq(agencyLanes.id, id));
  },

  async delete(tx: Executor, id: number): Promise<void> {
    await tx.delete(agencyLanes).where(eq(agencyLanes.id, id));
  },

  async count(db: Executor, ownerId: number): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(agencyLanes)
      .where(eq(agencyLanes.ownerId, ownerId));
    return row?.n ?? 0;
  },
};
