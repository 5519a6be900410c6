/**
 * Manual control keys of the rundown screen (spec 1 §4), as a pure mapping the web binds to
 * its keydown handler. Ctrl and Meta (⌘ on macOS) count as the same modifier; Alt disables
 * every shortcut so the system's own combinations pass through. Letters match either case
 * (with Shift held the browser reports `U`).
 */

/** What a rundown shortcut asks for. */
export const RUNDOWN_KEY_ACTIONS = [
  /** space: put the next story on air (see `nextOnAir`). */
  'advance',
  /** ctrl+space: toggle the display status of the selected stories. */
  'toggleSelected',
  /** ctrl+shift+space: set the selected story on air and stop the earlier ones (cascade). */
  'setOnAirAndUpdateEarlier',
  /** ctrl+shift+U: send the selected stories to the Standby block. */
  'sendToStandby',
  /** ctrl+C */
  'copy',
  /** ctrl+X */
  'cut',
  /** ctrl+V */
  'paste',
  /** ctrl+F */
  'search',
] as const;
/** One rundown shortcut action. */
export type RundownKeyAction = (typeof RUNDOWN_KEY_ACTIONS)[number];

/** The parts of a keyboard event the mapping reads (`KeyboardEvent.key` and modifiers). */
export interface RundownKeyEvent {
  key: string;
  ctrl: boolean;
  shift: boolean;
  meta: boolean;
  alt?: boolean;
}

const SPACE_KEYS = new Set([' ', 'Space', 'Spacebar']);

/** The action of a key press on the rundown screen, or null when it is not a shortcut. */
export function rundownKeyAction(event: RundownKeyEvent): RundownKeyAction | null {
  if (event.alt) return null;
  const withModifier = event.ctrl || event.meta;
  if (SPACE_KEYS.has(event.key)) {
    if (!withModifier) return event.shift ? null : 'advance';
    return event.shift ? 'setOnAirAndUpdateEarlier' : 'toggleSelected';
  }
  if (!withModifier) return null;
  const letter = event.key.toLowerCase();
  if (event.shift) return letter === 'u' ? 'sendToStandby' : null;
  switch (letter) {
    case 'c':
      return 'copy';
    case 'x':
      return 'cut';
    case 'v':
      return 'paste';
    case 'f':
      return 'search';
    default:
      return null;
  }
}
