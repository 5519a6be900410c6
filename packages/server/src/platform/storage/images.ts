import type { Readable } from 'node:stream';
import type { Sharp } from 'sharp';
import { onFirstUse } from '../onFirstUse';

/**
 * Image work on uploads with sharp (libvips, prebuilt inside its npm package): reading the
 * size from the content, and thumbnails.
 */

/** sharp, loaded at the first image (libvips takes about 200 ms to load). */
const sharp = onFirstUse(async () => (await import('sharp')).default);

/** Longest side of a thumbnail, in pixels. */
export const THUMBNAIL_MAX_SIDE = 200;
/** Largest image (in pixels) a thumbnail is made of; bigger ones are refused before decoding. */
const MAX_INPUT_PIXELS = 100_000_000;

/** Pipes a stream into sharp; sharp buffers the input and works when it ends. */
function feed(source: Readable, image: Sharp): Sharp {
  source.once('error', (error) => image.destroy(error));
  source.pipe(image);
  return image;
}

/** Width and height as shown (EXIF rotation applied). */
export interface ImageSize {
  width: number;
  height: number;
}

/** The size of an image, read from its header; null when the bytes are not a readable image. */
export async function readImageSize(source: Readable): Promise<ImageSize | null> {
  const image = (await sharp())({ limitInputPixels: false });
  try {
    const metadata = await feed(source, image).metadata();
    return { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  } catch {
    source.destroy();
    return null;
  }
}

/** The type of a file's thumbnail: JPEG for JPEG, PNG otherwise (keeps transparency). */
export function thumbnailMimeType(mimeType: string): 'image/jpeg' | 'image/png' {
  return mimeType === 'image/jpeg' ? 'image/jpeg' : 'image/png';
}

/** A thumbnail of at most {@link THUMBNAIL_MAX_SIDE} pixels a side, in {@link thumbnailMimeType}. */
export async function makeThumbnail(
  source: Readable,
  mimeType: string,
): Promise<{ data: Buffer; mimeType: 'image/jpeg' | 'image/png' }> {
  const image = (await sharp())({ limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const type = thumbnailMimeType(mimeType);
  const output = type === 'image/jpeg' ? image.jpeg({ quality: 80 }) : image.png();
  const data = await feed(source, output).toBuffer();
  return { data, mimeType: type };
}
