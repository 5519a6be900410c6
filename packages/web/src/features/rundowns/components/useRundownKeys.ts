import { useRef, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import type { InputRef } from 'antd';
import { pastePlan, rundownKeyAction, standbyMove, type RundownClipboard } from '@newsroom/domain';
import type { LoadedRundown } from '../api/rundownsApi';
import type { useRundownCommands } from '../hooks/useRundownCommands';
import { EMPTY_SELECTION, selectStory, type GridRow, type Selection } from './gridRows';
import { stepMove } from './storyMoves';

/** What {@link useRundownKeys} reads and changes. */
export interface RundownKeysOptions {
  rundown: LoadedRundown;
  /** The grid's rows, as filtered by the search. */
  rows: GridRow[];
  /** Story ids in running order. */
  order: number[];
  /** Selected story ids in running order. */
  selectedIds: number[];
  canEdit: boolean;
  commands: ReturnType<typeof useRundownCommands>;
  clipboard: RundownClipboard | null;
  onClipboardChange: (clipboard: RundownClipboard | null) => void;
  setSelection: Dispatch<SetStateAction<Selection>>;
  setScrollToIndex: (index: number) => void;
}

/**
 * The grid's keyboard: arrows select (Alt moves the selected story), and the rundown shortcuts
 * search, copy, cut, paste, advance, toggle, put on air and send to Standby. Returns the search
 * box's ref (focused by its shortcut) and the grid's key handler.
 */
export function useRundownKeys({
  rundown,
  rows,
  order,
  selectedIds,
  canEdit,
  commands,
  clipboard,
  onClipboardChange,
  setSelection,
  setScrollToIndex,
}: RundownKeysOptions) {
  const searchRef = useRef<InputRef>(null);

  const handlePaste = () => {
    const target = selectedIds[0] ?? null;
    const plan = pastePlan(clipboard, target);
    const targetStory = rundown.blocks.flatMap((b) => b.stories).find((s) => s.id === target);
    if (!plan || !targetStory) return;
    commands.move(
      {
        targetBlockId: targetStory.blockId,
        storiesIds: plan.storiesIds,
        targetStoryId: plan.targetStoryId,
      },
      plan.action,
    );
    if (plan.action === 'move') onClipboardChange(null);
    setSelection(EMPTY_SELECTION);
  };

  const handleStep = (direction: -1 | 1) => {
    const id = selectedIds.length === 1 ? selectedIds[0] : undefined;
    if (id === undefined) return;
    const move = stepMove(rundown, id, direction);
    if (move) commands.move(move, 'move');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      if (canEdit) handleStep(event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    if (!event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const last = selectedIds.at(-1);
      const position = last === undefined ? -1 : order.indexOf(last);
      const next =
        order[
          Math.max(0, Math.min(order.length - 1, position + (event.key === 'ArrowUp' ? -1 : 1)))
        ];
      if (next !== undefined) {
        setSelection((current) =>
          selectStory(current, next, order, { isToggle: false, isRange: event.shiftKey }),
        );
        setScrollToIndex(rows.findIndex((row) => row.kind === 'story' && row.story.id === next));
      }
      return;
    }
    const action = rundownKeyAction({
      key: event.key,
      ctrl: event.ctrlKey,
      shift: event.shiftKey,
      meta: event.metaKey,
      alt: event.altKey,
    });
    if (!action) return;
    event.preventDefault();
    switch (action) {
      case 'search':
        searchRef.current?.focus();
        return;
      case 'copy':
      case 'cut':
        if (selectedIds.length > 0) onClipboardChange({ mode: action, storyIds: selectedIds });
        return;
      default:
        break;
    }
    if (!canEdit) return;
    switch (action) {
      case 'advance':
        commands.advance();
        return;
      case 'toggleSelected':
        for (const story of rundown.blocks.flatMap((b) => b.stories))
          if (selectedIds.includes(story.id)) commands.toggleStoryStatus(story);
        return;
      case 'setOnAirAndUpdateEarlier':
        commands.setStatus(selectedIds.slice(0, 1), 'play', true);
        return;
      case 'sendToStandby':
        for (const id of selectedIds) {
          const move = standbyMove(rundown, id);
          if (move) commands.move(move, 'move');
        }
        return;
      case 'paste':
        handlePaste();
        return;
    }
  };

  return { searchRef, handleKeyDown };
}
