/**
 * Which key or gamepad button does what on one prompter screen, and how the bindings are edited
 * and kept (localStorage, per studio machine). Pure, so the editor's refusals are table-tested.
 * A key or button does one thing (a second binding is refused, never silently moved); an action
 * may have several (the keyboard's arrow and a shuttle's key).
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
/** An action a key or a button may be bound to. */
export type PrompterBindableAction = (typeof PROMPTER_BINDABLE_ACTIONS)[number];

/** Key (KeyboardEvent.key, space as `Space`) → action. */
export type PrompterKeyBindings = Readonly<Record<string, PrompterBindableAction>>;
/** Gamepad button (index in the standard mapping) → action. */
export type PrompterPadBindings = Readonly<Record<number, PrompterBindableAction>>;

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

/** Buttons of the standard mapping (W3C Gamepad "standard" layout). */
export const PAD_BUTTONS = {
  a: 0,
  b: 1,
  leftBumper: 4,
  rightBumper: 5,
  dpadUp: 12,
  dpadDown: 13,
} as const;
/** The buttons out of the box. */
export const DEFAULT_PAD_BUTTONS: PrompterPadBindings = {
  [PAD_BUTTONS.a]: 'togglePause',
  [PAD_BUTTONS.b]: 'top',
  [PAD_BUTTONS.leftBumper]: 'previousStory',
  [PAD_BUTTONS.rightBumper]: 'nextStory',
  [PAD_BUTTONS.dpadUp]: 'slower',
  [PAD_BUTTONS.dpadDown]: 'faster',
};
/** Labels printed on a standard pad's buttons, by index (the same in every language). */
export const PAD_BUTTON_LABELS = [
  'A',
  'B',
  'X',
  'Y',
  'LB',
  'RB',
  'LT',
  'RT',
  'Select',
  'Start',
  'L3',
  'R3',
  '↑',
  '↓',
  '←',
  '→',
  'Home',
] as const;
/** Buttons a pad may report beyond the standard ones are accepted up to this index. */
const MAX_PAD_BUTTON = 31;

/** A KeyboardEvent.key as bindings name it. */
export const bindingKeyOf = (key: string): string => (key === ' ' ? 'Space' : key);

/**
 * Keys that cannot be bound: digits type page numbers, Escape and Tab work the editor and the
 * page, modifiers alone never reach the prompter (a key with Ctrl, Alt or Meta is the browser's).
 */
const RESERVED_KEYS = new Set([
  'Escape',
  'Tab',
  'Shift',
  'Control',
  'Alt',
  'AltGraph',
  'Meta',
  'OS',
  'CapsLock',
  'Fn',
  'Dead',
  'Unidentified',
  'Process',
]);
/** Longer names are not keys (KeyboardEvent.key names are short). */
const MAX_KEY_LENGTH = 32;

/** Whether a key (as bindings name it) may be bound at all. */
export const isBindableKey = (key: string): boolean =>
  key.length > 0 && key.length <= MAX_KEY_LENGTH && !/^\d$/.test(key) && !RESERVED_KEYS.has(key);

const isBindableButton = (button: number): boolean =>
  Number.isInteger(button) && button >= 0 && button <= MAX_PAD_BUTTON;

/** What binding a key or button to an action would do. */
export type BindingCheck =
  | { outcome: 'bind' }
  /** Already bound to that same action: nothing to do. */
  | { outcome: 'unchanged' }
  /** Bound to another action: refused, the user removes that one first. */
  | { outcome: 'taken'; action: PrompterBindableAction }
  /** A key that cannot be bound (see {@link isBindableKey}). */
  | { outcome: 'reserved' };

function check(
  bound: PrompterBindableAction | undefined,
  action: PrompterBindableAction,
): BindingCheck {
  if (bound === undefined) return { outcome: 'bind' };
  return bound === action ? { outcome: 'unchanged' } : { outcome: 'taken', action: bound };
}

/** Whether `key` may be bound to `action`. */
export function checkKeyBinding(
  bindings: PrompterKeyBindings,
  key: string,
  action: PrompterBindableAction,
): BindingCheck {
  return isBindableKey(key) ? check(bindings[key], action) : { outcome: 'reserved' };
}

/** Whether pad `button` may be bound to `action`. */
export function checkPadBinding(
  bindings: PrompterPadBindings,
  button: number,
  action: PrompterBindableAction,
): BindingCheck {
  return isBindableButton(button) ? check(bindings[button], action) : { outcome: 'reserved' };
}

/** The keys or buttons bound to `action`, in a stable order (buttons by number). */
export function inputsOf<K extends string | number>(
  bindings: Readonly<Record<K, PrompterBindableAction>>,
  action: PrompterBindableAction,
): string[] {
  return Object.entries(bindings)
    .filter(([, bound]) => bound === action)
    .map(([input]) => input)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

const isAction = (value: unknown): value is PrompterBindableAction =>
  (PROMPTER_BINDABLE_ACTIONS as readonly unknown[]).includes(value);

/** The object stored under a localStorage key, or null when absent or not a JSON object. */
function storedObject(stored: string | null): Record<string, unknown> | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Stored key bindings (JSON), keeping only bindable keys bound to known actions. Absent, corrupted
 * or left with no key at all (a prompter no key drives): the defaults.
 */
export function parseKeyBindings(stored: string | null): PrompterKeyBindings {
  const value = storedObject(stored);
  const entries = Object.entries(value ?? {}).filter(
    (entry): entry is [string, PrompterBindableAction] =>
      isBindableKey(entry[0]) && isAction(entry[1]),
  );
  return entries.length > 0 ? Object.fromEntries(entries) : DEFAULT_PROMPTER_KEYS;
}

/** Stored gamepad bindings (JSON); absent or corrupted: the defaults. An empty set is kept. */
export function parsePadBindings(stored: string | null): PrompterPadBindings {
  const value = storedObject(stored);
  if (!value) return DEFAULT_PAD_BUTTONS;
  const entries = Object.entries(value).filter(
    ([button, action]) =>
      /^\d+$/.test(button) && isBindableButton(Number(button)) && isAction(action),
  );
  return Object.fromEntries(entries) as PrompterPadBindings;
}

/** Bindings as stored (the form {@link parseKeyBindings} and {@link parsePadBindings} read). */
export const serializeBindings = (bindings: PrompterKeyBindings | PrompterPadBindings): string =>
  JSON.stringify(bindings);
