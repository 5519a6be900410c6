import { lt, sql } from 'drizzle-orm';
import {
  rolesOf,
  canSubscribeTopic,
  isInAudience,
  isTopic,
  USER_QUEUE,
  type Audience,
  type RealtimeEvent,
  type Topic,
  type Viewer,
} from '@newsroom/domain';
import { builtOnce, type PlaceholdersOf } from '../db/builtOnce';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { sessionsRepository } from '../auth/sessions.repository';
import type { StompServer } from './stompServer';
import { OUTBOX_CHANNEL, type RecordedEvent } from './outbox';
import { RecentEvents } from './recentEvents';

type OutboxRow = typeof outbox.$inferSelect;

/** A NOTIFY heard: the event's outbox id, and whether this instance emitted and keeps it. */
interface Notice {
  id: number;
  own: boolean;
}

/** Outbox rows by id (built once: each instance reads the events every other one records). */
const outboxRows = builtOnce('outbox_rows', (db, p: PlaceholdersOf<{ ids: number[] }>) =>
  db
    .select()
    .from(outbox)
    .where(sql`${outbox.id} = any(${p.ids})`),
);

/** Reshapes an event of a topic for one viewer (a private story shown as not visible), or drops it. */
export type EventRenderer<T extends Topic = Topic> = (
  event: RealtimeEvent<T>,
  viewer: Viewer,
) => RealtimeEvent<T> | null;

/**
 * Reads, once per event and instance, what a topic's per-viewer rendering needs from the database
 * (e.g. who may see the document a lock names) and answers the renderer of that one event.
 */
export type EventPreparer = (event: RealtimeEvent) => Promise<EventRenderer>;

/** Sends an event to nobody: what a topic's preparer that failed falls back to. */
const TO_NOBODY: EventRenderer = () => null;

/** A server-side listener of committed events (e.g. MOS replication); it must not throw nor block. */
export type CommittedListener = (event: RealtimeEvent) => void;

/** WebSocket close code for an ended session (spec 1 §4: treated as an expired session). */
export const SESSION_ENDED_CLOSE_CODE = 1008;

/**
 * Fans committed outbox events out to this instance's sockets. Each instance listens on the
 * NOTIFY channel, reads the announced rows in id order and sends each subscriber the version
 * its audience and the topic's renderer allow.
 */
export class RealtimeHub {
  private readonly viewers = new Map<string, Viewer>();
  private readonly renderers = new Map<Topic, EventRenderer>();
  private readonly preparers = new Map<Topic, EventPreparer>();
  private readonly committedListeners = new Set<CommittedListener>();
  private pending: Notice[] = [];
  private draining: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  /** Resolvers waiting for an event id to be delivered (tests and benchmarks). */
  private readonly deliveredWaiters: { seq: number; resolve: () => void }[] = [];
  private lastDelivered = 0;
  /** How old the last delivered event was when delivered (commit → sockets), for the metrics. */
  private lastLagMs = 0;

  constructor(
    private readonly database: Database,
    private readonly stomp: StompServer,
    private readonly onError: (err: unknown) => void,
    /** This instance's own emitted events, fanned out without reading them back. */
    private readonly recent: RecentEvents = new RecentEvents(),
  ) {}

