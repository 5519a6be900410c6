import {
  parseKeyBindings,
  parsePadBindings,
  serializeBindings,
  type PrompterKeyBindings,
  type PrompterPadBindings,
} from '@newsroom/domain';

/**
 * What one prompter screen keeps in this browser: its key bindings (a shuttle or pedal set up once
 * per studio machine) and how it shows the text. Storage may be missing (privacy mode): defaults.
 */

/** localStorage key of the key bindings (JSON: key → action). */
export const PROMPTER_KEYS_STORAGE = 'nrcs.prompter.keys';
/** localStorage key of the gamepad bindings (JSON: button index → action). */
export const PROMPTER_PAD_STORAGE = 'nrcs.prompter.pad';
/** localStorage key of the display settings. */
export const PROMPTER_VIEW_STORAGE = 'nrcs.prompter.view';

/** How a prompter screen shows the text. */
export interface PrompterView {
  /** Mirrored left to right, for a beam-splitter glass. */
  isMirrored: boolean;
  /** Font size in px. */
  fontSizePx: number;
  /** Side margins, % of the width each. */
  marginPercent: number;
  /** Reading line, % of the height from the top. */
  readingLinePercent: number;
  /** Drives the followers (operator) or follows the operator. */
  mode: 'operator' | 'follower';
}

/** Large type, no mirror, reading line at a third: most studios start from this. */
export const DEFAULT_VIEW: PrompterView = {
  isMirrored: false,
  fontSizePx: 64,
  marginPercent: 10,
  readingLinePercent: 33,
  mode: 'operator',
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The key bindings of this browser. */
export function readKeyBindings(): PrompterKeyBindings {
  return parseKeyBindings(storage()?.getItem(PROMPTER_KEYS_STORAGE) ?? null);
}

/** The gamepad bindings of this browser. */
export function readPadBindings(): PrompterPadBindings {
  return parsePadBindings(storage()?.getItem(PROMPTER_PAD_STORAGE) ?? null);
}

/** Keys and gamepad buttons of one screen, as the editor changes them together. */
export interface PrompterBindings {
  keys: PrompterKeyBindings;
  pad: PrompterPadBindings;
}

/** The key and gamepad bindings of this browser. */
export const readBindings = (): PrompterBindings => ({
  keys: readKeyBindings(),
  pad: readPadBindings(),
});

/** Keeps the key and gamepad bindings of this browser. */
export function writeBindings({ keys, pad }: PrompterBindings): void {
  storage()?.setItem(PROMPTER_KEYS_STORAGE, serializeBindings(keys));
  storage()?.setItem(PROMPTER_PAD_STORAGE, serializeBindings(pad));
}

/** The display settings of this browser, each field checked. */
export function readView(): PrompterView {
  try {
    const stored = JSON.parse(
      storage()?.getItem(PROMPTER_VIEW_STORAGE) ?? '{}',
    ) as Partial<PrompterView>;
    return {
      isMirrored:
        typeof stored.isMirrored === 'boolean' ? stored.isMirrored : DEFAULT_VIEW.isMirrored,
      fontSizePx:
        typeof stored.fontSizePx === 'number' ? stored.fontSizePx : DEFAULT_VIEW.fontSizePx,
      marginPercent:
        typeof stored.marginPercent === 'number'
          ? stored.marginPercent
          : DEFAULT_VIEW.marginPercent,
      readingLinePercent:
        typeof stored.readingLinePercent === 'number'
          ? stored.readingLinePercent
          : DEFAULT_VIEW.readingLinePercent,
      mode: stored.mode === 'follower' ? 'follower' : 'operator',
    };
  } catch {
    return DEFAULT_VIEW;
  }
}

/** Keeps the display settings of this browser. */
export function writeView(view: PrompterView): void {
  storage()?.setItem(PROMPTER_VIEW_STORAGE, JSON.stringify(view));
}
