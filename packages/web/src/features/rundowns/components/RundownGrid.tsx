import { useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import {
  DndContext,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import type { HitTiming, RundownTiming, StoryRow } from '@newsroom/domain';
import type { LoadedRundown } from '../api/rundownsApi';
import { BlockHeaderRow } from './BlockHeaderRow';
import { StoryGridRow } from './StoryGridRow';
import { VirtualList } from './VirtualList';
import type { GridRow } from './gridRows';
import type { RowActions } from './rowActions';

/** Height of every grid row in pixels (the virtual list needs one fixed height). */
export const GRID_ROW_HEIGHT = 36;

/** A drop of a dragged row onto another. */
export interface GridDrop {
  /** `story-<id>` or `block-<id>`. */
  activeKey: string;
  overKey: string;
}

/** Props of {@link RundownGrid}. */
export interface RundownGridProps {
  rundown: LoadedRundown;
  rows: GridRow[];
  timing: RundownTiming;
  /** A story's estimated read at its presenters' rates, null when unknown. */
  readMsOf: (story: StoryRow) => number | null;
  selectedIds: readonly number[];
  cutIds: readonly number[];
  actions: RowActions;
  height: number;
  scrollToIndex: number | null;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onDrop: (drop: GridDrop) => void;
}

function DraggableRow({
  rowKey,
  isDisabled,
  children,
}: {
  rowKey: string;
  isDisabled: boolean;
  children: React.ReactNode;
}) {
  const drag = useDraggable({ id: rowKey, disabled: isDisabled });
  const drop = useDroppable({ id: rowKey });
  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      {...drag.attributes}
      {...drag.listeners}
      // Rows are not focusable: a click focuses the grid itself, which outlives the rows the
      // virtual list replaces, so the show's keys keep working after every update.
      tabIndex={undefined}
      style={{ height: GRID_ROW_HEIGHT, opacity: drag.isDragging ? 0.4 : 1 }}
    >
      {children}
    </div>
  );
}

/**
 * The rundown grid: block headers and stories in running order, windowed so only the rows in
 * view exist, with drag and drop of stories (within and across blocks) and of blocks.
 */
export function RundownGrid({
  rundown,
  rows,
  timing,
  readMsOf,
  selectedIds,
  cutIds,
  actions,
  height,
  scrollToIndex,
  onKeyDown,
  onDrop,
}: RundownGridProps) {
  const [overKey, setOverKey] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const cut = useMemo(() => new Set(cutIds), [cutIds]);
  const hits = useMemo(
    () => new Map<string, HitTiming>(timing.hits.map((hit) => [`${hit.entity}-${hit.id}`, hit])),
    [timing.hits],
  );

  const handleDragOver = (event: DragOverEvent) =>
    setOverKey(event.over ? String(event.over.id) : null);
  const handleDragEnd = (event: DragEndEvent) => {
    setOverKey(null);
    if (event.over && event.over.id !== event.active.id) {
      onDrop({ activeKey: String(event.active.id), overKey: String(event.over.id) });
    }
  };

  const renderRow = (index: number) => {
    const row = rows[index];
    if (!row) return null;
    if (row.kind === 'block') {
      return (
        <DraggableRow
          key={row.key}
          rowKey={row.key}
          isDisabled={!actions.canEdit || row.block.isStandbyBlock}
        >
          <BlockHeaderRow
            block={row.block}
            hit={hits.get(`block-${row.block.id}`)}
            actions={actions}
            isDropTarget={overKey === row.key}
          />
        </DraggableRow>
      );
    }
    return (
      <DraggableRow key={row.key} rowKey={row.key} isDisabled={!actions.canEdit}>
        <StoryGridRow
          story={row.story}
          block={row.block}
          backTimeMs={timing.backTime[row.story.id]}
          hit={hits.get(`story-${row.story.id}`)}
          readMs={readMsOf(row.story)}
          isSelected={selected.has(row.story.id)}
          isCut={cut.has(row.story.id)}
          isDropTarget={overKey === row.key}
          actions={actions}
        />
      </DraggableRow>
    );
  };

  return (
    <DndContext
      sensors={sensors}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setOverKey(null)}
    >
      <div
        className="nrcs-rundown__grid"
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="rundown-grid"
        data-rundown-id={rundown.id}
        data-version={rundown.version}
      >
        <VirtualList
          count={rows.length}
          rowHeight={GRID_ROW_HEIGHT}
          height={height}
          renderRow={renderRow}
          scrollToIndex={scrollToIndex}
        />
      </div>
    </DndContext>
  );
}

/** Keeps a mouse event's modifiers (ctrl or meta toggles, shift extends). */
export function clickModifiers(event: MouseEvent): { isToggle: boolean; isRange: boolean } {
  return { isToggle: event.ctrlKey || event.metaKey, isRange: event.shiftKey };
}
