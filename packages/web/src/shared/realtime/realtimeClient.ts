import { Client, type IMessage, type StompConfig, type StompSubscription } from '@stomp/stompjs';
import type { RealtimeEvent } from '@newsroom/domain';

/**
 * One STOMP connection per page at `/ws`. Handlers register by destination in a registry
 * that outlives connections: stompjs does not restore subscriptions after a reconnect, so
 * every connect subscribes again to each destination that still has handlers.
 */

/** Where the connection stands, for the header indicator. */
export type SocketState = 'idle' | 'connecting' | 'connected' | 'reconnecting';

/** A function that receives the events of one destination. */
export type RealtimeHandler = (event: RealtimeEvent) => void;

/** Close code the server uses when the session has ended (spec 1 §4). */
export const SESSION_EXPIRED_CLOSE_CODE = 1008;
/** Delay between reconnection attempts (spec 1 §9). */
export const RECONNECT_DELAY_MS = 2500;
/** STOMP heart-beats, both ways. */
export const HEARTBEAT_MS = 10_000;

/** What the client calls back into. */
export interface RealtimeCallbacks {
  /** The server closed the socket with 1008: the session is over. */
  onSessionExpired: (details: string) => void;
  /** Connected again after a drop: events may have been missed, so caches should refetch. */
  onReconnected: () => void;
}

/** Builds a stompjs client; tests pass a fake. */
export type StompClientFactory = (config: StompConfig) => Client;

/** The socket URL for the page's own host: ws: under http, wss: under https. */
export function brokerUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

function parseEvent(message: IMessage): RealtimeEvent | null {
  try {
    const value: unknown = JSON.parse(message.body);
    return typeof value === 'object' && value !== null && 'action' in value
      ? (value as RealtimeEvent)
      : null;
  } catch {
    return null;
  }
}

/** The page's real-time connection and its handler registry. */
export class RealtimeClient {
  private client: Client | null = null;
  private state: SocketState = 'idle';
  private hasConnected = false;
  // Set while we close the socket ourselves (logout), so that close is not read as expiry.
  private isStopping = false;
  private sessionId: string | null = null;
  private readonly handlers = new Map<string, Set<RealtimeHandler>>();
  private readonly subscriptions = new Map<string, StompSubscription>();
  private readonly stateListeners = new Set<() => void>();

  constructor(private readonly createClient: StompClientFactory = (config) => new Client(config)) {}

  /** The connection state now. */
  getState(): SocketState {
    return this.state;
  }

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribeState(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  }

  /**
   * Opens the connection (no-op when already open or opening). `isResume` continues an
   * earlier connection, so its first connect counts as a reconnect (caches refetch).
   */
  start(
    url: string,
    callbacks: RealtimeCallbacks,
    { isResume = false }: { isResume?: boolean } = {},
  ): void {
    if (this.client) return;
    this.isStopping = false;
    this.hasConnected = isResume;
    const client = this.createClient({
      brokerURL: url,
      reconnectDelay: RECONNECT_DELAY_MS,
      heartbeatIncoming: HEARTBEAT_MS,
      heartbeatOutgoing: HEARTBEAT_MS,
      debug: () => undefined,
      onConnect: (frame) => this.handleConnect(callbacks, frame.headers.session ?? null),
      onWebSocketClose: (event: CloseEvent) => this.handleClose(client, event, callbacks),
      onStompError: (frame) => console.warn('STOMP error', frame.headers.message ?? frame.body),
    });
    this.client = client;
    this.setState('connecting');
    client.activate();
  }

  /** Whether an event is the echo of a change this browser session made itself. */
  isOwnEcho(event: RealtimeEvent): boolean {
    return this.sessionId !== null && event.originSession === this.sessionId;
  }

  /** Closes the connection and stops reconnecting; handlers stay registered. */
  async stop(): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.isStopping = true;
    this.client = null;
    this.subscriptions.clear();
    this.setState('idle');
    await client.deactivate();
  }

  /** Registers a handler for a destination (`/topic/users`, the user queue); returns its removal. */
  addHandler(destination: string, handler: RealtimeHandler): () => void {
    let set = this.handlers.get(destination);
    if (!set) {
      set = new Set();
      this.handlers.set(destination, set);
    }
    set.add(handler);
    this.subscribe(destination);
    return () => this.removeHandler(destination, handler);
  }

  private removeHandler(destination: string, handler: RealtimeHandler): void {
    const set = this.handlers.get(destination);
    if (!set) return;
    set.delete(handler);
    if (set.size > 0) return;
    this.handlers.delete(destination);
    const subscription = this.subscriptions.get(destination);
    this.subscriptions.delete(destination);
    if (subscription && this.client?.connected) subscription.unsubscribe();
  }

  private subscribe(destination: string): void {
    const client = this.client;
    if (!client?.connected || this.subscriptions.has(destination)) return;
    const subscription = client.subscribe(destination, (message) =>
      this.dispatch(destination, message),
    );
    this.subscriptions.set(destination, subscription);
  }

  private dispatch(destination: string, message: IMessage): void {
    const event = parseEvent(message);
    if (!event) return;
    for (const handler of [...(this.handlers.get(destination) ?? [])]) {
      try {
        handler(event);
      } catch (error) {
        // One broken handler must not starve the others of the event.
        console.error('realtime handler failed', destination, error);
      }
    }
  }

  private handleConnect(callbacks: RealtimeCallbacks, sessionId: string | null): void {
    this.sessionId = sessionId;
    this.subscriptions.clear();
    for (const destination of this.handlers.keys()) this.subscribe(destination);
    const isReconnect = this.hasConnected;
    this.hasConnected = true;
    this.setState('connected');
    if (isReconnect) callbacks.onReconnected();
  }

  private handleClose(client: Client, event: CloseEvent, callbacks: RealtimeCallbacks): void {
    this.subscriptions.clear();
    if (this.isStopping || this.client !== client) return;
    if (event.code === SESSION_EXPIRED_CLOSE_CODE) {
      // stompjs reconnects after this callback unless deactivated inside it.
      this.client = null;
      this.setState('idle');
      void client.deactivate();
      callbacks.onSessionExpired(
        `WebSocket ${event.code}${event.reason ? `: ${event.reason}` : ''}`,
      );
      return;
    }
    this.setState('reconnecting');
  }

  private setState(state: SocketState): void {
    if (this.state === state) return;
    this.state = state;
    for (const listener of [...this.stateListeners]) listener();
  }
}

/** The page's single real-time client. */
export const realtime = new RealtimeClient();
