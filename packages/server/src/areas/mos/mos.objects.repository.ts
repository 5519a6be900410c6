import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Media } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { foldedContains } from '../../platform/db/like';
import { mosObjects } from '../../platform/db/schema';

/** An object a device announced, as stored. */
export interface AnnouncedObjectRow {
  objectId: string;
  slug: string;
  abstract: string;
  media: Media;
}

/** Rows per INSERT when a device's whole list is written. */
const INSERT_BATCH = 500;

/** The only Drizzle code of the objects MOS devices announced (profile 1). */
export const mosObjectsRepository = {
  /** Adds or replaces these objects of the device. */
  async upsert(db: Executor, deviceId: number, rows: AnnouncedObjectRow[]): Promise<void> {
    for (let at = 0; at < rows.length; at += INSERT_BATCH) {
      await db
        .insert(mosObjects)
        .values(rows.slice(at, at + INSERT_BATCH).map((row) => ({ deviceId, ...row })))
        .onConflictDoUpdate({
          target: [mosObjects.deviceId, mosObjects.objectId],
          set: {
            slug: sql`excluded.slug`,
            abstract: sql`excluded.abstract`,
            media: sql`excluded.media`,
            updatedAt: sql`now()`,
          },
        });
    }
  },

  async remove(db: Executor, deviceId: number, objectIds: string[]): Promise<void> {
    if (objectIds.length === 0) return;
    await db
      .delete(mosObjects)
      .where(and(eq(mosObjects.deviceId, deviceId), inArray(mosObjects.objectId, objectIds)));
  },

  async removeAll(db: Executor, deviceId: number): Promise<void> {
    await db.delete(mosObjects).where(eq(mosObjects.deviceId, deviceId));
  },

  /**
   * A page of the device's objects whose slug, abstract or id hold every word (accent- and
   * case-insensitive), by slug; with how many match in all.
   */
  async search(
    db: Executor,
    deviceId: number,
    words: string[],
    page: { page: number; size: number },
  ): Promise<{ media: Media[]; total: number }> {
    const where = and(
      eq(mosObjects.deviceId, deviceId),
      ...words.map((word) =>
        or(
          foldedContains(mosObjects.slug, word),
          foldedContains(mosObjects.abstract, word),
          foldedContains(mosObjects.objectId, word),
        ),
      ),
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ media: mosObjects.media })
        .from(mosObjects)
        .where(where)
        .orderBy(asc(mosObjects.slug), asc(mosObjects.objectId))
        .limit(page.size)
        .offset(page.page * page.size),
      db.select({ n: count() }).from(mosObjects).where(where),
    ]);
    return { media: rows.map((r) => r.media), total: total?.n ?? 0 };
  },

  /** Ids of the devices among these that announced at least one object. */
  async devicesWithObjects(db: Executor, deviceIds: number[]): Promise<number[]> {
    if (deviceIds.length === 0) return [];
    const rows = await db
      .selectDistinct({ deviceId: mosObjects.deviceId })
      .from(mosObjects)
      .where(inArray(mosObjects.deviceId, deviceIds));
    return rows.map((r) => r.deviceId);
  },
};
