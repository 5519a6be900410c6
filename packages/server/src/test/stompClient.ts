import { Client, type IMessage } from '@stomp/stompjs';
import WebSocket from 'ws';
import type { RealtimeEvent } from '@newsroom/domain';

/** A real STOMP client (the browser's library) connected to a test app over loopback. */
export interface TestStomp {
  client: Client;
  /** Every event received, per destination. */
  received: Map<string, RealtimeEvent[]>;
  /** Resolves with the first event on `destination` that matches. */
  next(destination: string, match?: (event: RealtimeEvent) => boolean): Promise<RealtimeEvent>;
  /** Resolves with the WebSocket close code. */
  closed: Promise<number>;
  close(): Promise<void>;
}

/** Connects with a session cookie and subscribes to destinations (in onConnect, as stompjs needs). */
export function connectStomp(
  baseUrl: string,
  cookie: string,
  destinations: string[],
  origin = baseUrl,
): Promise<TestStomp> {
  const received = new Map<string, RealtimeEvent[]>();
  const waiters: {
    destination: string;
    match: (e: RealtimeEvent) => boolean;
    resolve: (e: RealtimeEvent) => void;
  }[] = [];
  let resolveClosed: (code: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (resolveClosed = resolve));

  return new Promise((resolve, reject) => {
    const client = new Client({
      webSocketFactory: () =>
        new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, ['v12.stomp'], {
          headers: { cookie, origin },
        }),
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      onConnect: () => {
        const receipt = `ready-${Date.now()}`;
        // A receipt on the last SUBSCRIBE proves every subscription reached the server.
        client.watchForReceipt(receipt, () =>
          resolve({
            client,
            received,
            closed,
            next(destination, match = () => true) {
              const seen = (received.get(destination) ?? []).find(match);
              if (seen) return Promise.resolve(seen);
              return new Promise((r) => waiters.push({ destination, match, resolve: r }));
            },
            close: () => client.deactivate(),
          }),
        );
        destinations.forEach((destination, index) => {
          const headers: Record<string, string> =
            index === destinations.length - 1 ? { receipt } : {};
          client.subscribe(
            destination,
            (message: IMessage) => {
              const event = JSON.parse(message.body) as RealtimeEvent;
              received.set(destination, [...(received.get(destination) ?? []), event]);
              for (let i = waiters.length - 1; i >= 0; i--) {
                const w = waiters[i]!;
                if (w.destination === destination && w.match(event)) {
                  waiters.splice(i, 1);
                  w.resolve(event);
                }
              }
            },
            headers,
          );
        });
      },
      onWebSocketClose: (event: { code: number }) => {
        resolveClosed(event.code);
        reject(new Error(`socket closed before connecting (${event.code})`));
      },
      onStompError: (frame) => reject(new Error(frame.headers.message ?? 'stomp error')),
    });
    client.activate();
  });
}
