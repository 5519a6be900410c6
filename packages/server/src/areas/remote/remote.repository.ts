import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { branches, documentOrigins, remoteTokens } from '../../platform/db/schema';

/** Only this file touches the issued tokens, the branches' stored tokens and document origins. */

export type RemoteTokenRow = typeof remoteTokens.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type DocumentOriginRow = typeof documentOrigins.$inferSelect;

export const remoteRepository = {
  async listTokens(db: Executor): Promise<RemoteTokenRow[]> {
    return db
      .select()
      .from(remoteTokens)
      .orderBy(desc(remoteTokens.createdAt), desc(remoteTokens.id));
  },

  async insertToken(
    db: Executor,
    values: { name: string; tokenHash: string; createdById: number },
  ): Promise<RemoteTokenRow> {
    const [row] = await db.insert(remoteTokens).values(values).returning();
    return row!;
  },

  /** Marks a live token revoked; false when there is none with that id. */
  async revokeToken(db: Executor, id: number, now: Date): Promise<RemoteTokenRow | undefined> {
    const [row] = await db
      .update(remoteTokens)
      .set({ revokedAt: now })
      .where(and(eq(remoteTokens.id, id), isNull(remoteTokens.revokedAt)))
      .returning();
    return row;
  },

  /** The live token with this hash, its last use noted. */
  async useToken(db: Executor, tokenHash: string, now: Date): Promise<RemoteTokenRow | undefined> {
    const [row] = await db
      .update(remoteTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(remoteTokens.tokenHash, tokenHash), isNull(remoteTokens.revokedAt)))
      .returning();
    return row;
  },

  async listBranches(db: Executor): Promise<BranchRow[]> {
    return db
      .select()
      .from(branches)
      .where(eq(branches.excluded, false))
      .orderBy(asc(branches.name));
  },

  async findBranch(db: Executor, id: number): Promise<BranchRow | undefined> {
    const [row] = await db
      .select()
      .from(branches)
      .where(and(eq(branches.id, id), eq(branches.excluded, false)));
    return row;
  },

  async setBranchToken(db: Executor, id: number, tokenSealed: string | null): Promise<boolean> {
    const rows = await db
      .update(branches)
      .set({ tokenSealed })
      .where(eq(branches.id, id))
      .returning({ id: branches.id });
    return rows.length > 0;
  },

  async insertOrigin(
    db: Executor,
    values: Omit<typeof documentOrigins.$inferInsert, 'id' | 'copiedAt'>,
  ): Promise<DocumentOriginRow> {
    const [row] = await db.insert(documentOrigins).values(values).returning();
    return row!;
  },

  /** Where a local document came from, if it was copied from a branch. */
  async originOf(
    db: Executor,
    kind: string,
    documentId: number,
  ): Promise<DocumentOriginRow | undefined> {
    const [row] = await db
      .select()
      .from(documentOrigins)
      .where(and(eq(documentOrigins.kind, kind), eq(documentOrigins.documentId, documentId)));
    return row;
  },
};
