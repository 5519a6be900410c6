import { useCallback, useEffect, useRef, useState, type ReactNode, type UIEvent } from 'react';

/** Props of {@link VirtualList}. */
export interface VirtualListProps {
  /** Number of rows. */
  count: number;
  /** Height of every row in pixels (fixed: the window is computed, never measured). */
  rowHeight: number;
  /** Height of the visible viewport in pixels. */
  height: number;
  /** Rows rendered beyond each edge of the viewport, so fast scrolls show no gap. */
  overscan?: number;
  /** Renders row `index`; it must carry a stable key. */
  renderRow: (index: number) => ReactNode;
  /** Row to bring into view (keyboard navigation, search). */
  scrollToIndex?: number | null;
  className?: string;
  'data-testid'?: string;
}

/** The rows to render for a scroll offset: the visible ones plus `overscan` on each side. */
export function visibleRange(
  scrollTop: number,
  height: number,
  rowHeight: number,
  count: number,
  overscan: number,
): { first: number; last: number } {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((scrollTop + height) / rowHeight) + overscan - 1);
  return { first, last };
}

/**
 * A windowed list: only the rows in view (plus overscan) are in the DOM, positioned inside a
 * spacer as tall as every row together, so a 500-story rundown scrolls and edits smoothly.
 */
export function VirtualList({
  count,
  rowHeight,
  height,
  overscan = 6,
  renderRow,
  scrollToIndex = null,
  className,
  'data-testid': testId,
}: VirtualListProps) {
  const [scrollTop, setScrollTop] = useState(0);
  const viewportRef = useRef<HTMLDivElement>(null);

  const handleScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    setScrollTop(event.currentTarget.scrollTop);
  }, []);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (scrollToIndex === null || !viewport) return;
    const top = scrollToIndex * rowHeight;
    if (top < viewport.scrollTop) viewport.scrollTop = top;
    else if (top + rowHeight > viewport.scrollTop + height)
      viewport.scrollTop = top + rowHeight - height;
    setScrollTop(viewport.scrollTop);
  }, [scrollToIndex, rowHeight, height]);

  const { first, last } = visibleRange(scrollTop, height, rowHeight, count, overscan);
  const rows: ReactNode[] = [];
  for (let index = first; index <= last; index += 1) rows.push(renderRow(index));

  return (
    <div
      ref={viewportRef}
      className={className}
      style={{ height, overflowY: 'auto', position: 'relative' }}
      onScroll={handleScroll}
      data-testid={testId}
      role="grid"
      aria-rowcount={count}
    >
      <div style={{ height: count * rowHeight, position: 'relative' }}>
        <div style={{ position: 'absolute', top: first * rowHeight, left: 0, right: 0 }}>
          {rows}
        </div>
      </div>
    </div>
  );
}
