import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';

/** What the drag and drop code gives a row's box once it has loaded. */
export interface RowBinding {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
}

/** A grid row on screen, as the drag and drop code sees it. */
export interface RowSlot {
  /** `story-<id>` or `block-<id>`. */
  rowKey: string;
  isDisabled: boolean;
  node: HTMLElement;
  bind: (binding: RowBinding | null) => void;
}

/**
 * The grid's rows on screen, for the drag and drop code loaded after them (gridDnd.tsx). Its
 * hooks run beside the rows, not around them, so adding them later re-mounts no row: an edit,
 * an open menu or a click under way is not lost when the code arrives.
 */
export class RowRegistry {
  private readonly slots = new Map<string, RowSlot>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  set(slot: RowSlot): void {
    this.slots.set(slot.rowKey, slot);
    this.changed();
  }

  delete(slot: RowSlot): void {
    if (this.slots.get(slot.rowKey) !== slot) return;
    this.slots.delete(slot.rowKey);
    this.changed();
  }

  list(): RowSlot[] {
    return [...this.slots.values()];
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes with every set or delete (for `useSyncExternalStore`). */
  readonly snapshot = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
