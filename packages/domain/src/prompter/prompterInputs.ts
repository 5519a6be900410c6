import type { PrompterAction } from './prompterControls';

/**
 * Inputs to prompter actions, pure so they are table-tested: keys (a USB shuttle or pedal types
 * keys: its keys are bound like any other, the bindings kept per screen), the mouse wheel and a
 * gamepad read as snapshots (the Gamepad API is polled: actions come from the change between two
 * polls, so a held button acts once).
 */

/** The actions a key or a button may be bound to. */
export const PROMPTER_BINDABLE_ACTIONS = [
  'togglePause',
  'faster',
  'slower',
  'nextStory',
  'previousStory',
  'top',
  'enterPage',
] as const;
/** An action a key may be bound to. */
export type PrompterBindableAction = (typeof PROMPTER_BINDABLE_ACTIONS)[number];

/** Key (KeyboardEvent.key, space as `Space`) → action. */
export type PrompterKeyBindings = Readonly<Record<string, PrompterBindableAction>>;

/** The keys out of the box; most shuttles and pedals can be set to send these. */
export const DEFAULT_PROMPTER_KEYS: PrompterKeyBindings = {
  Space: 'togglePause',
  ArrowDown: 'faster',
  ArrowUp: 'slower',
  PageDown: 'nextStory',
  PageUp: 'previousStory',
  Home: 'top',
  Enter: 'enterPage',
};

/** A KeyboardEvent.key as bindings name it. */
export const bindingKeyOf = (key: string): string => (key === ' ' ? 'Space' : key);

/** The action of a key: its binding, else a digit toward a page number; null for other keys. */
export function keyToAction(key: string, bindings: PrompterKeyBindings): PrompterAction | null {
  const bound = bindings[bindingKeyOf(key)];
  if (bound) return { type: bound };
  return /^\d$/.test(key) ? { type: 'digit', digit: key } : null;
}

/** Stored bindings (JSON), keeping only known actions; the defaults when absent or unreadable. */
export function parseKeyBindings(stored: string | null): PrompterKeyBindings {
  if (!stored) return DEFAULT_PROMPTER_KEYS;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return DEFAULT_PROMPTER_KEYS;
    const entries = Object.entries(value).filter(
      (entry): entry is [string, PrompterBindableAction] =>
        (PROMPTER_BINDABLE_ACTIONS as readonly unknown[]).includes(entry[1]),
    );
    return entries.length > 0 ? Object.fromEntries(entries) : DEFAULT_PROMPTER_KEYS;
  } catch {
    return DEFAULT_PROMPTER_KEYS;
  }
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

/** Buttons of the standard mapping (W3C Gamepad "standard" layout). */
export const PAD_BUTTONS = {
  a: 0,
  b: 1,
  leftBumper: 4,
  rightBumper: 5,
  dpadUp: 12,
  dpadDown: 13,
} as const;
const PAD_BUTTON_ACTIONS: ReadonlyArray<[number, PrompterBindableAction]> = [
  [PAD_BUTTONS.a, 'togglePause'],
  [PAD_BUTTONS.b, 'top'],
  [PAD_BUTTONS.leftBumper, 'previousStory'],
  [PAD_BUTTONS.rightBumper, 'nextStory'],
  [PAD_BUTTONS.dpadUp, 'slower'],
  [PAD_BUTTONS.dpadDown, 'faster'],
];
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
): PrompterAction[] {
  const actions: PrompterAction[] = [];
  for (const [button, type] of PAD_BUTTON_ACTIONS) {
    if (current.buttons[button] && !previous?.buttons[button]) actions.push({ type });
  }
  const push = pushOf(current.axes[SPEED_AXIS]);
  if (push !== 0 && push !== pushOf(previous?.axes[SPEED_AXIS]))
    actions.push({ type: push > 0 ? 'faster' : 'slower' });
  const nudge = current.axes[NUDGE_AXIS] ?? 0;
  if (Math.abs(nudge) >= PAD_DEAD_ZONE)
    actions.push({ type: 'nudge', lines: nudge * NUDGE_LINES_PER_POLL });
  return actions;
}
