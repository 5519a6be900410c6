import { z } from 'zod';

/**
 * A document attached to a guideline, story or reportage. The bytes are a copy kept in the
 * newsroom's file storage (GET /files/{fileId}), so the attachment opens when the store is down
 * or the original moved; where it came from is kept beside it.
 */
export const documentAttachmentSchema = z.object({
  id: z.number().int().positive(),
  fileId: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  /** The workspace it was copied from (null once that workspace is deleted). */
  workspaceId: z.number().int().nullable(),
  /** The workspace's name when it was copied. */
  workspaceName: z.string(),
  /** Its path in the workspace when it was copied. */
  originPath: z.string(),
  attachedBy: z.string(),
  attachedAt: z.string(),
});
export type DocumentAttachment = z.infer<typeof documentAttachmentSchema>;

/** POST /<kind>/{id}/attachments/from_workspace */
export const attachFromWorkspaceSchema = z.object({
  workspaceId: z.number().int().positive(),
  path: z.string().min(1).max(1000),
});
export type AttachFromWorkspace = z.output<typeof attachFromWorkspaceSchema>;
