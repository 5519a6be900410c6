import type { PrompterAction } from './prompterControls';
import {
  bindingKeyOf,
  DEFAULT_PAD_BUTTONS,
  type PrompterKeyBindings,
  type PrompterPadBindings,
} from './prompterBindings';

/**
 * Inputs to prompter actions, pure so they are table-tested: keys (a USB shuttle or pedal types
 * keys: its keys are bound like any other, the bindings kept per screen), the mouse wheel and a
 * gamepad read as snapshots (the Gamepad API is polled: actions come from the change between two
 * polls, so a held button acts once).
 */

/** The action of a key: its binding, else a digit toward a page number; null for other keys. */
export function keyToAction(key: string, bindings: PrompterKeyBindings): PrompterAction | null {
  const bound = bindings[bindingKeyOf(key)];
  if (bound) return { type: bound };
  return /^\d$/.test(key) ? { type: 'digit', digit: key } : null;
}

/** WheelEvent.deltaMode values. */
const DELTA_PIXEL = 0;
const DELTA_LINE = 1;
/** Pixels a wheel notch is taken for when the browser reports pixels. */
const PIXELS_PER_LINE = 40;
/** Lines a wheel "page" is taken for. */
const LINES_PER_PAGE = 10;

/**
 * The wheel: paused, it moves the text (to find one's place); running, each turn is one speed
 * step (down faster, up slower), the way a prompter's hand control works.
 */
export function wheelToAction(
  deltaY: number,
  deltaMode: number,
  isPaused: boolean,
): PrompterAction | null {
  if (deltaY === 0) return null;
  if (!isPaused) return { type: deltaY > 0 ? 'faster' : 'slower' };
  const lines =
    deltaMode === DELTA_PIXEL
      ? deltaY / PIXELS_PER_LINE
      : deltaMode === DELTA_LINE
        ? deltaY
        : deltaY * LINES_PER_PAGE;
  return { type: 'nudge', lines };
}

/** One poll of a gamepad: which buttons are down and where the sticks are. */
export interface PadSnapshot {
  buttons: readonly boolean[];
  axes: readonly number[];
}

/** Left stick's vertical axis (speed) and right stick's (moving the text by hand). */
const SPEED_AXIS = 1;
const NUDGE_AXIS = 3;
/** A stick inside this is at rest (sticks rarely rest at exactly 0). */
export const PAD_DEAD_ZONE = 0.2;
/** How far the left stick is pushed to count as a speed step. */
const SPEED_PUSH = 0.6;
/** Lines moved per poll by the right stick fully pushed (about 60 polls a second). */
const NUDGE_LINES_PER_POLL = 0.25;

const pushOf = (axis: number | undefined): -1 | 0 | 1 =>
  axis === undefined || Math.abs(axis) < SPEED_PUSH ? 0 : axis > 0 ? 1 : -1;

/**
 * The actions between two polls: a button pressed since the last poll acts once; the left stick
 * pushed down (up) past halfway is one step faster (slower); the right stick moves the text while
 * held, in proportion to how far it is pushed.
 */
export function gamepadActions(
  previous: PadSnapshot | null,
  current: PadSnapshot,
  bindings: PrompterPadBindings = DEFAULT_PAD_BUTTONS,
): PrompterAction[] {
  const actions: PrompterAction[] = [];
  for (const [button, type] of Object.entries(bindings)) {
    const index = Number(button);
    if (current.buttons[index] && !previous?.buttons[index]) actions.push({ type });
  }
  const push = pushOf(current.axes[SPEED_AXIS]);
  if (push !== 0 && push !== pushOf(previous?.axes[SPEED_AXIS]))
    actions.push({ type: push > 0 ? 'faster' : 'slower' });
  const nudge = current.axes[NUDGE_AXIS] ?? 0;
  if (Math.abs(nudge) >= PAD_DEAD_ZONE)
    actions.push({ type: 'nudge', lines: nudge * NUDGE_LINES_PER_POLL });
  return actions;
}

/**
 * The button pressed between two polls (the lowest if several), for the editor's "press a
 * button": a button already down when capture started is not taken.
 */
export function firstPressedButton(previous: PadSnapshot, current: PadSnapshot): number | null {
  const index = current.buttons.findIndex((isDown, button) => isDown && !previous.buttons[button]);
  return index === -1 ? null : index;
}
