import { Readable } from 'node:stream';
import {
  CHAT_SNIFF_BYTES,
  DomainError,
  ruleViolation,
  safeFileName,
  sniffChatFile,
  storePath,
  WORKSPACE_ATTACHMENT_MAX_BYTES,
  WORKSPACE_KEYS,
  type AttachFromWorkspace,
  type DocumentAttachment,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { assertChangeable } from '../../platform/documents/kernel';
import type { AnyDocumentKind } from '../../platform/documents/kind';
import { allow, notFound } from '../../platform/http/refusals';
import { deleteFileBytes, deleteFileRow } from '../files/files.service';
import { storeMeasured } from '../../platform/storage/uploads';
import { workspacesRepository as repo, type AttachmentRow } from './workspaces.repository';
import { canonicalPath, enabledWorkspace, storeFor, storeRefusal } from './workspaces.service';

/**
 * Attaching a workspace document to a guideline, story or reportage. The document's bytes are
 * copied into the newsroom's file storage — a newsroom opens its attachments when the store is
 * down, the original moved or the user's account closed — and its origin (workspace, path) is
 * kept beside the copy. The type is decided by the content, as for chat files. Detaching removes
 * the copy too: it was made for that attachment alone.
 */

const presentAttachment = (row: AttachmentRow): DocumentAttachment => ({
  id: row.id,
  fileId: row.fileId,
  name: row.name,
  mimeType: row.mimeType,
  size: row.size,
  workspaceId: row.workspaceId,
  workspaceName: row.workspaceName,
  originPath: row.originPath,
  attachedBy: row.attachedBy ?? '',
  attachedAt: row.attachedAt.toISOString(),
});

/** The document the actor may change (its kind's write level, content, trash, own refusals). */
async function assertAttachable(
  db: Executor,
  kind: AnyDocumentKind,
  actor: Actor,
  id: number,
): Promise<void> {
  allow(kind.policy.canWrite(actor));
  await assertChangeable(db, kind, actor, await kind.find(db, actor, id));
}

/** GET /<kind>/{id}/attachments: the document's attachments, oldest first. */
export async function listAttachments(
  platform: Platform,
  kind: AnyDocumentKind,
  actor: Actor,
  id: number,
): Promise<DocumentAttachment[]> {
  allow(kind.policy.canRead(actor));
  const db = platform.database.db;
  kind.assertContent(actor, await kind.find(db, actor, id));
  return (await repo.attachmentsOf(db, kind.entity, id)).map(presentAttachment);
}

/** The document's bytes from the store, once it is known to be a document small enough. */
async function download(
  platform: Platform,
  actor: Actor,
  input: AttachFromWorkspace,
): Promise<{ bytes: Buffer; name: string; workspaceName: string; path: string }> {
  const path = canonicalPath(input.path, 'path');
  const workspace = await enabledWorkspace(platform, input.workspaceId);
  const store = await storeFor(platform, actor, workspace);
  const where = storePath(workspace.rootPath, path);
  try {
    const stat = await store.stat(where);
    if (stat.type === 'directory') throw ruleViolation(WORKSPACE_KEYS.notADocument);
    const tooLarge = ruleViolation(WORKSPACE_KEYS.tooLarge, {
      count: WORKSPACE_ATTACHMENT_MAX_BYTES / (1024 * 1024),
    });
    if (stat.size > WORKSPACE_ATTACHMENT_MAX_BYTES) throw tooLarge;
    const bytes = await store.read(where);
    // The size the store announced is its word; the bytes received decide.
    if (bytes.length > WORKSPACE_ATTACHMENT_MAX_BYTES) throw tooLarge;
    return { bytes, name: safeFileName(stat.basename), workspaceName: workspace.name, path };
  } catch (error) {
    throw storeRefusal(error);
  }
}

/** POST /<kind>/{id}/attachments/from_workspace: copies the document in and attaches it. */
export async function attachFromWorkspace(
  platform: Platform,
  kind: AnyDocumentKind,
  actor: Actor,
  id: number,
  input: AttachFromWorkspace,
): Promise<DocumentAttachment> {
  // Refused before any byte is fetched: a user who may not change the document costs no download.
  await assertAttachable(platform.database.db, kind, actor, id);
  const { bytes, name, workspaceName, path } = await download(platform, actor, input);
  const now = platform.clock();
  const stored = await storeMeasured(
    platform.storage,
    Readable.from([bytes]),
    now,
    CHAT_SNIFF_BYTES,
  );
  try {
    const mimeType = sniffChatFile(stored.head, name);
    if (!mimeType)
      throw new DomainError('validation_failed', 'validation:failed', {
        part: 'body',
        fields: [{ field: 'path', key: 'invalidType', params: { name } }],
      });
    const attachmentId = await platform.database.db.transaction(async (tx) => {
      // Checked again: the document may have gone to the trash during the download.
      await assertAttachable(tx, kind, actor, id);
      await repo.insertFile(tx, {
        id: stored.id,
        originalName: name,
        mimeType,
        size: stored.size,
        sha256: stored.sha256,
        storagePath: stored.key,
        ownerId: actor.userId,
        createdAt: now,
      });
      return repo.insertAttachment(tx, {
        entityType: kind.entity,
        entityId: id,
        fileId: stored.id,
        workspaceId: input.workspaceId,
        workspaceName,
        originPath: path,
        attachedById: actor.userId,
        attachedAt: now,
      });
    });
    const rows = await repo.attachmentsOf(platform.database.db, kind.entity, id);
    return presentAttachment(rows.find((row) => row.id === attachmentId)!);
  } catch (error) {
    await platform.storage.delete(stored.key);
    throw error;
  }
}

/**
 * DELETE /<kind>/{id}/attachments/{attachmentId}: detaches the document and removes its copy —
 * the `files` row in the same transaction, the bytes once it committed (as the files area does).
 */
export async function detachAttachment(
  platform: Platform,
  kind: AnyDocumentKind,
  actor: Actor,
  id: number,
  attachmentId: number,
): Promise<void> {
  const removed = await platform.database.db.transaction(async (tx) => {
    await assertAttachable(tx, kind, actor, id);
    const fileId = await repo.deleteAttachment(tx, kind.entity, id, attachmentId);
    if (fileId === undefined) throw notFound();
    return deleteFileRow(tx, fileId);
  });
  if (removed) await deleteFileBytes(platform.storage, removed);
}
