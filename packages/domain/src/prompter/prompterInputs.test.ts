import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPTER_KEYS, PAD_BUTTONS, parseKeyBindings } from './prompterBindings';
import {
  firstPressedButton,
  gamepadActions,
  keyToAction,
  wheelToAction,
  type PadSnapshot,
} from './prompterInputs';

describe('keys', () => {
  it.each([
    [' ', { type: 'togglePause' }],
    ['ArrowDown', { type: 'faster' }],
    ['ArrowUp', { type: 'slower' }],
    ['PageDown', { type: 'nextStory' }],
    ['PageUp', { type: 'previousStory' }],
    ['Home', { type: 'top' }],
    ['Enter', { type: 'enterPage' }],
    ['7', { type: 'digit', digit: '7' }],
    ['x', null],
  ])('%j → %j', (key, expected) => {
    expect(keyToAction(key, DEFAULT_PROMPTER_KEYS)).toEqual(expected);
  });

  it('follow a pedal bound to F13 instead of the defaults', () => {
    const bindings = parseKeyBindings(JSON.stringify({ F13: 'togglePause', b: 'nextStory' }));
    expect(keyToAction('F13', bindings)).toEqual({ type: 'togglePause' });
    expect(keyToAction('b', bindings)).toEqual({ type: 'nextStory' });
    expect(keyToAction(' ', bindings)).toBeNull();
  });
});

describe('the wheel', () => {
  it.each([
    ['paused, pixels', 80, 0, true, { type: 'nudge', lines: 2 }],
    ['paused, lines', -3, 1, true, { type: 'nudge', lines: -3 }],
    ['paused, pages', 1, 2, true, { type: 'nudge', lines: 10 }],
    ['running, down', 40, 0, false, { type: 'faster' }],
    ['running, up', -40, 0, false, { type: 'slower' }],
    ['no movement', 0, 0, true, null],
  ])('%s', (_name, deltaY, deltaMode, isPaused, expected) => {
    expect(wheelToAction(deltaY, deltaMode, isPaused)).toEqual(expected);
  });
});

const pad = (pressed: number[] = [], axes: number[] = [0, 0, 0, 0]): PadSnapshot => ({
  buttons: Array.from({ length: 17 }, (_, i) => pressed.includes(i)),
  axes,
});

describe('a gamepad', () => {
  it.each<[string, PadSnapshot | null, PadSnapshot, unknown[]]>([
    ['A pressed plays or pauses', pad(), pad([PAD_BUTTONS.a]), [{ type: 'togglePause' }]],
    ['A held acts once', pad([PAD_BUTTONS.a]), pad([PAD_BUTTONS.a]), []],
    ['first poll with A down', null, pad([PAD_BUTTONS.a]), [{ type: 'togglePause' }]],
    [
      'bumpers move by story',
      pad(),
      pad([PAD_BUTTONS.leftBumper, PAD_BUTTONS.rightBumper]),
      [{ type: 'previousStory' }, { type: 'nextStory' }],
    ],
    [
      'D-pad sets the speed',
      pad(),
      pad([PAD_BUTTONS.dpadUp, PAD_BUTTONS.dpadDown]),
      [{ type: 'slower' }, { type: 'faster' }],
    ],
    ['B goes to the top', pad(), pad([PAD_BUTTONS.b]), [{ type: 'top' }]],
    ['left stick pushed down: faster once', pad(), pad([], [0, 0.9, 0, 0]), [{ type: 'faster' }]],
    ['left stick held down: nothing more', pad([], [0, 0.9, 0, 0]), pad([], [0, 0.8, 0, 0]), []],
    ['left stick pushed up: slower', pad(), pad([], [0, -0.7, 0, 0]), [{ type: 'slower' }]],
    ['left stick barely moved', pad(), pad([], [0, 0.3, 0, 0]), []],
    [
      'right stick moves the text while held',
      pad([], [0, 0, 0, 1]),
      pad([], [0, 0, 0, 1]),
      [{ type: 'nudge', lines: 0.25 }],
    ],
    ['right stick in its dead zone', pad(), pad([], [0, 0, 0, 0.1]), []],
    ['a pad with no axes', pad(), { buttons: [], axes: [] }, []],
  ])('%s', (_name, previous, current, expected) => {
    expect(gamepadActions(previous, current)).toEqual(expected);
  });

  it('follows buttons bound in the editor instead of the defaults', () => {
    const bindings = { 3: 'togglePause', 0: 'nextStory' } as const;
    expect(gamepadActions(pad(), pad([0, 3, PAD_BUTTONS.b]), bindings)).toEqual([
      { type: 'nextStory' },
      { type: 'togglePause' },
    ]);
  });
});

describe('capturing a gamepad button', () => {
  it.each<[string, number[], number[], number | null]>([
    ['a button pressed', [], [3], 3],
    ['a button held since before', [3], [3], null],
    ['held one, pressed another', [3], [3, 7], 7],
    ['two pressed at once: the lowest', [], [9, 2], 2],
    ['nothing pressed', [], [], null],
  ])('%s', (_case, before, after, expected) => {
    expect(firstPressedButton(pad(before), pad(after))).toBe(expected);
  });
});
