import net from 'node:net';
import { firstReceived } from './firstReceived';
import { checkMessage } from './mosGrammar';
import { child, childText, readXml, writeXml, type XmlElement } from './mosXml';
import { mosAckXml, mosListAllXml, mosObjXml, type StrictObject } from './strictMosObjects';

/**
 * A MOS device written straight from the MOS 2.8.5 protocol for the tests — raw TCP sockets,
 * UTF-16 big-endian, its own XML reader — not from the library the newsroom uses. It listens on
 * its lower, upper and query ports, checks every message the newsroom sends (header order and
 * ids, tag order, value formats), answers as a playout would and keeps the running orders it was
 * told, so a test can compare them with the rundown. It can refuse (NACK), answer late, go away
 * and come back, and send roElementStat to the newsroom in pieces of any size. It announces its
 * objects (profile 1): one at a time (mosObj), or its whole list (mosListAll) when asked (mosReqAll).
 */

export interface HeldItem {
  id: string;
  slug: string;
  objectId: string;
  channel: string;
}
export interface HeldStory {
  id: string;
  slug: string;
  items: HeldItem[];
}
export interface HeldRunningOrder {
  id: string;
  slug: string;
  edStart: string;
  edDur: string;
  stories: HeldStory[];
}

/** A message the device read, with what its checks found wrong. */
export interface StrictReceived {
  port: Port;
  type: string;
  roId: string;
  messageId: string;
  problems: string[];
  xml: string;
  /** When it was read (performance.now()), for latency figures. */
  at: number;
}

type Port = 'lower' | 'upper' | 'query';
type Ports = Record<Port, number>;

/** How the next ro* messages are answered: acknowledged, refused, or answered after `ms`. */
export type Answering =
  { kind: 'ack' } | { kind: 'nack'; count: number } | { kind: 'late'; ms: number; count: number };

const encode = (text: string): Buffer => Buffer.from(text, 'utf16le').swap16();
const decode = (bytes: Buffer): string => Buffer.from(bytes).swap16().toString('utf16le');
const END = encode('</mos>');

/** Complete messages at the start of `buffer` (UTF-16BE, so only at even offsets) and the rest. */
function takeMessages(buffer: Buffer): { messages: string[]; rest: Buffer } {
  const messages: string[] = [];
  let start = 0;
  for (let at = buffer.indexOf(END, start); at !== -1; at = buffer.indexOf(END, at + 1)) {
    if ((at - start) % 2 !== 0) continue;
    messages.push(decode(buffer.subarray(start, at + END.length)));
    start = at + END.length;
  }
  return { messages, rest: buffer.subarray(start) };
}

const storyOf = (story: XmlElement): HeldStory => ({
  id: childText(story, 'storyID'),
  slug: childText(story, 'storySlug'),
  items: story.children.filter((c) => c.name === 'item').map(itemOf),
});
const itemOf = (item: XmlElement): HeldItem => ({
  id: childText(item, 'itemID'),
  slug: childText(item, 'itemSlug'),
  objectId: childText(item, 'objID'),
  channel: childText(item, 'itemChannel'),
});

export class StrictMosDevice {
  readonly received: StrictReceived[] = [];
  readonly runningOrders = new Map<string, HeldRunningOrder>();
  answering: Answering = { kind: 'ack' };
  /** The objects it holds: its mosListAll when the newsroom sends mosReqAll. */
  objects: StrictObject[] = [];
  /** The newsroom's answers to the lists it sent after a mosReqAll. */
  readonly listAnswers: { ack: XmlElement; problems: string[] }[] = [];
  private servers: net.Server[] = [];
  private sockets = new Set<net.Socket>();
  private messageId = 1;

  constructor(
    readonly mosId: string,
    readonly ports: Ports,
    readonly newsroom: { ncsId: string; ports: Ports },
  ) {}

  /** Every problem found in what the newsroom sent, one line each. */
  get problems(): string[] {
    return this.received.flatMap((m) => m.problems.map((p) => `${m.type}: ${p}`));
  }

