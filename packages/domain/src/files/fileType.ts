/**
 * Content sniffing: an upload's type is decided by its first bytes, never by its name or the
 * content type the client sent, so a script renamed `photo.png` is refused. Only the formats
 * the product accepts are listed; anything else is "unknown".
 */

/** A content type recognised from its signature. */
export interface SniffedType {
  /** The media type served back (Content-Type). */
  mimeType: 'image/jpeg' | 'image/png' | 'image/gif';
  /** The usual file-name extension, without a dot. */
  extension: 'jpg' | 'png' | 'gif';
}

interface Signature extends SniffedType {
  /** Leading bytes; `null` matches any byte. */
  magic: readonly (number | null)[];
}

/** Signatures by format: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, GIF "GIF87a" / "GIF89a". */
const SIGNATURES: readonly Signature[] = [
  { mimeType: 'image/jpeg', extension: 'jpg', magic: [0xff, 0xd8, 0xff] },
  {
    mimeType: 'image/png',
    extension: 'png',
    magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  },
  { mimeType: 'image/gif', extension: 'gif', magic: [0x47, 0x49, 0x46, 0x38, null, 0x61] },
];

/** How many leading bytes {@link sniffFileType} needs. */
export const SNIFF_BYTES = Math.max(...SIGNATURES.map((s) => s.magic.length));

function matches(head: Uint8Array, signature: Signature): boolean {
  if (head.length < signature.magic.length) return false;
  return signature.magic.every((byte, i) => {
    if (byte !== null) return head[i] === byte;
    // GIF version digit: '7' (87a) or '9' (89a).
    return head[i] === 0x37 || head[i] === 0x39;
  });
}

/** The type of a file from its first {@link SNIFF_BYTES} bytes, or null when not recognised. */
export function sniffFileType(head: Uint8Array): SniffedType | null {
  const found = SIGNATURES.find((signature) => matches(head, signature));
  return found ? { mimeType: found.mimeType, extension: found.extension } : null;
}
