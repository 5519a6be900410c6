import type { SniffedType } from './fileType';

/** One megabyte as the limits count it (10 MB = 10 × 1024 × 1024 bytes). */
export const MEGABYTE = 1024 * 1024;

/** What an upload is for; each kind accepts its own formats and size. */
export const UPLOAD_KINDS = {
  /** Images in documents (spec 1 §5): one JPEG or PNG of at most 10 MB. */
  image: {
    mimeTypes: ['image/jpeg', 'image/png'],
    extensions: ['jpg', 'jpeg', 'png'],
    maxBytes: 10 * MEGABYTE,
  },
  /** The installation logo (spec 3 §5): PNG, JPG, JPEG or GIF of at most 10 MB, best at 90×90. */
  logo: {
    mimeTypes: ['image/png', 'image/jpeg', 'image/gif'],
    extensions: ['png', 'jpg', 'jpeg', 'gif'],
    maxBytes: 10 * MEGABYTE,
  },
} as const satisfies Record<
  string,
  { mimeTypes: readonly SniffedType['mimeType'][]; extensions: readonly string[]; maxBytes: number }
>;

/** A kind of upload. */
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Why an upload is refused: the `validation:*` keys the API answers with. */
export type UploadProblem = 'invalidType' | 'invalidSize';

/** The largest size of an upload kind in whole megabytes, for messages. */
export function maxMegabytes(kind: UploadKind): number {
  return Math.floor(UPLOAD_KINDS[kind].maxBytes / MEGABYTE);
}

/** The server's decision: by the type sniffed from the content and the bytes received. */
export function checkUpload(
  kind: UploadKind,
  detected: SniffedType | null,
  sizeBytes: number,
): UploadProblem | null {
  const rules = UPLOAD_KINDS[kind];
  if (sizeBytes > rules.maxBytes) return 'invalidSize';
  if (!detected || !(rules.mimeTypes as readonly string[]).includes(detected.mimeType))
    return 'invalidType';
  return null;
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The browser's early check, mirroring the server's with what a browser knows before sending:
 * the name's extension, the type it guessed and the size. It only saves a pointless upload;
 * the server, which reads the content, decides.
 */
export function precheckUpload(
  kind: UploadKind,
  file: { name: string; type: string; size: number },
): UploadProblem | null {
  const rules = UPLOAD_KINDS[kind];
  const isKnownExtension = (rules.extensions as readonly string[]).includes(extensionOf(file.name));
  // Browsers leave `type` empty when they cannot tell; the extension decides then.
  const isKnownType =
    file.type === '' || (rules.mimeTypes as readonly string[]).includes(file.type);
  if (!isKnownExtension || !isKnownType) return 'invalidType';
  if (file.size > rules.maxBytes) return 'invalidSize';
  return null;
}

/** Longest file name kept (the column's size). */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * A client's file name made harmless to store and to send back in Content-Disposition: the last
 * path segment only, no control characters, quotes, backslashes or separators, at most 255
 * characters with the extension kept. Never used to build a storage path.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"*:<>?|;]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return fallback;
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const keep = extension && extension.length < 16 ? `.${extension}` : '';
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - keep.length) + keep;
}