  async start(): Promise<void> {
    for (const port of ['lower', 'upper', 'query'] as const) {
      const server = net.createServer((socket) => this.serve(port, socket));
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(this.ports[port], '127.0.0.1', () => resolve());
      });
      this.servers.push(server);
    }
  }

  /** Closes its ports and every connection (an outage); `start` brings it back. */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await Promise.all(
      this.servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
    this.servers = [];
  }

  /** Resolves with the first message received since `from` that matches (polling, at most `ms`). */
  next(match: (m: StrictReceived) => boolean, from = 0, ms = 8_000): Promise<StrictReceived> {
    return firstReceived(this.received, match, from, ms, (m) => m.type);
  }

  /**
   * Sends roElementStat for a story to the newsroom's upper port, written `pieceBytes` bytes at
   * a time (odd sizes split characters), and resolves with the roAck it answered.
   */
  storyStatus(
    roId: string,
    storyId: string,
    status: string,
    pieceBytes = Infinity,
  ): Promise<{ ack: XmlElement; problems: string[] }> {
    const body = writeXml('roElementStat', [
      ['roID', roId],
      ['storyID', storyId],
      ['status', status],
      ['time', new Date().toISOString().slice(0, 19)],
    ]).replace('<roElementStat>', '<roElementStat element="STORY">');
    return this.ask(this.newsroom.ports.upper, body, pieceBytes);
  }

  /** Sends a heartbeat to the newsroom's lower port in pieces; resolves with its answer. */
  heartbeat(pieceBytes = Infinity): Promise<{ ack: XmlElement; problems: string[] }> {
    return this.ask(
      this.newsroom.ports.lower,
      writeXml('heartbeat', [['time', new Date().toISOString().slice(0, 19)]]),
      pieceBytes,
    );
  }

  /** Asks the newsroom for a running order (roReq, upper port); resolves with its answer. */
  requestRunningOrder(roId: string) {
    return this.ask(this.newsroom.ports.upper, writeXml('roReq', [['roID', roId]]), Infinity);
  }

  /** Announces one object (mosObj, lower port); resolves with the newsroom's mosAck. */
  announce(object: StrictObject) {
    return this.ask(this.newsroom.ports.lower, mosObjXml(object), Infinity);
  }

  /** Sends its whole object list (mosListAll, lower port); resolves with the newsroom's mosAck. */
  announceAll(objects: StrictObject[] = this.objects) {
    return this.ask(this.newsroom.ports.lower, mosListAllXml(objects), Infinity);
  }

  /** Asks the newsroom for its machine info (reqMachInfo, lower port). */
  requestMachineInfo() {
    return this.ask(this.newsroom.ports.lower, '<reqMachInfo/>', Infinity);
  }

  /** Sends a heartbeat padded to about `bytes` (whitespace between tags), in pieces. */
  bigHeartbeat(bytes: number, pieceBytes: number) {
    const time = writeXml('time', new Date().toISOString().slice(0, 19));
    const padding = ' '.repeat(Math.ceil(bytes / 2));
    return this.ask(
      this.newsroom.ports.lower,
      `<heartbeat>${padding}${time}</heartbeat>`,
      pieceBytes,
    );
  }

  /**
   * Opens <mos> on the newsroom's lower port and writes `chars` characters without closing it;
   * resolves true when the newsroom hangs up, false when it is still listening after the writes.
   */
  flood(chars: number): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(this.newsroom.ports.lower, '127.0.0.1');
      let closed = false;
      socket.on('close', () => {
        closed = true;
        resolve(true);
      });
      socket.on('error', () => undefined);
      socket.on('connect', async () => {
        socket.write(encode('<mos>'));
        const piece = encode('x'.repeat(64 * 1024));
        for (let sent = 0; sent < chars && !closed; sent += 64 * 1024)
          if (!socket.write(piece)) await new Promise((r) => socket.once('drain', r));
        // Generous: a hang-up resolves at once, and a loaded machine reads the bytes late.
        setTimeout(() => {
          if (closed) return;
          socket.destroy();
          resolve(false);
        }, 10_000);
      });
      socket.on('timeout', reject);
    });
  }

  /** Opens a connection to the newsroom, writes `body` in a <mos> and reads one answer. */
  private ask(
    port: number,
    body: string,
    pieceBytes: number,
  ): Promise<{ ack: XmlElement; problems: string[] }> {
    const bytes = encode(this.envelope(body));
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let buffer = Buffer.alloc(0);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error('the newsroom did not answer'));
      }, 5_000);
      socket.on('error', reject);
      socket.on('data', (data) => {
        const { messages } = takeMessages((buffer = Buffer.concat([buffer, data])));
        if (messages.length === 0) return;
        clearTimeout(timer);
        socket.destroy();
        const mos = readXml(messages[0]!);
        const { message, problems } = checkMessage(mos, {
          mosId: this.mosId,
          ncsId: this.newsroom.ncsId,
        });
        resolve({ ack: message ?? mos, problems });
      });
      socket.on('connect', async () => {
        for (let at = 0; at < bytes.length; at += Math.min(pieceBytes, bytes.length)) {
          socket.write(bytes.subarray(at, at + Math.min(pieceBytes, bytes.length)));
          if (pieceBytes < bytes.length) await new Promise((r) => setImmediate(r));
        }
      });
    });
  }

  /** A message in its <mos> with the header; a reply carries the messageID it answers. */
  private envelope(body: string, replyTo?: string): string {
    const id = replyTo ?? String(this.messageId++);
    return `<mos><mosID>${this.mosId}</mosID><ncsID>${this.newsroom.ncsId}</ncsID><messageID>${id}</messageID>${body}</mos>`;
  }

  private serve(port: Port, socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer: Buffer = Buffer.alloc(0);
    socket.on('data', (data) => {
      const taken = takeMessages(Buffer.concat([buffer, data]));
      buffer = taken.rest;
      for (const xml of taken.messages) this.read(port, socket, xml);
    });
  }

  private read(port: Port, socket: net.Socket, xml: string): void {
    let mos: XmlElement;
    try {
      mos = readXml(xml);
    } catch (err) {
      this.received.push({
        port,
        type: '',
        roId: '',
        messageId: '',
        problems: [String(err)],
        xml,
        at: performance.now(),
      });
      return;
    }
    const { type, message, problems } = checkMessage(mos, {
      mosId: this.mosId,
      ncsId: this.newsroom.ncsId,
    });
    const roId = message ? childText(message, 'roID') : '';
    const messageId = childText(mos, 'messageID');
    // A change sent again under the same messageID (a resend after a timeout) would be applied twice.
    const previous = this.received.findLast((m) => m.port === port && m.type.startsWith('ro'));
    if (type.startsWith('ro') && previous?.messageId === messageId)
      problems.push(`messageID ${messageId} sent again`);
    this.received.push({
      port,
      type,
      roId,
      messageId,
      problems,
      xml,
      at: performance.now(),
    });
    const answer = message ? this.answer(message) : null;
    if (!answer) return;
    const reply = () => {
      if (!socket.destroyed)
        socket.write(encode(this.envelope(answer.body, childText(mos, 'messageID'))));
    };
    if (answer.delayMs > 0) setTimeout(reply, answer.delayMs);
    else reply();
  }

  /** The answer to a message (after applying it when acknowledged). */
  private answer(message: XmlElement): { body: string; delayMs: number } | null {
    const now = new Date().toISOString().slice(0, 19);
    if (message.name === 'heartbeat')
      return { body: writeXml('heartbeat', [['time', now]]), delayMs: 0 };
    if (message.name === 'reqMachInfo') return { body: this.machineInfo(now), delayMs: 0 };
    if (message.name === 'mosReqAll') {
      // Acknowledged first; the list follows on a connection of its own (pause 0).
      setImmediate(() => {
        this.announceAll().then(
          (answer) => this.listAnswers.push(answer),
          () => undefined,
        );
      });
      return { body: mosAckXml('0', 'ACK'), delayMs: 0 };
    }
    if (!message.name.startsWith('ro')) return null;
    const roId = childText(message, 'roID');
    const answering = this.answering;
    if (answering.kind === 'nack') {
      if (--answering.count <= 0) this.answering = { kind: 'ack' };
      return { body: this.roAck(roId, 'NACK'), delayMs: 0 };
    }
    this.apply(message);
    if (answering.kind === 'late') {
      if (--answering.count <= 0) this.answering = { kind: 'ack' };
      return { body: this.roAck(roId, 'OK'), delayMs: answering.ms };
    }
    return { body: this.roAck(roId, 'OK'), delayMs: 0 };
  }

  private roAck(roId: string, status: string): string {
    return writeXml('roAck', [
      ['roID', roId],
      ['roStatus', status],
    ]);
  }

  private machineInfo(now: string): string {
    const profiles = [0, 1, 2].map((n) => `<mosProfile number="${n}">YES</mosProfile>`).join('');
    return writeXml('listMachInfo', [
      ['manufacturer', 'Strict Devices'],
      ['model', 'SD-2.8.5'],
      ['hwRev', '1.0'],
      ['swRev', '2.8.5'],
      ['DOM', '2026-01-01'],
      ['SN', 'SD-1'],
      ['ID', this.mosId],
      ['time', now],
      ['mosRev', '2.8.5'],
      ['supportedProfiles', []],
    ]).replace(
      '<supportedProfiles></supportedProfiles>',
      `<supportedProfiles deviceType="MOS">${profiles}</supportedProfiles>`,
    );
  }

  /** Keeps what a running-order message says. */
  private apply(message: XmlElement): void {
    const roId = childText(message, 'roID');
    const stories = () => message.children.filter((c) => c.name === 'story').map(storyOf);
    switch (message.name) {
      case 'roCreate':
      case 'roReplace':
        this.runningOrders.set(roId, {
          id: roId,
          slug: childText(message, 'roSlug'),
          edStart: childText(message, 'roEdStart'),
          edDur: childText(message, 'roEdDur'),
          stories: stories(),
        });
        return;
      case 'roDelete':
        this.runningOrders.delete(roId);
        return;
      case 'roMetadataReplace': {
        const held = this.runningOrders.get(roId);
        if (held)
          Object.assign(held, {
            slug: childText(message, 'roSlug'),
            edStart: childText(message, 'roEdStart'),
            edDur: childText(message, 'roEdDur'),
          });
        return;
      }
      case 'roElementAction': {
        const held = this.runningOrders.get(roId);
        if (held) elementAction(held, message);
        return;
      }
    }
  }
}

