/**
 * What a chat file is, decided by its first bytes (spec 3 §5: type checked by content). Chats
 * carry the newsroom's everyday files — pictures, PDFs, office documents, audio, video, text —
 * and refuse executables and anything unrecognised. Office formats that are ZIP containers take
 * their precise type from the name's extension once the content is known to be a ZIP.
 */

/** How many leading bytes {@link sniffChatFile} reads. */
export const CHAT_SNIFF_BYTES = 512;

interface ChatSignature {
  mimeType: string;
  /** Bytes at `offset`; null matches any byte. */
  magic: readonly (number | null)[];
  offset?: number;
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: readonly ChatSignature[] = [
  { mimeType: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { mimeType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mimeType: 'image/gif', magic: ascii('GIF8') },
  { mimeType: 'image/webp', magic: [...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')] },
  { mimeType: 'audio/wav', magic: [...ascii('RIFF'), null, null, null, null, ...ascii('WAVE')] },
  { mimeType: 'application/pdf', magic: ascii('%PDF-') },
  { mimeType: 'application/rtf', magic: ascii('{\\rtf') },
  { mimeType: 'application/zip', magic: [0x50, 0x4b, 0x03, 0x04] },
  { mimeType: 'application/x-cfb', magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  { mimeType: 'audio/mpeg', magic: ascii('ID3') },
  { mimeType: 'audio/mpeg', magic: [0xff, 0xfb] },
  { mimeType: 'audio/mpeg', magic: [0xff, 0xf3] },
  { mimeType: 'audio/ogg', magic: ascii('OggS') },
  { mimeType: 'video/mp4', magic: ascii('ftyp'), offset: 4 },
];

/** ZIP and compound-file containers named by their extension (documents, sheets, slides). */
const CONTAINER_TYPES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'application/zip': {
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    odt: 'application/vnd.oasis.opendocument.text',
    ods: 'application/vnd.oasis.opendocument.spreadsheet',
    odp: 'application/vnd.oasis.opendocument.presentation',
  },
  'application/x-cfb': {
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
  },
};

function matches(head: Uint8Array, signature: ChatSignature): boolean {
  const offset = signature.offset ?? 0;
  if (head.length < offset + signature.magic.length) return false;
  return signature.magic.every((byte, i) => byte === null || head[offset + i] === byte);
}

/** Text: no NUL and no control bytes but tab, line feed, form feed and carriage return. */
function looksLikeText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  return head.every(
    (byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d,
  );
}

/**
 * The media type a chat file is served with, or null when refused. A compound file without a
 * known extension is refused (it may carry macros the name does not admit to).
 */
export function sniffChatFile(head: Uint8Array, fileName: string): string | null {
  const found = SIGNATURES.find((signature) => matches(head, signature));
  if (!found) return looksLikeText(head) ? 'text/plain' : null;
  const containers = CONTAINER_TYPES[found.mimeType];
  if (!containers) return found.mimeType;
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return containers[extension] ?? (found.mimeType === 'application/zip' ? found.mimeType : null);
}
