/** A STOMP 1.2 frame; a repeated header keeps its first value, as the spec asks. */
export interface StompFrame {
  readonly command: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Thrown for input that breaks STOMP 1.2 framing; the connection must then be closed. */
export class StompProtocolError extends Error {
  override readonly name = 'StompProtocolError';
}

/** Largest frame (command to NUL, in bytes) a parser accepts unless told otherwise. */
export const DEFAULT_MAX_FRAME_BYTES = 64 * 1024;

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const COMMAND = /^[A-Z]+$/;
// Node's timers cannot wait longer; bigger heart-beats would fire at once.
const MAX_HEART_BEAT_MS = 2 ** 31 - 1;
const DIGITS = /^\d+$/;
// The spec exempts these two so that 1.0 peers can read them.
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED']);
const UNESCAPES = new Map([
  ['r', '\r'],
  ['n', '\n'],
  ['c', ':'],
  ['\\', '\\'],
]);

function escapeHeader(text: string): string {
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('\r', '\\r')
    .replaceAll('\n', '\\n')
    .replaceAll(':', '\\c');
}

function unescapeHeader(text: string): string {
  // `.?` also catches a trailing lone backslash, which is as fatal as an unknown escape.
  return text.replace(/\\(.?)/gs, (_match, code: string) => {
    const plain = UNESCAPES.get(code);
    if (plain === undefined) throw new StompProtocolError(`undefined header escape \\${code}`);
    return plain;
  });
}

/** Serializes a frame; headers are escaped except on CONNECT/CONNECTED, per STOMP 1.2. */
export function serializeFrame(frame: StompFrame): string {
  const escape = UNESCAPED_COMMANDS.has(frame.command) ? (text: string) => text : escapeHeader;
  let head = `${frame.command}\n`;
  for (const [name, value] of Object.entries(frame.headers)) {
    head += `${escape(name)}:${escape(value)}\n`;
  }
  return `${head}\n${frame.body}\0`;
}

/**
 * The MESSAGE frames of one publication to a destination, encoded once per body and
 * subscription id and shared by every socket they go to: subscribers of a topic mostly get the
 * same body under the same subscription id (clients number theirs alike), so an event costs a
 * frame or two instead of one per socket. The message-id names the message (one per body), not
 * the delivery, as brokers do for a topic; clients here never ack.
 */
export class MessageFrames {
  private readonly byBody = new Map<string, { messageId: string; frames: Map<string, Buffer> }>();

  constructor(
    private readonly destination: string,
    private readonly nextMessageId: () => string,
  ) {}

  /** The encoded frame of this body for this subscription id. */
  frame(subscription: string, body: string): Buffer {
    let message = this.byBody.get(body);
    if (!message) {
      message = { messageId: this.nextMessageId(), frames: new Map() };
      this.byBody.set(body, message);
    }
    let frame = message.frames.get(subscription);
    if (!frame) {
      const headers = {
        subscription,
        'message-id': message.messageId,
        destination: this.destination,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      };
      frame = Buffer.from(serializeFrame({ command: 'MESSAGE', headers, body }));
      message.frames.set(subscription, frame);
    }
    return frame;
  }
}

function parseHead(text: string): { command: string; headers: Record<string, string> } {
  const [commandLine = '', ...lines] = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (!COMMAND.test(commandLine)) {
    throw new StompProtocolError(`invalid command ${JSON.stringify(commandLine.slice(0, 40))}`);
  }
  const unescape = UNESCAPED_COMMANDS.has(commandLine) ? (raw: string) => raw : unescapeHeader;
  // No prototype, so header names such as "__proto__" stay plain data.
  const headers: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) throw new StompProtocolError('header line without a colon');
    const name = unescape(line.slice(0, colon));
    if (!(name in headers)) headers[name] = unescape(line.slice(colon + 1));
  }
  return { command: commandLine, headers };
}

/** Where the header block ends: the first EOL that is followed by another EOL. */
function findBlankLine(buffer: Buffer): { headEnd: number; bodyStart: number } | null {
  for (let lf = buffer.indexOf(LF); lf >= 0; lf = buffer.indexOf(LF, lf + 1)) {
    if (buffer[lf + 1] === LF) return { headEnd: lf, bodyStart: lf + 2 };
    if (buffer[lf + 1] === CR && buffer[lf + 2] === LF) return { headEnd: lf, bodyStart: lf + 3 };
  }
  return null;
}

