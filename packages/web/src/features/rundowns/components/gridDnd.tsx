import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  DndContext,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import type { RowRegistry, RowSlot } from './rowRegistry';

/*
 * The rundown grid's drag and drop (@dnd-kit), loaded once the first rows are on screen
 * (useGridDnd.ts). Its hooks run in a subtree beside the rows and bind to their boxes through
 * the RowRegistry, so loading it re-mounts no row.
 */

/** Props of {@link GridDnd}; keys are `story-<id>` or `block-<id>`. */
export interface GridDndProps {
  registry: RowRegistry;
  onOverChange: (overKey: string | null) => void;
  onDrop: (activeKey: string, overKey: string) => void;
}

/** Drags start after the pointer has moved 6 px, so a click on a row stays a click. */
export function GridDnd({ registry, onOverChange, onDrop }: GridDndProps): ReactNode {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  useSyncExternalStore(registry.subscribe, registry.snapshot);
  const handleDragEnd = (event: DragEndEvent) => {
    onOverChange(null);
    if (event.over && event.over.id !== event.active.id)
      onDrop(String(event.active.id), String(event.over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      onDragOver={(event) => onOverChange(event.over ? String(event.over.id) : null)}
      onDragEnd={handleDragEnd}
      onDragCancel={() => onOverChange(null)}
    >
      {registry.list().map((slot) => (
        <RowDnd key={slot.rowKey} slot={slot} />
      ))}
    </DndContext>
  );
}

/** One row's drag and drop, bound to its box. */
function RowDnd({ slot }: { slot: RowSlot }): null {
  const { rowKey, isDisabled, node, bind } = slot;
  const drag = useDraggable({ id: rowKey, disabled: isDisabled });
  const drop = useDroppable({ id: rowKey });
  const { setNodeRef: setDragNode } = drag;
  const { setNodeRef: setDropNode } = drop;
  useLayoutEffect(() => {
    setDragNode(node);
    setDropNode(node);
  }, [node, setDragNode, setDropNode]);
  const { attributes, listeners, isDragging } = drag;
  useLayoutEffect(
    () => bind({ attributes, listeners, isDragging }),
    [bind, attributes, listeners, isDragging],
  );
  useLayoutEffect(() => () => bind(null), [bind]);
  return null;
}
