import { and, eq, sql } from 'drizzle-orm';
import type { ConfigArea } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { areaConfigs } from '../../platform/db/schema';

/** A stored area configuration. */
export type AreaConfigRow = typeof areaConfigs.$inferSelect;

/** The only code that reads and writes area configurations. */
export const areaConfigsRepository = {
  async find(db: Executor, area: ConfigArea): Promise<AreaConfigRow | undefined> {
    const [row] = await db.select().from(areaConfigs).where(eq(areaConfigs.area, area));
    return row;
  },

  async all(db: Executor): Promise<AreaConfigRow[]> {
    return db.select().from(areaConfigs);
  },

  /** The first save of an area (nothing stored yet); no row back means someone saved first. */
  async insertFirst(db: Executor, area: ConfigArea, config: unknown): Promise<AreaConfigRow[]> {
    return db
      .insert(areaConfigs)
      .values({ area, config, version: 1, updatedAt: new Date() })
      .onConflictDoNothing()
      .returning();
  },

  /** Saves over `version`; no row back means the stored version differs. */
  async updateAtVersion(
    db: Executor,
    area: ConfigArea,
    config: unknown,
    version: number,
  ): Promise<AreaConfigRow[]> {
    return db
      .update(areaConfigs)
      .set({ config, version: sql`${areaConfigs.version} + 1`, updatedAt: new Date() })
      .where(and(eq(areaConfigs.area, area), eq(areaConfigs.version, version)))
      .returning();
  },
};
