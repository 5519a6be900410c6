import { useEffect, useRef } from 'react';
import {
  gamepadActions,
  keyToAction,
  wheelToAction,
  type PadSnapshot,
  type PrompterAction,
  type PrompterPadBindings,
} from '@newsroom/domain';
import type { PrompterBindings } from './prompterStorage';

/** A gamepad as polled: the Gamepad API's shape, reduced to what the mapping reads. */
type PadLike = Pick<Gamepad, 'index' | 'axes'> & { buttons: readonly { pressed: boolean }[] };

/** Snapshots of the connected pads by index (the API leaves holes as null). */
export function readPads(getGamepads: () => readonly (PadLike | null)[]): Map<number, PadSnapshot> {
  const pads = new Map<number, PadSnapshot>();
  for (const pad of getGamepads()) {
    if (pad) pads.set(pad.index, { buttons: pad.buttons.map((b) => b.pressed), axes: pad.axes });
  }
  return pads;
}

/**
 * Every gamepad's actions since the last poll. Polled on each animation frame because the
 * Gamepad API has no button events; a pad that disappears is forgotten.
 */
export function pollPads(
  previous: ReadonlyMap<number, PadSnapshot>,
  current: ReadonlyMap<number, PadSnapshot>,
  bindings: PrompterPadBindings,
): PrompterAction[] {
  return [...current].flatMap(([index, pad]) =>
    gamepadActions(previous.get(index) ?? null, pad, bindings),
  );
}

/** Whether a key press belongs to a field being typed in (the settings bar), not the prompter. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Keys (and shuttles or pedals that type keys), the wheel over `scroller` and gamepads, as
 * actions to `dispatch`, while `isEnabled` (a follower's screen takes no input).
 */
export function usePrompterInputs(
  dispatch: (action: PrompterAction) => void,
  options: {
    bindings: PrompterBindings;
    scroller: HTMLElement | null;
    isPaused: boolean;
    isEnabled: boolean;
  },
): void {
  const { bindings, scroller, isPaused, isEnabled } = options;
  const pausedRef = useRef(isPaused);
  useEffect(() => {
    pausedRef.current = isPaused;
  });

  useEffect(() => {
    if (!isEnabled) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return;
      const action = keyToAction(event.key, bindings.keys);
      if (!action) return;
      event.preventDefault();
      dispatch(action);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [bindings.keys, dispatch, isEnabled]);

  useEffect(() => {
    if (!isEnabled || !scroller) return;
    const handleWheel = (event: WheelEvent) => {
      event.preventDefault();
      const action = wheelToAction(event.deltaY, event.deltaMode, pausedRef.current);
      if (action) dispatch(action);
    };
    scroller.addEventListener('wheel', handleWheel, { passive: false });
    return () => scroller.removeEventListener('wheel', handleWheel);
  }, [dispatch, isEnabled, scroller]);

  useEffect(() => {
    if (!isEnabled || typeof navigator.getGamepads !== 'function') return;
    let previous = new Map<number, PadSnapshot>();
    let frame = 0;
    const poll = () => {
      const current = readPads(() => navigator.getGamepads());
      for (const action of pollPads(previous, current, bindings.pad)) dispatch(action);
      previous = current;
      frame = requestAnimationFrame(poll);
    };
    frame = requestAnimationFrame(poll);
    return () => cancelAnimationFrame(frame);
  }, [bindings.pad, dispatch, isEnabled]);
}
