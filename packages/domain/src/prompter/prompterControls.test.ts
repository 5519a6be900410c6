import { describe, expect, it } from 'vitest';
import {
  INITIAL_PROMPTER_STATE,
  linesPerSecond,
  prompterReducer,
  type PrompterAction,
  type PrompterControlState,
} from './prompterControls';

const STORIES = [
  { id: 11, page: '01' },
  { id: 12, page: '02' },
  { id: 13, page: '12' },
];
const loaded = prompterReducer(INITIAL_PROMPTER_STATE, { type: 'scriptChanged', stories: STORIES });
const run = (state: PrompterControlState, ...actions: PrompterAction[]) =>
  actions.reduce(prompterReducer, state);

describe('prompter controls', () => {
  it('start paused on the first story', () => {
    expect(loaded).toMatchObject({ isPaused: true, currentStoryId: 11, jump: null });
  });

  it.each<[string, PrompterAction[], Partial<PrompterControlState>]>([
    ['space plays', [{ type: 'togglePause' }], { isPaused: false }],
    ['and pauses again', [{ type: 'togglePause' }, { type: 'togglePause' }], { isPaused: true }],
    ['faster', [{ type: 'faster' }], { speedStep: 3 }],
    [
      'slower, past zero to backwards',
      [{ type: 'slower' }, { type: 'slower' }, { type: 'slower' }],
      { speedStep: -1 },
    ],
    ['speed capped', [{ type: 'setSpeedStep', step: 99 }, { type: 'faster' }], { speedStep: 10 }],
    ['speed floored', [{ type: 'setSpeedStep', step: -99 }], { speedStep: -10 }],
    ['next story', [{ type: 'nextStory' }], { currentStoryId: 12, jump: { seq: 1, value: 12 } }],
    [
      'next at the end stays',
      [{ type: 'jumpToStory', storyId: 13 }, { type: 'nextStory' }],
      { currentStoryId: 13, jump: { seq: 2, value: 13 } },
    ],
    [
      'previous at the top stays',
      [{ type: 'previousStory' }],
      { currentStoryId: 11, jump: { seq: 1, value: 11 } },
    ],
    [
      'top',
      [{ type: 'jumpToStory', storyId: 13 }, { type: 'top' }],
      { currentStoryId: 11, jump: { seq: 2, value: 11 } },
    ],
    [
      'jump to a story not shown does nothing',
      [{ type: 'jumpToStory', storyId: 99 }],
      { currentStoryId: 11, jump: null },
    ],
    [
      'typed page 12 then Enter',
      [{ type: 'digit', digit: '1' }, { type: 'digit', digit: '2' }, { type: 'enterPage' }],
      { currentStoryId: 13, typedPage: '', jump: { seq: 1, value: 13 } },
    ],
    [
      'typed page 2 matches "02"',
      [{ type: 'digit', digit: '2' }, { type: 'enterPage' }],
      { currentStoryId: 12 },
    ],
    [
      'an unknown page clears the typing',
      [{ type: 'digit', digit: '7' }, { type: 'enterPage' }],
      { currentStoryId: 11, typedPage: '', jump: null },
    ],
    ['Enter with nothing typed', [{ type: 'enterPage' }], { jump: null }],
    [
      'the reading line reaches a story',
      [{ type: 'storyReached', storyId: 12 }],
      { currentStoryId: 12, jump: null },
    ],
    ['nudge', [{ type: 'nudge', lines: -2 }], { nudge: { seq: 1, value: -2 } }],
    ['no nudge for 0 lines', [{ type: 'nudge', lines: 0 }], { nudge: null }],
  ])('%s', (_name, actions, expected) => {
    expect(run(loaded, ...actions)).toMatchObject(expected);
  });

  it('makes two equal jumps two requests', () => {
    const once = run(loaded, { type: 'top' });
    expect(run(once, { type: 'top' }).jump).not.toEqual(once.jump);
  });

  it('keeps the story read when the script changes around it, else goes to the first', () => {
    const reading = run(loaded, { type: 'jumpToStory', storyId: 12 });
    const changed = run(reading, { type: 'scriptChanged', stories: [STORIES[1]!, STORIES[0]!] });
    expect(changed.currentStoryId).toBe(12);
    const removed = run(reading, { type: 'scriptChanged', stories: [STORIES[2]!] });
    expect(removed.currentStoryId).toBe(13);
  });

  it.each([
    [{ speedStep: 4, isPaused: false }, 2],
    [{ speedStep: -2, isPaused: false }, -1],
    [{ speedStep: 4, isPaused: true }, 0],
  ])('scrolls %o at %d lines a second', (state, expected) => {
    expect(linesPerSecond(state)).toBe(expected);
  });
});
