import type { FastifyBaseLogger } from 'fastify';
import type { Database, HeldLock } from '../../platform/db/client';

/**
 * Which instance speaks MOS. Devices must see one newsroom: one connection, one copy of each
 * running order. Every instance tries a session-level advisory lock on a connection of its own;
 * the one that holds it is the MOS leader, the others try again every LEADER_RETRY_MS, so a
 * leader's death (its session ends and PostgreSQL drops the lock) hands MOS over within seconds.
 * On PGlite the one process always leads.
 */

/** The advisory-lock key of MOS leadership. */
export const MOS_LEADER_LOCK_KEY = 727_274_009;
/** How often an instance that does not lead tries to take the lead. */
export const LEADER_RETRY_MS = 2_000;

/** What leading starts and stops (both awaited before the next change). */
export interface LeaderRole {
  lead(): Promise<void>;
  stepDown(): Promise<void>;
}

export class MosLeadership {
  private held: HeldLock | null = null;
  private timer: NodeJS.Timeout | null = null;
  private change: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly role: LeaderRole,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Whether this instance speaks MOS now. */
  get isLeader(): boolean {
    return this.held !== null;
  }

  /** Tries to lead now and, while it does not, every LEADER_RETRY_MS. */
  async start(): Promise<void> {
    await this.attempt();
  }

  /** Stops trying, steps down and lets the lock go (another instance takes over). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.change;
    await this.resign();
  }

  private attempt(): Promise<void> {
    this.change = this.change.then(async () => {
      if (this.stopped || this.held) return;
      try {
        this.held = await this.database.tryLock(MOS_LEADER_LOCK_KEY, () => this.lost());
      } catch (err) {
        this.log.warn({ err }, 'MOS leadership: lock attempt failed');
      }
      if (this.held) {
        this.log.info('MOS leadership: this instance speaks MOS');
        await this.role
          .lead()
          .catch((err: unknown) => this.log.error({ err }, 'MOS leadership: start failed'));
      } else this.retryLater();
    });
    return this.change;
  }

  private retryLater(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.attempt();
    }, LEADER_RETRY_MS);
    this.timer.unref();
  }

  /** The lock's connection dropped: another instance may lead already, so stop speaking MOS. */
  private lost(): void {
    this.log.warn('MOS leadership lost (database connection dropped)');
    this.held = null;
    this.change = this.change.then(async () => {
      await this.role
        .stepDown()
        .catch((err: unknown) => this.log.error({ err }, 'MOS leadership: step down failed'));
      this.retryLater();
    });
  }

  private async resign(): Promise<void> {
    const held = this.held;
    if (!held) return;
    await this.role.stepDown();
    this.held = null;
    await held.release();
  }
}
