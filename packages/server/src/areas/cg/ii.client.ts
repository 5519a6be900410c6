import net from 'node:net';
import type { DeviceCharset } from '@newsroom/domain';
import { decodeText, encodeText, parseIiAnswer } from './ii.protocol';

/** Where an II device listens and how it speaks. */
export interface IiEndpoint {
  host: string;
  port: number;
  charset: DeviceCharset;
}

/** Time limits of an exchange, in ms. */
export interface IiTimeouts {
  /** To open the TCP connection. */
  connectMs: number;
  /** For the bytes of one command to be handed to the network. */
  writeMs: number;
  /** For the device's answer to one command; a silent device is taken as having accepted it. */
  answerMs: number;
}

/** The II limits: one value (config CG_II_TIMEOUT_MS) for the connection, each write and each answer. */
export function iiTimeouts(ms: number): IiTimeouts {
  return { connectMs: ms, writeMs: ms, answerMs: ms };
}

/** The device could not be reached, refused a command, or went away. */
export class IiFailure extends Error {
  constructor(
    readonly reason: 'unreachable' | 'refused' | 'closed' | 'timeout',
    message: string,
    /** How many commands the device had accepted before. */
    readonly accepted: number,
  ) {
    super(message);
    this.name = 'IiFailure';
  }
}

/** Splits complete lines (LF-terminated, CR dropped) off a byte buffer in a charset. */
function takeLines(buffer: Buffer, charset: DeviceCharset): { lines: string[]; rest: Buffer } {
  const lines: string[] = [];
  const wide = charset === 'UTF-16BE';
  let start = 0;
  for (let i = 0; i < buffer.length; i += wide ? 2 : 1) {
    const isLf = wide ? buffer[i] === 0 && buffer[i + 1] === 0x0a : buffer[i] === 0x0a;
    if (!isLf) continue;
    lines.push(decodeText(buffer.subarray(start, i), charset).replace(/\r$/, ''));
    start = i + (wide ? 2 : 1);
  }
  return { lines, rest: buffer.subarray(start) };
}

/**
 * Sends II commands to a device, one at a time over one TCP connection, each waiting for the
 * device's answer (or `answerMs` of silence) before the next. Resolves with the number of
 * commands sent; rejects with {@link IiFailure} when the device cannot be reached within
 * `connectMs`, refuses a command, closes the connection, or a write does not complete in
 * `writeMs`. The socket is always destroyed at the end: the call never hangs.
 */
export function sendIiCommands(
  endpoint: IiEndpoint,
  commands: readonly string[],
  timeouts: IiTimeouts,
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const socket = net.createConnection({ host: endpoint.host, port: endpoint.port });
    let buffer: Buffer = Buffer.alloc(0);
    let accepted = 0;
    let connected = false;
    let finished = false;
    let timer: NodeJS.Timeout | null = null;
    /** What to do with the next answer line, while waiting for one. */
    let onAnswer: ((answer: ReturnType<typeof parseIiAnswer>) => void) | null = null;

    const arm = (ms: number, onTimeout: () => void) => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(onTimeout, ms);
    };
    const finish = (error: IiFailure | null) => {
      if (finished) return;
      finished = true;
      if (timer) clearTimeout(timer);
      socket.removeAllListeners('data');
      socket.destroy();
      if (error) reject(error);
      else resolve(accepted);
    };
    const fail = (reason: IiFailure['reason'], message: string) =>
      finish(new IiFailure(reason, message, accepted));

    const sendNext = () => {
      if (finished) return;
      const command = commands[accepted];
      if (command === undefined) {
        finish(null);
        return;
      }
      let answered = false;
      const next = () => {
        if (answered || finished) return;
        answered = true;
        accepted += 1;
        sendNext();
      };
      onAnswer = (answer) => {
        if (answer.kind === 'accepted') next();
        else if (answer.kind === 'refused') fail('refused', answer.reason);
      };
      arm(timeouts.writeMs, () => fail('timeout', 'write timed out'));
      socket.write(encodeText(command, endpoint.charset), (error) => {
        if (finished || answered) return;
        if (error) fail('closed', error.message);
        // A device that does not answer is taken as having accepted the command.
        else arm(timeouts.answerMs, next);
      });
    };

    arm(timeouts.connectMs, () => fail('unreachable', 'connect timed out'));
    socket.once('connect', () => {
      connected = true;
      sendNext();
    });
    socket.on('data', (chunk: Buffer) => {
      const { lines, rest } = takeLines(Buffer.concat([buffer, chunk]), endpoint.charset);
      buffer = rest;
      for (const line of lines) {
        const answer = parseIiAnswer(line);
        if (onAnswer) onAnswer(answer);
        else if (answer.kind === 'refused') fail('refused', answer.reason);
        if (finished) return;
      }
    });
    socket.on('error', (error) => fail(connected ? 'closed' : 'unreachable', error.message));
    socket.on('close', () => fail(connected ? 'closed' : 'unreachable', 'connection closed'));
  });
}
