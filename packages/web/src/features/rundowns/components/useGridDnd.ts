import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
} from 'react';

/** The grid's drag and drop code (gridDnd.tsx, @dnd-kit). */
export type GridDndModule = typeof import('./gridDnd');

/** A press on a row made before the drag and drop code was there. */
interface EarlyPress {
  target: EventTarget;
  init: PointerEventInit;
}

/**
 * Loads the grid's drag and drop once the grid is on screen, off the path of the first rows. A
 * press on a row before then is kept while the button is down and replayed on that row once the
 * code has bound it, so the drag it starts still happens (a drag begins after 6 px of movement,
 * counted from the press).
 */
export function useGridDnd(): {
  dnd: GridDndModule | null;
  onEarlyPress: (event: ReactPointerEvent<HTMLElement>) => void;
} {
  const [dnd, setDnd] = useState<GridDndModule | null>(null);
  const early = useRef<EarlyPress | null>(null);

  useEffect(() => {
    let isLive = true;
    void import('./gridDnd').then((loaded) => {
      if (isLive) setDnd(loaded);
    });
    return () => {
      isLive = false;
    };
  }, []);

  useEffect(() => {
    if (!dnd) return;
    // After the rows' bindings (layout effects of the next renders) are in place.
    const timer = window.setTimeout(() => {
      const press = early.current;
      early.current = null;
      press?.target.dispatchEvent(new PointerEvent('pointerdown', press.init));
    });
    return () => window.clearTimeout(timer);
  }, [dnd]);

  const isLoaded = dnd !== null;
  const onEarlyPress = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (isLoaded || event.button !== 0 || !event.isPrimary) return;
      const { clientX, clientY, screenX, screenY, pointerId, pointerType } = event;
      early.current = {
        target: event.currentTarget,
        init: {
          bubbles: true,
          cancelable: true,
          isPrimary: true,
          button: 0,
          buttons: 1,
          clientX,
          clientY,
          screenX,
          screenY,
          pointerId,
          pointerType,
        },
      };
      const release = () => {
        early.current = null;
        window.removeEventListener('pointerup', release);
        window.removeEventListener('pointercancel', release);
      };
      window.addEventListener('pointerup', release);
      window.addEventListener('pointercancel', release);
    },
    [isLoaded],
  );

  return { dnd, onEarlyPress };
}
