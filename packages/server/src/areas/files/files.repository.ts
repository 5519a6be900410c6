import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { files } from '../../platform/db/schema';
import type { StoredUpload } from '../../platform/storage/uploads';

/** A row of the `files` table. */
export type FileRow = typeof files.$inferSelect;

/** The only code that reads and writes file metadata. */
export const filesRepository = {
  async insertMany(
    tx: Executor,
    uploads: readonly StoredUpload[],
    owner: { ownerId: number; isPublic: boolean; now: Date },
  ): Promise<FileRow[]> {
    if (uploads.length === 0) return [];
    return tx
      .insert(files)
      .values(
        uploads.map((upload) => ({
          id: upload.id,
          originalName: upload.originalName,
          mimeType: upload.mimeType,
          size: upload.size,
          sha256: upload.sha256,
          storagePath: upload.key,
          width: upload.width,
          height: upload.height,
          ownerId: owner.ownerId,
          isPublic: owner.isPublic,
          createdAt: owner.now,
        })),
      )
      .returning();
  },

  async findById(db: Executor, id: string): Promise<FileRow | undefined> {
    const [row] = await db.select().from(files).where(eq(files.id, id));
    return row;
  },

  /** Deletes a file's row; answers it (for its storage key) when there was one. */
  async delete(tx: Executor, id: string): Promise<FileRow | undefined> {
    const [row] = await tx.delete(files).where(eq(files.id, id)).returning();
    return row;
  },
};
