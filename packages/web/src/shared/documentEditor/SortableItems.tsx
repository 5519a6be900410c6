import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';

/** Props of {@link SortableItems}. */
export interface SortableItemsProps {
  /** The items' ids in their order, as their {@link useSortableItem} calls give them. */
  ids: string[];
  /** An item dropped elsewhere: its position before and after. */
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * A vertical list reordered by dragging: the pointer starts a drag after 5 px (so a click on the
 * handle is still a click), the keyboard moves the focused item.
 */
export function SortableItems({ ids, onMove, children }: SortableItemsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const handleDragEnd = (event: DragEndEvent) => {
    if (!event.over) return;
    const from = ids.findIndex((id) => id === event.active.id);
    const to = ids.findIndex((id) => id === event.over?.id);
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
