import type { LooseEvent } from '../../test/fakeRealtime';
import { describe, expect, it, vi } from 'vitest';
import type { Client, IFrame, IMessage, StompConfig } from '@stomp/stompjs';
import type { RealtimeEvent } from '@newsroom/domain';
import { brokerUrl, HEARTBEAT_MS, RealtimeClient, RECONNECT_DELAY_MS } from './realtimeClient';

/** A stand-in for stompjs' Client that lets the test drive connects and closes. */
class FakeStomp {
  connected = false;
  isActive = false;
  readonly subscriptions = new Map<string, (message: IMessage) => void>();
  readonly unsubscribed: string[] = [];
  constructor(readonly config: StompConfig) {}
  activate() {
    this.isActive = true;
  }
  async deactivate() {
    this.isActive = false;
    this.connected = false;
  }
  subscribe(destination: string, callback: (message: IMessage) => void) {
    this.subscriptions.set(destination, callback);
    return { id: destination, unsubscribe: () => this.unsubscribed.push(destination) };
  }
  connect() {
    this.connected = true;
    this.subscriptions.clear();
    this.config.onConnect?.({ headers: { session: 'session-a' } } as unknown as IFrame);
  }
  close(code: number, reason = '') {
    this.connected = false;
    this.config.onWebSocketClose?.({ code, reason } as CloseEvent);
  }
  deliver(destination: string, event: Omit<LooseEvent, 'topic'> & { topic?: LooseEvent['topic'] }) {
    this.subscriptions.get(destination)?.({ body: JSON.stringify(event) } as IMessage);
  }
}

function setup() {
  const fakes: FakeStomp[] = [];
  const client = new RealtimeClient((config) => {
    const fake = new FakeStomp(config);
    fakes.push(fake);
    return fake as unknown as Client;
  });
  const callbacks = { onSessionExpired: vi.fn(), onReconnected: vi.fn() };
  client.start('ws://host/ws', callbacks);
  const fake = fakes[0];
  if (!fake) throw new Error('no client made');
  return { client, fake, fakes, callbacks };
}

describe('RealtimeClient', () => {
  it('recognises the echo of its own session from the CONNECTED session header', () => {
    const { fake, client } = setup();
    expect(client.isOwnEcho({ originSession: 'session-a' } as RealtimeEvent)).toBe(false);
    fake.connect();
    expect(client.isOwnEcho({ originSession: 'session-a' } as RealtimeEvent)).toBe(true);
    expect(client.isOwnEcho({ originSession: 'session-b' } as RealtimeEvent)).toBe(false);
    expect(client.isOwnEcho({ originSession: null } as RealtimeEvent)).toBe(false);
  });

  it('configures the broker, reconnect delay and heart-beats', () => {
    const { fake, client } = setup();
    expect(fake.config.brokerURL).toBe('ws://host/ws');
    expect(fake.config.reconnectDelay).toBe(RECONNECT_DELAY_MS);
    expect(fake.config.heartbeatIncoming).toBe(HEARTBEAT_MS);
    expect(fake.config.heartbeatOutgoing).toBe(HEARTBEAT_MS);
    expect(fake.isActive).toBe(true);
    expect(client.getState()).toBe('connecting');
  });

  it('subscribes again to every registered topic on each (re)connect', () => {
    const { client, fake, callbacks } = setup();
    const handler = vi.fn();
    client.addHandler('/topic/users', handler);
    fake.connect();
    expect(client.getState()).toBe('connected');
    expect([...fake.subscriptions.keys()]).toEqual(['/topic/users']);

    fake.close(1006);
    expect(client.getState()).toBe('reconnecting');
    fake.connect();
    expect([...fake.subscriptions.keys()]).toEqual(['/topic/users']);
    expect(callbacks.onReconnected).toHaveBeenCalledTimes(1);

    fake.deliver('/topic/users', { action: 'UPDATE', topic: 'users', data: { id: 1 } });
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'UPDATE', data: { id: 1 } }),
    );
  });

  it('subscribes at once when connected and unsubscribes after the last handler goes', () => {
    const { client, fake } = setup();
    fake.connect();
    const remove = client.addHandler('/topic/branch', vi.fn());
    const removeOther = client.addHandler('/topic/branch', vi.fn());
    expect(fake.subscriptions.has('/topic/branch')).toBe(true);
    remove();
    expect(fake.unsubscribed).toEqual([]);
    removeOther();
    expect(fake.unsubscribed).toEqual(['/topic/branch']);
  });

  it('treats close code 1008 as an expired session and stops reconnecting', () => {
    const { client, fake, callbacks } = setup();
    fake.connect();
    fake.close(1008, 'session expired');
    expect(callbacks.onSessionExpired).toHaveBeenCalledWith('WebSocket 1008: session expired');
    expect(fake.isActive).toBe(false);
    expect(client.getState()).toBe('idle');
  });

  it('counts the first connect of a resumed connection as a reconnect', () => {
    const { client, fake, fakes, callbacks } = setup();
    fake.connect();
    fake.close(1008);
    client.start('ws://host/ws', callbacks, { isResume: true });
    expect(callbacks.onReconnected).not.toHaveBeenCalled();
    fakes[1]?.connect();
    expect(callbacks.onReconnected).toHaveBeenCalledTimes(1);
  });

  it('does not read its own stop as an expired session', async () => {
    const { client, fake, callbacks } = setup();
    fake.connect();
    await client.stop();
    fake.close(1008);
    expect(callbacks.onSessionExpired).not.toHaveBeenCalled();
    expect(client.getState()).toBe('idle');
  });

  it('notifies state listeners', () => {
    const { client, fake } = setup();
    const listener = vi.fn();
    client.subscribeState(listener);
    fake.connect();
    expect(listener).toHaveBeenCalled();
  });

  it('builds ws: or wss: URLs for the page host', () => {
    expect(brokerUrl({ protocol: 'http:', host: 'nrcs.local:8080' })).toBe(
      'ws://nrcs.local:8080/ws',
    );
    expect(brokerUrl({ protocol: 'https:', host: 'nrcs.example' })).toBe('wss://nrcs.example/ws');
  });
});
