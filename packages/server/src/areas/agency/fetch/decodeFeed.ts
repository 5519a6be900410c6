/**
 * A feed's bytes as text. UTF-8 unless a byte-order mark, the Content-Type or the XML prolog
 * names another charset: Brazilian feeds still come in ISO-8859-1 and windows-1252.
 */
export function decodeFeed(body: Buffer, contentType: string | null): string {
  const label = bomCharset(body) ?? contentTypeCharset(contentType) ?? prologCharset(body);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label ?? 'utf-8');
  } catch {
    // An unknown label: UTF-8 is the likeliest truth.
    decoder = new TextDecoder('utf-8');
  }
  const text = decoder.decode(body);
  return decoder.encoding === 'windows-1252' ? withWindows1252Marks(text) : text;
}

/** What windows-1252 puts at 0x80–0x9F (undefined bytes stay as they are). */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

/**
 * Node's decoder reads windows-1252 (and its aliases latin1 and ISO-8859-1) as plain ISO-8859-1,
 * leaving curly quotes and dashes as control characters; no feed means those.
 */
function withWindows1252Marks(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

function bomCharset(body: Buffer): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  return null;
}

function contentTypeCharset(contentType: string | null): string | null {
  return /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1] ?? null;
}

function prologCharset(body: Buffer): string | null {
  // The prolog is ASCII in every charset a feed may use.
  const head = body.subarray(0, 200).toString('latin1');
  return /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1] ?? null;
}