  /** Starts listening for committed events. */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(OUTBOX_CHANNEL, (payload) => {
      // "<id>", or "<id> <origin>" for an event an instance keeps for its own fan-out.
      const [id, origin] = payload.split(' ');
      const seq = Number(id);
      if (Number.isSafeInteger(seq)) this.enqueue({ id: seq, own: origin === this.recent.origin });
    });
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    await this.draining;
  }

  /** Remembers who a connected session is, for filtering. */
  rememberViewer(sessionId: string, viewer: Viewer): void {
    this.viewers.set(sessionId, viewer);
  }

  /** Forgets sessions that no longer have a socket. */
  pruneViewers(): void {
    const live = new Set(this.stomp.principals().map((p) => p.sessionId));
    for (const id of this.viewers.keys()) if (!live.has(id)) this.viewers.delete(id);
  }

  /** Whether a session may subscribe to a destination. */
  canSubscribe(sessionId: string, destination: string): boolean {
    const viewer = this.viewers.get(sessionId);
    if (!viewer) return false;
    if (destination === USER_QUEUE) return true;
    const match = /^\/topic\/([a-z_]+)$/.exec(destination);
    return match !== null && isTopic(match[1]!) && canSubscribeTopic(match[1], viewer);
  }

  /** Registers the per-viewer renderer of a topic. */
  setRenderer(topic: Topic, renderer: EventRenderer): void {
    this.renderers.set(topic, renderer);
  }

  /**
   * Registers the preparer of a topic whose rendering needs a database read per event; it takes
   * the place of a renderer. Events wait for it in order, so keep it to a query or two.
   */
  setPreparer(topic: Topic, prepare: EventPreparer): void {
    this.preparers.set(topic, prepare);
  }

  /**
   * Hears every committed event this instance delivers, in outbox order, whatever the sockets
   * (server-side reactions such as MOS replication). Answers the function that stops listening.
   */
  onCommitted(listener: CommittedListener): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }

  /** Resolves once the event with this sequence number (or a later one) was delivered here. */
  waitForDelivery(seq: number): Promise<void> {
    if (this.lastDelivered >= seq) return Promise.resolve();
    return new Promise((resolve) => this.deliveredWaiters.push({ seq, resolve }));
  }

  /** Open sockets, events heard but not yet delivered, and the last delivery's lag. */
  stats(): { sockets: number; pending: number; lagMs: number } {
    return { sockets: this.stomp.size, pending: this.pending.length, lagMs: this.lastLagMs };
  }

  /** Deletes delivered events older than `before` (the outbox is not an archive). */
  async purge(before: Date): Promise<void> {
    await this.database.db.delete(outbox).where(lt(outbox.createdAt, before));
  }

  private enqueue(notice: Notice): void {
    this.pending.push(notice);
    this.kick();
  }

  private kick(): void {
    if (this.draining) return;
    this.draining = this.drain()
      .catch((err: unknown) => this.onError(err))
      .finally(() => {
        this.draining = null;
        if (this.pending.length > 0) this.kick();
      });
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const notices = this.pending.splice(0, this.pending.length);
      for (const row of await this.rowsOf(notices)) {
        await this.refreshViewersFor(row);
        const event = eventOf(row);
        this.deliver(row, event, await this.rendererFor(event));
      }
    }
  }

  /** The announced rows in id order: this instance's own from memory, the others' from the outbox. */
  private async rowsOf(notices: Notice[]): Promise<OutboxRow[]> {
    const rows: OutboxRow[] = [];
    const missing: number[] = [];
    for (const { id, own } of notices) {
      const recorded = own ? await this.recent.arrival(id) : this.recent.take(id);
      if (recorded) rows.push(rowOf(recorded));
      else missing.push(id);
    }
    if (missing.length > 0) rows.push(...(await outboxRows(this.database.db, { ids: missing })));
    return rows.sort((a, b) => a.id - b.id);
  }

  /**
   * A socket's viewer (roles, groups) is read when it connects; a change of group membership or
   * of a user's permissions must reach filtering before the next events, or a removed member
   * would keep receiving a restricted program's events until reconnecting.
   */
  private async refreshViewersFor(row: OutboxRow): Promise<void> {
    if (row.topic !== 'groups' && row.topic !== 'users') return;
    const connected = [...new Set([...this.viewers.values()].map((v) => v.userId))];
    let userIds: number[] = [];
    if (row.topic === 'groups') userIds = connected;
    else if (row.entity === 'user' && row.entityId !== null) {
      userIds = connected.filter((id) => String(id) === row.entityId);
    }
    if (userIds.length === 0) return;
    const fresh = new Map(
      (await sessionsRepository.viewersOf(this.database.db, userIds)).map((v) => [v.userId, v]),
    );
    for (const [sessionId, viewer] of this.viewers) {
      const now = fresh.get(viewer.userId);
      if (!now) continue;
      this.viewers.set(sessionId, {
        userId: now.userId,
        isRoot: now.isRoot,
        roles: rolesOf(now.permissions, now.isRoot),
        groupIds: now.groupIds.map(Number),
      });
    }
  }

  /**
   * The body of one event for a session's socket, or null when its viewer may not see it. Each
   * viewer's is rendered once (a session's sockets share it) and a rendering that leaves the
   * event as it is shares one JSON text with every other such viewer.
   */
  private bodiesOf(
    event: RealtimeEvent,
    audience: Audience | null,
    renderer: EventRenderer | undefined,
  ): (sessionId: string) => string | null {
    const bodies = new Map<Viewer, string | null>();
    let whole: string | undefined;
    return (sessionId) => {
      const viewer = this.viewers.get(sessionId);
      if (!viewer) return null;
      let body = bodies.get(viewer);
      if (body !== undefined) return body;
      body = null;
      if (isInAudience(audience, viewer) && canSubscribeTopic(event.topic, viewer)) {
        const shown = renderer ? renderer(event, viewer) : event;
        if (shown === event) {
          whole ??= JSON.stringify(event);
          body = whole;
        } else if (shown) body = JSON.stringify(shown);
      }
      bodies.set(viewer, body);
      return body;
    };
  }

  /** The renderer of one event: its topic's preparer's (nobody when that fails), else the topic's. */
  private async rendererFor(event: RealtimeEvent): Promise<EventRenderer | undefined> {
    const prepare = this.preparers.get(event.topic);
    if (!prepare) return this.renderers.get(event.topic);
    try {
      return await prepare(event);
    } catch (err) {
      this.onError(err);
      return TO_NOBODY;
    }
  }

  private deliver(row: OutboxRow, event: RealtimeEvent, renderer: EventRenderer | undefined): void {
    const audience = (row.audience ?? null) as Audience | null;
    const render = this.bodiesOf(event, audience, renderer);
    this.stomp.publish(`/topic/${event.topic}`, (principal) => render(principal.sessionId));
    if (audience?.userIds) {
      const users = new Set(audience.userIds);
      this.stomp.publish(USER_QUEUE, (principal) =>
        users.has(principal.userId) ? render(principal.sessionId) : null,
      );
    }
    if (audience?.closeSessionIds?.length) {
      this.stomp.closeSessions(audience.closeSessionIds, SESSION_ENDED_CLOSE_CODE, 'session ended');
      for (const id of audience.closeSessionIds) this.viewers.delete(id);
    }
    for (const listener of this.committedListeners) {
      try {
        listener(event);
      } catch (err) {
        this.onError(err);
      }
    }
    this.lastDelivered = Math.max(this.lastDelivered, row.id);
    this.lastLagMs = Math.max(0, Date.now() - row.createdAt.getTime());
    for (let i = this.deliveredWaiters.length - 1; i >= 0; i--) {
      const waiter = this.deliveredWaiters[i]!;
      if (waiter.seq <= this.lastDelivered) {
        this.deliveredWaiters.splice(i, 1);
        waiter.resolve();
      }
    }
  }
}

/** A recorded row as the outbox would answer it (its JSON parsed: a copy no caller holds). */
function rowOf(recorded: RecordedEvent): OutboxRow {
  return {
    ...recorded,
    data: recorded.data === null ? null : JSON.parse(recorded.data),
    audience: recorded.audience === null ? null : JSON.parse(recorded.audience),
  };
}

/** The event an outbox row carries: what `emit` wrote, typed by the catalogue there. */
function eventOf(row: OutboxRow): RealtimeEvent {
  return {
    seq: row.id,
    topic: row.topic,
    action: row.action,
    entity: row.entity,
    id: row.entityId,
    data: row.data,
    version: row.version,
    originSession: row.originSession,
  } as RealtimeEvent;
}
