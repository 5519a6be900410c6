import { useLayoutEffect, useState, type PointerEvent, type ReactNode } from 'react';
import type { RowBinding, RowRegistry } from './rowRegistry';

/** Props of {@link GridRowFrame}. */
export interface GridRowFrameProps {
  /** `story-<id>` or `block-<id>`. */
  rowKey: string;
  isDisabled: boolean;
  height: number;
  registry: RowRegistry;
  /** A press before the drag and drop code is there (useGridDnd.ts). */
  onEarlyPress: (event: PointerEvent<HTMLElement>) => void;
  children: ReactNode;
}

/**
 * A grid row's box: draggable and a drop target once the drag and drop code has bound it
 * (gridDnd.tsx), the same box before.
 */
export function GridRowFrame({
  rowKey,
  isDisabled,
  height,
  registry,
  onEarlyPress,
  children,
}: GridRowFrameProps) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [binding, setBinding] = useState<RowBinding | null>(null);

  useLayoutEffect(() => {
    if (!node) return;
    const slot = { rowKey, isDisabled, node, bind: setBinding };
    registry.set(slot);
    return () => registry.delete(slot);
  }, [registry, rowKey, isDisabled, node]);

  return (
    <div
      ref={setNode}
      onPointerDown={isDisabled ? undefined : onEarlyPress}
      {...binding?.attributes}
      {...binding?.listeners}
      // Rows are not focusable: a click focuses the grid itself, which outlives the rows the
      // virtual list replaces, so the show's keys keep working after every update.
      tabIndex={undefined}
      style={{ height, opacity: binding?.isDragging ? 0.4 : 1 }}
    >
      {children}
    </div>
  );
}
