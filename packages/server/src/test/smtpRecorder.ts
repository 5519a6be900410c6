import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAuthentication } from 'smtp-server';

/**
 * An SMTP server on loopback (smtp-server, in-process) that records what it receives, for the
 * mail peer tests: the login, the envelope and the raw message, which {@link parseMime} splits
 * into its parts. `refusal` set makes it answer every MAIL FROM with that temporary error.
 */

/** One received message. */
export interface ReceivedMail {
  login: string | null;
  from: string;
  to: string[];
  raw: string;
}

/** The running recorder. */
export interface SmtpRecorder {
  port: number;
  received: ReceivedMail[];
  /** When set, MAIL FROM is refused with these words (a 451). */
  refusal: string | null;
  close(): Promise<void>;
}

/** Starts a recorder accepting `user`/`password` logins (AUTH is required). */
export async function startSmtpRecorder(user: string, password: string): Promise<SmtpRecorder> {
  const recorder: SmtpRecorder = {
    port: 0,
    received: [],
    refusal: null,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Plain text on loopback: no STARTTLS offered, so the client logs in without TLS.
    hideSTARTTLS: true,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onMailFrom(_address, _session, callback) {
      if (!recorder.refusal) return callback();
      const error = Object.assign(new Error(recorder.refusal), { responseCode: 451 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        recorder.received.push({
          login: typeof session.user === 'string' ? session.user : null,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  recorder.port = (server.server.address() as AddressInfo).port;
  return recorder;
}

/** A leaf part of a MIME message, its body decoded. */
export interface MimePart {
  contentType: string;
  /** The file name of an attachment. */
  filename: string | null;
  body: Buffer;
}

/** The headers of an entity, unfolded, names in lower case. */
function headersOf(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** A header parameter, RFC 2231 continuations (`name*0*=utf-8''…`) joined and decoded. */
function paramOf(header: string, name: string): string | null {
  const pattern = new RegExp(`;\\s*${name}(\\*\\d+)?(\\*)?=("[^"]*"|[^;\\s]*)`, 'gi');
  const pieces = [...header.matchAll(pattern)];
  if (pieces.length === 0) return null;
  const joined = pieces.map((m) => m[3]!.replace(/^"|"$/g, '')).join('');
  if (!pieces.some((m) => m[2])) return joined;
  return decodeURIComponent(joined.replace(/^[^']*'[^']*'/, ''));
}

function decodeBody(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'latin1');
}

/** The leaf parts of a raw message (latin1 string of its bytes), multiparts walked in order. */
export function parseMime(raw: string): { headers: Map<string, string>; parts: MimePart[] } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = paramOf(contentType, 'boundary');
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1, -1);
    return {
      headers,
      parts: pieces.flatMap((piece) => parseMime(piece.replace(/^\r?\n/, '')).parts),
    };
  }
  const disposition = headers.get('content-disposition') ?? '';
  return {
    headers,
    parts: [
      {
        contentType: contentType.split(';')[0]!.trim().toLowerCase(),
        filename: paramOf(disposition, 'filename'),
        body: decodeBody(
          body.replace(/\r?\n$/, ''),
          (headers.get('content-transfer-encoding') ?? '').toLowerCase(),
        ),
      },
    ],
  };
}

/** An RFC 2047 header value (`=?UTF-8?Q?…?=` words) as text. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable').toString('utf8'),
    );
}