/** Applies a roElementAction on stories or items (INSERT, REPLACE, MOVE, DELETE, SWAP). */
function elementAction(ro: HeldRunningOrder, message: XmlElement): void {
  const operation = message.attributes.operation ?? '';
  const target = child(message, 'element_target');
  const source = child(message, 'element_source')!;
  const targetStory = target ? childText(target, 'storyID') : '';
  const targetItem = target ? childText(target, 'itemID') : '';
  const ids = (name: string) => source.children.filter((c) => c.name === name).map((c) => c.text);
  const storyIndex = (id: string) => ro.stories.findIndex((s) => s.id === id);
  const onItems = targetItem !== '' || source.children.some((c) => c.name === 'item');
  if (onItems) {
    const story = ro.stories[storyIndex(targetStory)];
    if (!story) return;
    const items = source.children.filter((c) => c.name === 'item').map(itemOf);
    const at = story.items.findIndex((i) => i.id === targetItem);
    if (operation === 'INSERT')
      story.items.splice(at === -1 ? story.items.length : at, 0, ...items);
    else if (operation === 'REPLACE') story.items.splice(at, 1, ...items);
    else if (operation === 'DELETE')
      story.items = story.items.filter((i) => !ids('itemID').includes(i.id));
    return;
  }
  const stories = source.children.filter((c) => c.name === 'story').map(storyOf);
  const moved = ids('storyID');
  if (operation === 'INSERT') {
    const at = targetStory === '' ? ro.stories.length : storyIndex(targetStory);
    ro.stories.splice(at === -1 ? ro.stories.length : at, 0, ...stories);
  } else if (operation === 'REPLACE') {
    ro.stories.splice(storyIndex(targetStory), 1, ...stories);
  } else if (operation === 'DELETE') {
    ro.stories = ro.stories.filter((s) => !moved.includes(s.id));
  } else if (operation === 'MOVE') {
    const taken = moved.map((id) => ro.stories[storyIndex(id)]!).filter(Boolean);
    ro.stories = ro.stories.filter((s) => !moved.includes(s.id));
    const at = targetStory === '' ? ro.stories.length : storyIndex(targetStory);
    ro.stories.splice(at === -1 ? ro.stories.length : at, 0, ...taken);
  } else if (operation === 'SWAP') {
    const [a, b] = moved.map(storyIndex);
    if (a !== undefined && b !== undefined && a >= 0 && b >= 0)
      [ro.stories[a], ro.stories[b]] = [ro.stories[b]!, ro.stories[a]!];
  }
}
