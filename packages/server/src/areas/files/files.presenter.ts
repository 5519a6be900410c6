import { contentDisposition } from '../../platform/http/contentDisposition';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FileRow } from './files.repository';

/** An uploaded file as the API shows it. */
export const fileViewSchema = z.object({
  id: z.string(),
  /** The client's file name, made safe. */
  originalName: z.string(),
  /** Media type detected from the content. */
  mimeType: z.string(),
  /** Size in bytes. */
  size: z.number().int(),
  /** Pixels, EXIF rotation applied; null when not an image. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type FileView = z.infer<typeof fileViewSchema>;

/** Row → API shape. */
export function presentFile(row: FileRow): FileView {
  return {
    id: row.id,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
  };
}

/** The headers of stored bytes sent back: the type detected at upload, never sniffed by the browser. */
export function fileHeaders(reply: FastifyReply, mimeType: string): FastifyReply {
  return reply.header('content-type', mimeType).header('x-content-type-options', 'nosniff');
}

/** Answers stored bytes whole: their type, size and name, inline or as a download. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { mimeType: string; size: number; name: string },
  download: boolean,
  body: unknown,
): FastifyReply {
  return fileHeaders(reply, file.mimeType)
    .header('content-length', file.size)
    .header(
      'content-disposition',
      contentDisposition(download ? 'attachment' : 'inline', file.name),
    )
    .send(body);
}
