import { z } from 'zod';
import { apiRequest } from '../../../shared/api';

/** An uploaded file as the server answers it. */
export const fileViewSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  /** Media type detected by the server from the content. */
  mimeType: z.string(),
  /** Bytes. */
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
/** An uploaded file. */
export type FileView = z.infer<typeof fileViewSchema>;

/** POST /api/files/single: uploads one image (JPEG or PNG by content, at most 10 MB). */
export function uploadImage(file: File): Promise<FileView> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest('/api/files/single', {
    method: 'POST',
    multipart: body,
    schema: fileViewSchema,
  });
}

/** Address of a file's bytes. */
export function fileUrl(id: string): string {
  return `/api/files/${encodeURIComponent(id)}`;
}

/** Address of a file's thumbnail (at most 200 px a side). */
export function thumbnailUrl(id: string): string {
  return `/api/files/${encodeURIComponent(id)}/thumbnail`;
}
