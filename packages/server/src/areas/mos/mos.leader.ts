import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, HeldLock } from '../../platform/db/client';
import { mosLeadsRepository } from './mos.leads.repository';
import type { MosSettings } from './mos.links';
import { mosRepository } from './mos.repository';

/**
 * Which instance speaks MOS to which device. A device must see one newsroom (one connection, one
 * copy of each running order), so each enabled MOS device has a leader: the instance holding a
 * session-level advisory lock (MOS_DEVICE_LOCK_CLASS, device id) on a connection of its own.
 *
 * Only an instance holding its listener lock (MOS_LISTENER_LOCK_CLASS, a hash of the host name
 * and the MOS address it listens on) leads devices: worker processes of one machine share the
 * MOS ports, and a device's own connections to them land on any worker that listens, which
 * would refuse the messages of a device another worker leads. So one worker per machine (per
 * MOS address) speaks MOS, and devices spread over those instances: each takes at most its fair
 * share (enabled devices / listening instances, rounded up) and lets one go per round while it
 * holds more, for an instance that has fewer to take. Every LEADER_RETRY_MS an instance looks
 * again; PostgreSQL drops a dead leader's locks with its session, so its devices move within
 * seconds. On PGlite the one process leads every device.
 */

/** Advisory-lock class of a device's leadership (two-int keys: their own key space). */
export const MOS_DEVICE_LOCK_CLASS = 727_274_030;
/** Advisory-lock class of the instance listening on one machine's MOS address. */
export const MOS_LISTENER_LOCK_CLASS = 727_274_031;
/** How often an instance looks again at which devices it should lead. */
export const LEADER_RETRY_MS = 2_000;

/** What leading starts and stops: called with the devices led after every change (awaited). */
export interface LeaderRole {
  lead(deviceIds: ReadonlySet<number>): Promise<void>;
}

/** The listener lock's id: this machine's MOS address (hashed to 32 bits). */
export function listenerKey(settings: MosSettings): number {
  const text = JSON.stringify([os.hostname(), settings.host ?? '', settings.ports]);
  let hash = 0;
  for (const ch of text) hash = (hash * 31 + ch.charCodeAt(0)) | 0;
  return hash;
}

export class MosLeadership {
  private listener: HeldLock | null = null;
  private readonly held = new Map<number, HeldLock>();
  private timer: NodeJS.Timeout | null = null;
  private change: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly listenerId: number,
    private readonly role: LeaderRole,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Whether this instance may speak MOS at all (it holds its machine's MOS address). */
  get isListener(): boolean {
    return this.listener !== null;
  }

  /** Whether this instance speaks MOS to the device now. */
  leads(deviceId: number): boolean {
    return this.held.has(deviceId);
  }

  /** Takes what it should lead now, then looks again every LEADER_RETRY_MS. */
  async start(): Promise<void> {
    await this.refresh();
  }

  /** Looks again now (a device changed), and tells the role even if the devices led did not. */
  refresh(): Promise<void> {
    return this.enqueue(() => this.round(true));
  }

  /** Stops looking, stops speaking MOS, lets every lock go (others take over). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.change;
    await this.role.lead(new Set());
    const locks = [...this.held.values(), ...(this.listener ? [this.listener] : [])];
    this.held.clear();
    this.listener = null;
    await Promise.all(locks.map((lock) => lock.release().catch(() => undefined)));
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.change = this.change.then(work).catch((err: unknown) => {
      this.log.warn({ err }, 'MOS leadership: round failed');
    });
    return this.change;
  }

  private async round(always: boolean): Promise<void> {
    if (this.stopped) return;
    const before = [...this.held.keys()].join();
    try {
      await this.takeAndGive();
    } finally {
      this.later();
    }
    if (always || before !== [...this.held.keys()].join()) await this.tell();
  }

  private async takeAndGive(): Promise<void> {
    if (!this.listener) {
      this.listener = await this.database.tryLock([MOS_LISTENER_LOCK_CLASS, this.listenerId], () =>
        this.lostAll(),
      );
      if (!this.listener) return;
    }
    const db = this.database.db;
    const enabled = (await mosRepository.enabledMosDevices(db)).map((d) => d.id);
    const taken =
      this.database.kind === 'postgres'
        ? await mosLeadsRepository.taken(db, MOS_LISTENER_LOCK_CLASS, MOS_DEVICE_LOCK_CLASS)
        : { listeners: 1, devices: new Set<number>() };
    for (const id of this.held.keys()) if (!enabled.includes(id)) await this.release(id);
    const share = Math.ceil(enabled.length / Math.max(1, taken.listeners));
    if (this.held.size > share) {
      // One per round: the instance with fewer takes it before the next one goes.
      await this.release(Math.max(...this.held.keys()));
      return;
    }
    for (const id of enabled) {
      if (this.held.size >= share) break;
      if (this.held.has(id) || taken.devices.has(id)) continue;
      const lock = await this.database.tryLock([MOS_DEVICE_LOCK_CLASS, id], () => this.lost(id));
      if (lock) this.held.set(id, lock);
    }
  }

  private async release(deviceId: number): Promise<void> {
    const lock = this.held.get(deviceId);
    this.held.delete(deviceId);
    // Stop speaking to the device before another instance may start.
    await this.tell();
    await lock?.release();
  }

  private async tell(): Promise<void> {
    await this.role
      .lead(new Set(this.held.keys()))
      .catch((err: unknown) => this.log.error({ err }, 'MOS leadership: change failed'));
  }

  private later(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.enqueue(() => this.round(false));
    }, LEADER_RETRY_MS);
    this.timer.unref();
  }

  /** A device lock's connection dropped: another instance may lead it already. */
  private lost(deviceId: number): void {
    if (!this.held.has(deviceId)) return;
    this.log.warn({ deviceId }, 'MOS leadership of a device lost (database connection dropped)');
    this.held.delete(deviceId);
    void this.enqueue(() => this.tell());
  }

  /** The listener lock's connection dropped: stop speaking MOS to every device. */
  private lostAll(): void {
    this.log.warn('MOS leadership lost (database connection dropped)');
    this.listener = null;
    const locks = [...this.held.values()];
    this.held.clear();
    void this.enqueue(async () => {
      await this.tell();
      await Promise.all(locks.map((lock) => lock.release().catch(() => undefined)));
    });
  }
}
