import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  DEFAULT_MAX_FRAME_BYTES,
  MessageFrames,
  negotiateHeartBeat,
  parseHeartBeat,
  serializeFrame,
  StompParser,
  StompProtocolError,
  type StompFrame,
} from './stompFrames';

/** Who a connection belongs to, resolved once from the upgrade request. */
export interface StompPrincipal {
  sessionId: string;
  userId: number;
}

/** What the STOMP server needs from the application. */
export interface StompServerOptions {
  /** Resolves the principal from the HTTP upgrade request (session cookie), null to refuse. */
  authenticate(req: IncomingMessage): Promise<StompPrincipal | null>;
  /** Whether the upgrade's Origin header may connect (e.g. same host). */
  isOriginAllowed(req: IncomingMessage): boolean;
  /** Whether the principal may subscribe to the destination. */
  canSubscribe(principal: StompPrincipal, destination: string): boolean;
  /** Called once a connection closed, whatever closed it. */
  onClose?(principal: StompPrincipal): void;
  /** Server heart-beat offer in ms (default 10000). */
  heartbeatMs?: number;
  /** Where connections, refusals and dropped clients are logged (a pino logger fits). */
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
}

const PATH = '/ws';
// Newest first: the first one offered wins.
const PROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
const DEFAULT_HEARTBEAT_MS = 10_000;
// A client silent for this many of its heart-beat intervals is taken for dead.
const SILENCE_TOLERANCE = 2.5;
// An authenticated socket that never speaks STOMP should not linger.
const CONNECT_TIMEOUT_MS = 10_000;
// Above this much unsent data the client cannot keep up; dropping it bounds our memory.
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
// Room for a few frames per WebSocket message; anything bigger is refused by ws (1009).
const MAX_MESSAGE_BYTES = 4 * DEFAULT_MAX_FRAME_BYTES;

const CLOSE_NORMAL = 1000;
const CLOSE_GOING_AWAY = 1001;
const CLOSE_PROTOCOL_ERROR = 1002;
const CLOSE_TRY_AGAIN_LATER = 1013;
// Private-use code: not 1008, which clients read as "session ended".
const CLOSE_FORBIDDEN = 4403;

const HTTP_STATUS = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
} as const;

interface Connection {
  readonly socket: WebSocket;
  readonly principal: StompPrincipal;
  readonly parser: StompParser;
  /** Subscription id → destination. */
  readonly subscriptions: Map<string, string>;
  connected: boolean;
  /** Connect timeout until CONNECT, then the silence deadline (if the client beats). */
  deadline: NodeJS.Timeout | undefined;
  beat: NodeJS.Timeout | undefined;
}

function chooseProtocol(offered: ReadonlySet<string>): string | false {
  return PROTOCOLS.find((protocol) => offered.has(protocol)) ?? false;
}

