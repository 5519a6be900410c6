import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** One file part of a multipart body. */
export interface FilePart {
  field?: string;
  name: string;
  /** The content type the client claims (the server ignores it). */
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body and its content type, for `app.inject`. */
export function multipartBody(parts: FilePart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----nrcs${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.name}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real image of a size, made by sharp. */
export async function testImage(
  format: 'jpeg' | 'png' | 'gif',
  width: number,
  height: number,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  });
  return (
    format === 'jpeg' ? image.jpeg() : format === 'png' ? image.png() : image.gif()
  ).toBuffer();
}

/** Every file under a folder (relative paths); empty when the folder does not exist. */
export async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}
