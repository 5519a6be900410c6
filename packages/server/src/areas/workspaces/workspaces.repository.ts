import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import {
  documentAttachments,
  files,
  users,
  workspaceCredentials,
  workspaces,
} from '../../platform/db/schema';
import { recordTable } from '../../platform/records/recordTable';

/** Only this file touches the workspaces, their credentials and the documents' attachments. */

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type CredentialsRow = typeof workspaceCredentials.$inferSelect;

const records = recordTable(workspaces);

/** A document's attachment with its file and who attached it. */
export interface AttachmentRow {
  id: number;
  fileId: string;
  name: string;
  mimeType: string;
  size: number;
  workspaceId: number | null;
  workspaceName: string;
  originPath: string;
  attachedBy: string | null;
  attachedAt: Date;
}

export const workspacesRepository = {
  records,

  async delete(db: Executor, id: number): Promise<void> {
    await db.delete(workspaces).where(eq(workspaces.id, id));
  },

  /** A user's credentials of every workspace, by workspace id. */
  async credentialsOf(db: Executor, userId: number): Promise<Map<number, CredentialsRow>> {
    const rows = await db
      .select()
      .from(workspaceCredentials)
      .where(eq(workspaceCredentials.userId, userId));
    return new Map(rows.map((row) => [row.workspaceId, row]));
  },

  async credentials(
    db: Executor,
    workspaceId: number,
    userId: number,
  ): Promise<CredentialsRow | undefined> {
    const [row] = await db
      .select()
      .from(workspaceCredentials)
      .where(
        and(
          eq(workspaceCredentials.workspaceId, workspaceId),
          eq(workspaceCredentials.userId, userId),
        ),
      );
    return row;
  },

  async saveCredentials(
    db: Executor,
    row: { workspaceId: number; userId: number; username: string; passwordSealed: string },
    now: Date,
  ): Promise<void> {
    await db
      .insert(workspaceCredentials)
      .values({ ...row, updatedAt: now })
      .onConflictDoUpdate({
        target: [workspaceCredentials.workspaceId, workspaceCredentials.userId],
        set: { username: row.username, passwordSealed: row.passwordSealed, updatedAt: now },
      });
  },

  async deleteCredentials(db: Executor, workspaceId: number, userId: number): Promise<void> {
    await db
      .delete(workspaceCredentials)
      .where(
        and(
          eq(workspaceCredentials.workspaceId, workspaceId),
          eq(workspaceCredentials.userId, userId),
        ),
      );
  },

  /** The `files` row of a copied document (no image sizes: documents are not thumbnailed). */
  async insertFile(db: Executor, row: typeof files.$inferInsert): Promise<void> {
    await db.insert(files).values(row);
  },

  async insertAttachment(
    db: Executor,
    row: typeof documentAttachments.$inferInsert,
  ): Promise<number> {
    const [inserted] = await db
      .insert(documentAttachments)
      .values(row)
      .returning({ id: documentAttachments.id });
    return inserted!.id;
  },

  /** Removes one of a document's attachments; answers its file's id, or undefined when it is not there. */
  async deleteAttachment(
    db: Executor,
    entityType: string,
    entityId: number,
    attachmentId: number,
  ): Promise<string | undefined> {
    const [removed] = await db
      .delete(documentAttachments)
      .where(
        and(
          eq(documentAttachments.id, attachmentId),
          eq(documentAttachments.entityType, entityType),
          eq(documentAttachments.entityId, entityId),
        ),
      )
      .returning({ fileId: documentAttachments.fileId });
    return removed?.fileId;
  },

  /** A document's attachments, oldest first. */
  async attachmentsOf(
    db: Executor,
    entityType: string,
    entityId: number,
  ): Promise<AttachmentRow[]> {
    return db
      .select({
        id: documentAttachments.id,
        fileId: documentAttachments.fileId,
        name: files.originalName,
        mimeType: files.mimeType,
        size: files.size,
        workspaceId: documentAttachments.workspaceId,
        workspaceName: documentAttachments.workspaceName,
        originPath: documentAttachments.originPath,
        attachedBy: users.nickname,
        attachedAt: documentAttachments.attachedAt,
      })
      .from(documentAttachments)
      .innerJoin(files, eq(files.id, documentAttachments.fileId))
      .leftJoin(users, eq(users.id, documentAttachments.attachedById))
      .where(
        and(
          eq(documentAttachments.entityType, entityType),
          eq(documentAttachments.entityId, entityId),
        ),
      )
      .orderBy(asc(documentAttachments.id));
  },
};
