import { useEffect, useRef, type MouseEvent } from 'react';

/** Delay between a plain click and the start of editing, so a double click or a drag does not edit. */
export const EDIT_DELAY_MS = 250;

/**
 * Click-to-edit for a table cell: a plain click calls `start` after {@link EDIT_DELAY_MS} while
 * `canStart`; ctrl/meta/shift clicks select rows instead, and a double click in between (which
 * opens the row) cancels it.
 */
export function useDelayedEdit(canStart: boolean, start: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const handleClick = (event: MouseEvent) => {
    if (!canStart || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      start();
    }, EDIT_DELAY_MS);
  };

  const handleDoubleClick = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  return { handleClick, handleDoubleClick };
}
