import type { RundownId } from '@newsroom/domain';
/**
 * Work on one rundown runs in its own queue, one piece at a time: MOS actions (enable, disable,
 * ready, replace) and replications of committed changes never interleave, so a device always
 * receives a running order's messages in the order they were computed. A sync already waiting
 * in a queue absorbs the next requests for one.
 */
export class RundownQueue {
  private readonly tails = new Map<number, Promise<unknown>>();
  private readonly waitingSync = new Set<number>();

  /** Runs `work` after everything queued for the rundown, whether that succeeded or failed. */
  run<T>(rundownId: RundownId, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(rundownId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    this.tails.set(rundownId, settled);
    void settled.then(() => {
      if (this.tails.get(rundownId) === settled) this.tails.delete(rundownId);
    });
    return next;
  }

  /**
   * Queues a sync of the rundown unless one is already waiting (it will see this change too);
   * null when absorbed.
   */
  runSyncOnce<T>(rundownId: RundownId, sync: () => Promise<T>): Promise<T> | null {
    if (this.waitingSync.has(rundownId)) return null;
    this.waitingSync.add(rundownId);
    return this.run(rundownId, () => {
      this.waitingSync.delete(rundownId);
      return sync();
    });
  }

  /** Resolves when everything queued so far has ended. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.tails.values()]);
  }
}