/**
 * Incremental STOMP 1.2 parser: frames may span several WebSocket messages and one message may
 * hold several frames. Heart-beat EOLs between frames are skipped. After it throws, discard it.
 */
export class StompParser {
  // Bytes, not text, because content-length counts UTF-8 bytes.
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number = DEFAULT_MAX_FRAME_BYTES) {}

  /** Appends a chunk and returns the frames it completes; throws StompProtocolError. */
  push(chunk: string): StompFrame[] {
    const bytes = Buffer.from(chunk, 'utf8');
    this.buffer = this.buffer.length === 0 ? bytes : Buffer.concat([this.buffer, bytes]);
    const frames: StompFrame[] = [];
    for (;;) {
      this.skipHeartbeats();
      const frame = this.nextFrame();
      if (frame === null) return frames;
      frames.push(frame);
    }
  }

  private skipHeartbeats(): void {
    let start = 0;
    for (;;) {
      if (this.buffer[start] === LF) start += 1;
      else if (this.buffer[start] === CR && this.buffer[start + 1] === LF) start += 2;
      else break;
    }
    if (start > 0) this.buffer = this.buffer.subarray(start);
  }

  private nextFrame(): StompFrame | null {
    const buffer = this.buffer;
    if (buffer.length === 0) return null;
    const blank = findBlankLine(buffer);
    if (buffer.subarray(0, blank?.headEnd ?? buffer.length).includes(NUL)) {
      throw new StompProtocolError('frame ends inside its headers');
    }
    if (blank === null) return this.incomplete(buffer.length);
    const { command, headers } = parseHead(buffer.toString('utf8', 0, blank.headEnd));
    const declared = headers['content-length'];
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!DIGITS.test(declared)) throw new StompProtocolError('invalid content-length');
      bodyEnd = blank.bodyStart + Number(declared);
      // Refuse an oversized declaration now rather than buffering up to it.
      this.checkSize(bodyEnd + 1);
      if (buffer.length <= bodyEnd) return null;
      if (buffer[bodyEnd] !== NUL)
        throw new StompProtocolError('body does not end at content-length');
    } else {
      bodyEnd = buffer.indexOf(NUL, blank.bodyStart);
      if (bodyEnd < 0) return this.incomplete(buffer.length);
      this.checkSize(bodyEnd + 1);
    }
    this.buffer = buffer.subarray(bodyEnd + 1);
    return { command, headers, body: buffer.toString('utf8', blank.bodyStart, bodyEnd) };
  }

  private incomplete(bufferedBytes: number): null {
    this.checkSize(bufferedBytes);
    return null;
  }

  private checkSize(frameBytes: number): void {
    if (frameBytes > this.maxFrameBytes) {
      throw new StompProtocolError(`frame larger than ${this.maxFrameBytes} bytes`);
    }
  }
}

/** Parses a heart-beat header "x,y" in ms; an absent header means "0,0" (none). */
export function parseHeartBeat(value: string | undefined): readonly [number, number] {
  if (value === undefined) return [0, 0];
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value);
  const sends = Number(match?.[1]);
  const wants = Number(match?.[2]);
  if (!(sends <= MAX_HEART_BEAT_MS && wants <= MAX_HEART_BEAT_MS)) {
    throw new StompProtocolError(`invalid heart-beat ${JSON.stringify(value)}`);
  }
  return [sends, wants];
}

/** Negotiated heart-beat intervals in ms from the server's side; 0 means none that way. */
export interface HeartBeatPlan {
  readonly sendMs: number;
  readonly expectMs: number;
}

/** Negotiates heart-beats from both "can send, wants to receive" offers (STOMP 1.2). */
export function negotiateHeartBeat(
  server: readonly [number, number],
  client: readonly [number, number],
): HeartBeatPlan {
  const [serverSends, serverWants] = server;
  const [clientSends, clientWants] = client;
  return {
    sendMs: serverSends > 0 && clientWants > 0 ? Math.max(serverSends, clientWants) : 0,
    expectMs: clientSends > 0 && serverWants > 0 ? Math.max(clientSends, serverWants) : 0,
  };
}
