import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { wordpressMedia, wordpressSites } from '../../platform/db/schema';
import { recordTable } from '../../platform/records/recordTable';

/** Only this file touches the WordPress sites and what of the newsroom's files each holds. */

export type WordpressSiteRow = typeof wordpressSites.$inferSelect;

const sites = recordTable(wordpressSites);

export const wordpressSitesRepository = {
  sites,

  /** Whether another site has this address (compared as the unique index does). */
  async urlTaken(db: Executor, url: string, exceptId: number | null): Promise<boolean> {
    const [row] = await db
      .select({ id: wordpressSites.id })
      .from(wordpressSites)
      .where(
        and(
          sql`lower(${wordpressSites.url}) = lower(${url})`,
          exceptId === null ? undefined : ne(wordpressSites.id, exceptId),
        ),
      );
    return row !== undefined;
  },

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(wordpressSites).where(eq(wordpressSites.id, id));
  },

  /** The site's media of the newsroom's files, by file id. */
  async mediaOf(
    db: Executor,
    siteId: number,
  ): Promise<Map<string, { mediaId: number; url: string }>> {
    const rows = await db.select().from(wordpressMedia).where(eq(wordpressMedia.siteId, siteId));
    return new Map(rows.map((row) => [row.fileId, { mediaId: row.mediaId, url: row.url }]));
  },

  async keepMedia(
    db: Executor,
    row: { siteId: number; fileId: string; mediaId: number; url: string },
  ): Promise<void> {
    await db
      .insert(wordpressMedia)
      .values(row)
      .onConflictDoUpdate({
        target: [wordpressMedia.siteId, wordpressMedia.fileId],
        set: { mediaId: row.mediaId, url: row.url },
      });
  },
};
