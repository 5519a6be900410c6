import { randomBytes } from 'node:crypto';
import type { RecordedEvent } from './outbox';

/** Rows kept at most (a lost NOTIFY must not let them pile up). */
const MAX_ROWS = 10_000;
/** Ids asked for and not found, kept at most: enough for NOTIFYs heard just before their answer. */
const MAX_MISSED = 1_000;
/**
 * How long the hub waits for the row of an event of its own whose NOTIFY it heard first: its
 * statement's answer is on its way (ms). Only a failure after the commit lets it run out; the hub
 * then reads the row from the outbox.
 */
export const ARRIVAL_WAIT_MS = 1_000;

/**
 * The events this instance's transactions emitted, by outbox id, until the NOTIFY of their
 * commit reaches the hub: it then fans them out from here instead of reading its own rows back.
 * Other instances still read them from the outbox; the NOTIFY stays the one trigger, so each
 * event is sent once and in the order PostgreSQL delivers the commits.
 */
export class RecentEvents {
  private readonly rows = new Map<number, RecordedEvent>();
  private readonly missed = new Set<number>();
  /** The hub's waits for rows not remembered yet (see `arrival`). */
  private readonly awaited = new Map<number, (row: RecordedEvent | undefined) => void>();
  /**
   * This instance's mark in the NOTIFY of the events it keeps (`EmitHook.origin`): the hub tells
   * its own events, whose rows arrive here, from the other instances'.
   */
  readonly origin = randomBytes(6).toString('hex');

  /**
   * Keeps an emitted row (in its transaction, before the commit that announces it). A row whose
   * statement committed too (`EmitOptions.commits`) may have had its NOTIFY heard already: the
   * hub read it from the outbox, and it is not kept.
   */
  remember(row: RecordedEvent): void {
    const waiting = this.awaited.get(row.id);
    if (waiting) return waiting(row);
    if (this.missed.delete(row.id)) return;
    this.rows.set(row.id, row);
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.rows.size > MAX_ROWS) this.rows.delete(this.rows.keys().next().value!);
  }

  /** Drops rows that will never commit. */
  forget(rows: readonly RecordedEvent[]): void {
    for (const row of rows) this.rows.delete(row.id);
  }

  /** The kept row of that id, once (undefined: emitted elsewhere, or evicted). */
  take(id: number): RecordedEvent | undefined {
    const row = this.rows.get(id);
    if (row) this.rows.delete(id);
    else {
      this.missed.add(id);
      if (this.missed.size > MAX_MISSED) this.missed.delete(this.missed.values().next().value!);
    }
    return row;
  }

  /**
   * The row of an event this instance emitted and keeps, once its NOTIFY was heard: at once when
   * remembered, else when its statement's answer arrives (a statement carrying its COMMIT, whose
   * NOTIFY may come first); undefined after ARRIVAL_WAIT_MS, for the outbox to answer.
   */
  arrival(id: number): RecordedEvent | Promise<RecordedEvent | undefined> {
    const row = this.rows.get(id);
    if (row) {
      this.rows.delete(id);
      return row;
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => settle(undefined), ARRIVAL_WAIT_MS);
      timer.unref();
      const settle = (arrived: RecordedEvent | undefined) => {
        clearTimeout(timer);
        this.awaited.delete(id);
        // Arriving later, it is not kept: the outbox answered for it.
        if (!arrived) this.missed.add(id);
        resolve(arrived);
      };
      this.awaited.set(id, settle);
    });
  }

  /** How many rows wait for their NOTIFY (tests). */
  get size(): number {
    return this.rows.size;
  }
}
