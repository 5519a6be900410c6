import { PROMPTER_MAX_SPEED_STEP } from './prompter';

/**
 * How a prompter is driven. Every input — keys (a USB shuttle or foot pedal types keys too), the
 * mouse wheel, a gamepad — becomes a `PrompterAction`; `prompterReducer` turns actions into the
 * control state the screen scrolls by. The state knows stories only by id: where they are on
 * screen is the screen's business, so jumps and nudges are requests carrying a sequence number
 * the screen acts on once.
 *
 * Speed is a signed step; each step scrolls `LINES_PER_SECOND_PER_STEP` lines a second, so
 * screens with different fonts read at the same pace.
 */

/** Lines scrolled per second by one speed step. */
export const LINES_PER_SECOND_PER_STEP = 0.5;

/** What the operator asks for. */
export type PrompterAction =
  | { type: 'togglePause' }
  | { type: 'faster' }
  | { type: 'slower' }
  | { type: 'setSpeedStep'; step: number }
  | { type: 'nextStory' }
  | { type: 'previousStory' }
  | { type: 'top' }
  | { type: 'jumpToStory'; storyId: number }
  /** A digit typed toward a page number. */
  | { type: 'digit'; digit: string }
  /** Jumps to the page typed so far. */
  | { type: 'enterPage' }
  /** Moves the text by some lines (wheel, when paused), up when negative. */
  | { type: 'nudge'; lines: number }
  /** The screen says which story is at the reading line now. */
  | { type: 'storyReached'; storyId: number }
  /** The script's stories changed (id and page, in running order). */
  | { type: 'scriptChanged'; stories: readonly { id: number; page: string }[] };

/** A request the screen carries out once (a new `seq` each time). */
export interface PrompterRequest<T> {
  seq: number;
  value: T;
}

/** What the screen scrolls by. */
export interface PrompterControlState {
  speedStep: number;
  isPaused: boolean;
  /** The stories in running order, to find the next, previous or typed one. */
  stories: readonly { id: number; page: string }[];
  /** The story at the reading line. */
  currentStoryId: number | null;
  /** Digits typed toward a page ('' when none). */
  typedPage: string;
  /** Bring this story's first line to the reading line. */
  jump: PrompterRequest<number> | null;
  /** Move the text by these lines. */
  nudge: PrompterRequest<number> | null;
  /** Increases with every request, so two equal requests are still two. */
  seq: number;
}

/** A stopped prompter on the first story. */
export const INITIAL_PROMPTER_STATE: PrompterControlState = {
  speedStep: 2,
  isPaused: true,
  stories: [],
  currentStoryId: null,
  typedPage: '',
  jump: null,
  nudge: null,
  seq: 0,
};

const clampStep = (step: number) =>
  Math.max(-PROMPTER_MAX_SPEED_STEP, Math.min(PROMPTER_MAX_SPEED_STEP, Math.round(step)));

function jumpTo(state: PrompterControlState, storyId: number | undefined): PrompterControlState {
  if (storyId === undefined) return { ...state, typedPage: '' };
  const seq = state.seq + 1;
  return { ...state, seq, typedPage: '', currentStoryId: storyId, jump: { seq, value: storyId } };
}

function storyAt(state: PrompterControlState, delta: number): number | undefined {
  const index = state.stories.findIndex((story) => story.id === state.currentStoryId);
  if (index === -1) return state.stories[0]?.id;
  return state.stories[Math.max(0, Math.min(state.stories.length - 1, index + delta))]?.id;
}

/** The control state after an action. */
export function prompterReducer(
  state: PrompterControlState,
  action: PrompterAction,
): PrompterControlState {
  switch (action.type) {
    case 'togglePause':
      return { ...state, isPaused: !state.isPaused };
    case 'faster':
      return { ...state, speedStep: clampStep(state.speedStep + 1) };
    case 'slower':
      return { ...state, speedStep: clampStep(state.speedStep - 1) };
    case 'setSpeedStep':
      return { ...state, speedStep: clampStep(action.step) };
    case 'nextStory':
      return jumpTo(state, storyAt(state, 1));
    case 'previousStory':
      return jumpTo(state, storyAt(state, -1));
    case 'top':
      return jumpTo(state, state.stories[0]?.id);
    case 'jumpToStory':
      return jumpTo(state, state.stories.find((story) => story.id === action.storyId)?.id);
    case 'digit':
      return /^\d$/.test(action.digit) && state.typedPage.length < 4
        ? { ...state, typedPage: state.typedPage + action.digit }
        : state;
    case 'enterPage': {
      const page = Number(state.typedPage);
      const story = state.stories.find((s) => s.page !== '' && Number(s.page) === page);
      return jumpTo(state, state.typedPage === '' ? undefined : story?.id);
    }
    case 'nudge': {
      if (action.lines === 0) return state;
      const seq = state.seq + 1;
      return { ...state, seq, nudge: { seq, value: action.lines } };
    }
    case 'storyReached':
      return state.currentStoryId === action.storyId
        ? state
        : { ...state, currentStoryId: action.storyId };
    case 'scriptChanged': {
      const isKept = action.stories.some((story) => story.id === state.currentStoryId);
      return {
        ...state,
        stories: action.stories,
        currentStoryId: isKept ? state.currentStoryId : (action.stories[0]?.id ?? null),
      };
    }
  }
}

/** Scrolling speed in lines per second (0 when paused). */
export function linesPerSecond(
  state: Pick<PrompterControlState, 'speedStep' | 'isPaused'>,
): number {
  return state.isPaused ? 0 : state.speedStep * LINES_PER_SECOND_PER_STEP;
}
