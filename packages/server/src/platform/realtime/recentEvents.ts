import type { RecordedEvent } from './outbox';

/** Rows kept at most (a lost NOTIFY must not let them pile up). */
const MAX_ROWS = 10_000;

/**
 * The events this instance's transactions emitted, by outbox id, until the NOTIFY of their
 * commit reaches the hub: it then fans them out from here instead of reading its own rows back.
 * Other instances still read them from the outbox; the NOTIFY stays the one trigger, so each
 * event is sent once and in the order PostgreSQL delivers the commits.
 */
export class RecentEvents {
  private readonly rows = new Map<number, RecordedEvent>();

  /** Keeps an emitted row (in its transaction, before the commit that announces it). */
  remember(row: RecordedEvent): void {
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
    this.rows.delete(id);
    return row;
  }

  /** How many rows wait for their NOTIFY (tests). */
  get size(): number {
    return this.rows.size;
  }
}
