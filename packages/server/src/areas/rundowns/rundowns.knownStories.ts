import type { StoryId } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import {
  rundownsRepository,
  type PlacedStory,
  type StoryRowRecord,
  type StoryStatusWritten,
} from './rundowns.repository';
import { rowStamp, type RowPools } from './rundowns.rowPool';

/** What a mutation wrote of a tree's stories (its part of `TreeChanges`). */
export interface StoryChanges {
  stories?: readonly StoryId[];
  placed?: readonly PlacedStory[];
  statuses?: readonly StoryStatusWritten[];
}

/**
 * The story rows a mutation knows, with their versions: as its trees opened, then as it read or
 * placed them since. A placed row is made when first asked for: after the commit, for an answer.
 */
export class KnownStories {
  private readonly latest = new Map<number, StoryRowRecord | LaterRow>();

  constructor(private readonly pools: RowPools) {}

  /** Knows these rows as read (a tree opened or loaded). */
  know(rows: readonly StoryRowRecord[]): void {
    for (const row of rows) this.latest.set(row.id, row);
  }

  /**
   * The rows of the stories `changed` names, read now, made when the answer asks: a placed story
   * follows from its row and placement when that placement was its only write since (its version
   * one more), is the row known when known at that version, and else is read again.
   */
  async after(tx: Executor, changed: StoryChanges): Promise<() => StoryRowRecord[]> {
    const after = new Map<number, StoryRowRecord | LaterRow>();
    const toRead = new Set(changed.stories ?? []);
    const follows = [
      ...(changed.placed ?? []).map(({ id, version, xmin, blockId, index }) => ({
        id,
        version,
        xmin,
        columns: { blockId, index },
      })),
      ...(changed.statuses ?? []).map(({ id, version, xmin, ...columns }) => ({
        id,
        version,
        xmin,
        columns,
      })),
    ];
    // Written twice here (placed and given a status): read again.
    const seen = new Set<number>();
    for (const { id } of follows) (seen.has(id) ? toRead : seen).add(id);
    for (const { id, version, xmin, columns } of follows) {
      const before = this.latest.get(id);
      if (toRead.has(id)) continue;
      // Known at that version already (the same placement, for a move's second rundown).
      if (before?.version === version) {
        after.set(id, before);
        continue;
      }
      if (!before || before.version + 1 !== version) {
        toRead.add(id);
        continue;
      }
      const row = new LaterRow(version, () =>
        this.pools.stories.put(rowStamp(version, xmin), { ...rowOf(before), ...columns, version }),
      );
      after.set(id, row);
      this.latest.set(id, row);
    }
    const read = await rundownsRepository.readStoriesPooled(tx, [...toRead], this.pools.stories);
    for (const row of read) after.set(row.id, row);
    this.know(read);
    return () => [...after.values()].map(rowOf);
  }
}

/** A story row known by its version, made when first asked for (`rowOf`). */
class LaterRow {
  private made: StoryRowRecord | undefined;

  constructor(
    readonly version: number,
    private readonly make: () => StoryRowRecord,
  ) {}

  get row(): StoryRowRecord {
    return (this.made ??= this.make());
  }
}

const rowOf = (known: StoryRowRecord | LaterRow) => (known instanceof LaterRow ? known.row : known);
