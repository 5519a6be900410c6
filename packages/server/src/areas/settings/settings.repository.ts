import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SettingsSection } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { settings } from '../../platform/db/schema';

/** A stored section: its JSON value and version. */
export interface StoredSection {
  value: unknown;
  version: number;
}

/** The only code that reads and writes the `settings` table. */
export const settingsRepository = {
  async get(db: Executor, section: SettingsSection): Promise<StoredSection | undefined> {
    const [row] = await db
      .select({ value: settings.value, version: settings.version })
      .from(settings)
      .where(eq(settings.key, section));
    return row;
  },

  /**
   * A section as a scalar subquery (its stored value and version, null when never saved), for a
   * statement that reads it with other rows instead of a statement of its own.
   */
  storedSql(section: SettingsSection) {
    return sql<StoredSection | null>`(select json_build_object('value', ${settings.value}, 'version', ${settings.version}) from ${settings} where ${settings.key} = ${section})`;
  },

  async getMany(db: Executor, sections: SettingsSection[]): Promise<Map<string, StoredSection>> {
    const rows = await db.select().from(settings).where(inArray(settings.key, sections));
    return new Map(rows.map((row) => [row.key, { value: row.value, version: row.version }]));
  },

  /** Saves a section whose stored version is `expectedVersion` (0 = never saved); no row back = stale. */
  async saveVersioned(
    tx: Executor,
    section: SettingsSection,
    value: unknown,
    expectedVersion: number,
    now: Date,
  ): Promise<{ version: number }[]> {
    if (expectedVersion === 0) {
      return tx
        .insert(settings)
        .values({ key: section, value, version: 1, updatedAt: now })
        .onConflictDoNothing()
        .returning({ version: settings.version });
    }
    return tx
      .update(settings)
      .set({ value, version: sql`${settings.version} + 1`, updatedAt: now })
      .where(and(eq(settings.key, section), eq(settings.version, expectedVersion)))
      .returning({ version: settings.version });
  },

  /** Saves a section whatever its version (logo changes, first-start defaults). */
  async save(tx: Executor, section: SettingsSection, value: unknown, now: Date): Promise<number> {
    const [row] = await tx
      .insert(settings)
      .values({ key: section, value, version: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value, version: sql`${settings.version} + 1`, updatedAt: now },
      })
      .returning({ version: settings.version });
    return row!.version;
  },
};