function refuse(socket: Duplex, status: keyof typeof HTTP_STATUS): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${HTTP_STATUS[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
  );
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

function isOpen(conn: Connection): boolean {
  return conn.socket.readyState === WebSocket.OPEN;
}

/** STOMP 1.2 broker over WebSocket for server-to-client pushes; clients only subscribe. */
export class StompServer {
  private readonly wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: MAX_MESSAGE_BYTES,
    handleProtocols: (offered) => chooseProtocol(offered),
  });
  private readonly connections = new Set<Connection>();
  private readonly heartbeatMs: number;
  private messageSeq = 0;
  private closed: Promise<void> | undefined;

  /** Creates a server that accepts nothing until handleUpgrade is called. */
  constructor(private readonly options: StompServerOptions) {
    this.heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  }

  /** Handles an HTTP upgrade for the /ws path (call from the http server's 'upgrade' event). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Nobody listens for errors on an upgrade socket; a reset during authentication would crash.
    const onError = (err: Error): void => this.options.log?.warn({ err }, 'stomp upgrade failed');
    socket.on('error', onError);
    if (this.closed) return refuse(socket, 503);
    if ((req.url ?? '').split('?')[0] !== PATH) return refuse(socket, 404);
    if (!this.options.isOriginAllowed(req)) return refuse(socket, 403);
    const offered = req.headers['sec-websocket-protocol'];
    if (offered !== undefined) {
      const protocols = new Set(offered.split(',').map((protocol) => protocol.trim()));
      if (!chooseProtocol(protocols)) return refuse(socket, 400);
    }
    this.options.authenticate(req).then(
      (principal) => {
        if (principal === null) return refuse(socket, 401);
        if (this.closed) return refuse(socket, 503);
        socket.off('error', onError); // ws installs its own from here on
        this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, principal));
      },
      (err: unknown) => {
        this.options.log?.warn({ err }, 'stomp authentication failed');
        refuse(socket, 500);
      },
    );
  }

  /**
   * Sends a MESSAGE to every subscription of `destination`; `render` returns the body for that
   * principal or null to skip it (per-subscriber filtering). Each distinct body is framed once.
   */
  publish(destination: string, render: (principal: StompPrincipal) => string | null): void {
    const frames = new MessageFrames(destination, () => String(++this.messageSeq));
    for (const conn of this.connections) {
      if (!isOpen(conn)) continue;
      let body: string | null | undefined;
      for (const [id, subscribed] of conn.subscriptions) {
        if (subscribed !== destination) continue;
        if (body === undefined) body = render(conn.principal);
        if (body === null) break;
        this.send(conn, frames.frame(id, body));
      }
    }
  }

  /** Closes every socket of these sessions with the given WebSocket close code (1008 for an ended session). */
  closeSessions(sessionIds: readonly string[], code: number, reason: string): void {
    const ended = new Set(sessionIds);
    for (const conn of this.connections) {
      if (ended.has(conn.principal.sessionId)) conn.socket.close(code, reason);
    }
  }

  /** The principals of open connections (to check for expired sessions). */
  principals(): StompPrincipal[] {
    return [...this.connections].filter(isOpen).map((conn) => conn.principal);
  }

  /** Number of open connections. */
  get size(): number {
    return [...this.connections].filter(isOpen).length;
  }

  /** Closes every connection and the server. */
  close(): Promise<void> {
    this.closed ??= this.shutdown();
    return this.closed;
  }

  private async shutdown(): Promise<void> {
    await Promise.all(
      [...this.connections].map(
        (conn) =>
          new Promise<void>((resolve) => {
            conn.socket.once('close', () => resolve());
            conn.socket.close(CLOSE_GOING_AWAY, 'server shutdown');
          }),
      ),
    );
    await new Promise<void>((resolve, reject) =>
      this.wss.close((err) => (err ? reject(err) : resolve())),
    );
  }

  private accept(socket: WebSocket, principal: StompPrincipal): void {
    const conn: Connection = {
      socket,
      principal,
      parser: new StompParser(),
      subscriptions: new Map(),
      connected: false,
      deadline: undefined,
      beat: undefined,
    };
    conn.deadline = setTimeout(
      () => this.fail(conn, 'connect timeout', 'no CONNECT frame received'),
      CONNECT_TIMEOUT_MS,
    );
    this.connections.add(conn);
    socket.on('message', (data) => this.onMessage(conn, data));
    socket.on('error', (err) =>
      this.options.log?.warn({ err, userId: principal.userId }, 'stomp socket error'),
    );
    socket.on('close', (code) => {
      clearTimeout(conn.deadline);
      clearInterval(conn.beat);
      this.connections.delete(conn);
      this.options.log?.info({ userId: principal.userId, code }, 'stomp connection closed');
      this.options.onClose?.(principal);
    });
    this.options.log?.info({ userId: principal.userId }, 'stomp connection opened');
  }

  private onMessage(conn: Connection, data: RawData): void {
    if (!isOpen(conn)) return; // frames racing our close
    if (conn.connected) conn.deadline?.refresh();
    try {
      for (const frame of conn.parser.push(rawText(data))) {
        this.onFrame(conn, frame);
        if (!isOpen(conn)) return; // that frame ended the connection
      }
    } catch (err) {
      if (err instanceof StompProtocolError) return this.fail(conn, 'malformed frame', err.message);
      // A throwing callback must cost this client, not the process.
      this.options.log?.warn({ err, userId: conn.principal.userId }, 'stomp frame handling failed');
      this.fail(conn, 'internal error', 'the server could not handle the frame');
    }
  }

  private onFrame(conn: Connection, frame: StompFrame): void {
    if (!conn.connected) {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
        return this.onConnect(conn, frame);
      }
      return this.fail(conn, 'not connected', `expected CONNECT, got ${frame.command}`, frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.onSubscribe(conn, frame);
      case 'UNSUBSCRIBE':
        return this.onUnsubscribe(conn, frame);
      case 'DISCONNECT':
        this.receipt(conn, frame);
        return conn.socket.close(CLOSE_NORMAL, 'disconnect');
      case 'SEND':
        return this.fail(conn, 'forbidden', 'clients may not send messages', frame);
      default:
        return this.fail(conn, 'unsupported', `${frame.command} is not supported`, frame);
    }
  }

  private onConnect(conn: Connection, frame: StompFrame): void {
    const versions = frame.headers['accept-version'];
    if (versions !== undefined && !versions.split(',').some((v) => v.trim() === '1.2')) {
      return this.fail(conn, 'unsupported version', 'supported versions: 1.2', frame);
    }
    const offer = [this.heartbeatMs, this.heartbeatMs] as const;
    const plan = negotiateHeartBeat(offer, parseHeartBeat(frame.headers['heart-beat']));
    conn.connected = true;
    clearTimeout(conn.deadline);
    conn.deadline =
      plan.expectMs > 0
        ? setTimeout(() => {
            this.options.log?.warn({ userId: conn.principal.userId }, 'stomp client went silent');
            conn.socket.terminate(); // a silent peer would not finish a close handshake either
          }, plan.expectMs * SILENCE_TOLERANCE)
        : undefined;
    if (plan.sendMs > 0) conn.beat = setInterval(() => this.send(conn, '\n'), plan.sendMs);
    // `session` lets a client recognise the echo of its own changes (events carry originSession).
    const headers = {
      version: '1.2',
      'heart-beat': offer.join(','),
      server: 'newsroom',
      session: conn.principal.sessionId,
    };
    this.send(conn, serializeFrame({ command: 'CONNECTED', headers, body: '' }));
  }

  private onSubscribe(conn: Connection, frame: StompFrame): void {
    const { id, destination } = frame.headers;
    if (id === undefined || destination === undefined) {
      return this.fail(conn, 'invalid subscribe', 'SUBSCRIBE needs id and destination', frame);
    }
    if (conn.subscriptions.has(id)) {
      return this.fail(conn, 'invalid subscribe', `subscription id ${id} is in use`, frame);
    }
    if (!this.options.canSubscribe(conn.principal, destination)) {
      const detail = `may not subscribe to ${destination}`;
      return this.fail(conn, 'forbidden', detail, frame, CLOSE_FORBIDDEN);
    }
    conn.subscriptions.set(id, destination);
    this.receipt(conn, frame);
  }

  private onUnsubscribe(conn: Connection, frame: StompFrame): void {
    const { id } = frame.headers;
    if (id === undefined) {
      return this.fail(conn, 'invalid unsubscribe', 'UNSUBSCRIBE needs id', frame);
    }
    conn.subscriptions.delete(id);
    this.receipt(conn, frame);
  }

  private receipt(conn: Connection, frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt === undefined) return;
    this.send(
      conn,
      serializeFrame({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' }),
    );
  }

  /** Sends an ERROR frame and closes, as STOMP requires after an ERROR. */
  private fail(
    conn: Connection,
    message: string,
    detail: string,
    cause?: StompFrame,
    closeCode = CLOSE_PROTOCOL_ERROR,
  ): void {
    const headers: Record<string, string> = {
      message,
      'content-type': 'text/plain',
      'content-length': String(Buffer.byteLength(detail)),
    };
    const receipt = cause?.headers.receipt;
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.send(conn, serializeFrame({ command: 'ERROR', headers, body: detail }));
    this.options.log?.warn({ userId: conn.principal.userId, message, detail }, 'stomp error');
    conn.socket.close(closeCode, message);
  }

  /** Sends one text message (a frame shared between sockets is a Buffer, sent as it is). */
  private send(conn: Connection, data: string | Buffer): void {
    if (!isOpen(conn)) return;
    conn.socket.send(data, { binary: false });
    if (conn.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.options.log?.warn({ userId: conn.principal.userId }, 'stomp client too slow');
      conn.socket.close(CLOSE_TRY_AGAIN_LATER, 'slow consumer');
    }
  }
}
