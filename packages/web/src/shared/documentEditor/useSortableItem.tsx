import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

/** What {@link useSortableItem} needs: the item's id, whether it is locked, its handle's name. */
export interface SortableItemOptions {
  id: string;
  disabled?: boolean;
  dragLabel: string;
}

/**
 * One item of {@link SortableItems}: the ref and style its node takes (it follows the pointer,
 * faded while dragged) and its grab handle, none while disabled.
 */
export function useSortableItem({ id, disabled, dragLabel }: SortableItemOptions) {
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id,
    disabled,
  });
  const style = {
    transform: CSS.Transform.toString(transform),
    transition,
    opacity: isDragging ? 0.5 : 1,
  };
  const handle = !disabled && (
    <HolderOutlined
      {...attributes}
      {...listeners}
      aria-label={dragLabel}
      style={{ cursor: 'grab' }}
    />
  );
  return { setNodeRef, style, handle };
}
