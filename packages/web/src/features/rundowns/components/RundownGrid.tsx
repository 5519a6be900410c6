import { useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { HitTiming, RundownTiming, StoryRow } from '@newsroom/domain';
import type { LoadedRundown } from '../api/rundownsApi';
import { BlockHeaderRow } from './BlockHeaderRow';
import { GridRowFrame } from './GridRowFrame';
import { useGridTexts } from './gridTexts';
import { StoryGridRow } from './StoryGridRow';
import { VirtualList } from './VirtualList';
import type { GridRow } from './gridRows';
import type { RowActions } from './rowActions';
import { RowRegistry } from './rowRegistry';
import { useGridDnd } from './useGridDnd';

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

/**
 * The rundown grid: block headers and stories in running order, windowed so only the rows in
 * view exist, with drag and drop of stories (within and across blocks) and of blocks (its code
 * loads once the first rows are shown, useGridDnd.ts).
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
  const [registry] = useState(() => new RowRegistry());
  const { dnd, onEarlyPress } = useGridDnd();
  const texts = useGridTexts();
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const cut = useMemo(() => new Set(cutIds), [cutIds]);
  const hits = useMemo(
    () => new Map<string, HitTiming>(timing.hits.map((hit) => [`${hit.entity}-${hit.id}`, hit])),
    [timing.hits],
  );

  const frame = (rowKey: string, isDisabled: boolean, children: ReactNode) => (
    <GridRowFrame
      key={rowKey}
      rowKey={rowKey}
      isDisabled={isDisabled}
      height={GRID_ROW_HEIGHT}
      registry={registry}
      onEarlyPress={onEarlyPress}
    >
      {children}
    </GridRowFrame>
  );

  const renderRow = (index: number) => {
    const row = rows[index];
    if (!row) return null;
    if (row.kind === 'block') {
      return frame(
        row.key,
        !actions.canEdit || row.block.isStandbyBlock,
        <BlockHeaderRow
          block={row.block}
          hit={hits.get(`block-${row.block.id}`)}
          actions={actions}
          isDropTarget={overKey === row.key}
          texts={texts}
        />,
      );
    }
    return frame(
      row.key,
      !actions.canEdit,
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
        texts={texts}
      />,
    );
  };

  return (
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
      {dnd ? (
        <dnd.GridDnd
          registry={registry}
          onOverChange={setOverKey}
          onDrop={(activeKey, overKey) => onDrop({ activeKey, overKey })}
        />
      ) : null}
    </div>
  );
}

/** Keeps a mouse event's modifiers (ctrl or meta toggles, shift extends). */
export function clickModifiers(event: MouseEvent): { isToggle: boolean; isRange: boolean } {
  return { isToggle: event.ctrlKey || event.metaKey, isRange: event.shiftKey };
}
