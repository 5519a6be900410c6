import { describe, expect, it } from 'vitest';
import { type RundownKeyAction, type RundownKeyEvent, rundownKeyAction } from './rundownKeys';

const press = (key: string, modifiers: string = ''): RundownKeyEvent => ({
  key,
  ctrl: modifiers.includes('ctrl'),
  shift: modifiers.includes('shift'),
  meta: modifiers.includes('meta'),
  alt: modifiers.includes('alt'),
});

describe('rundownKeyAction', () => {
  it.each<[string, RundownKeyEvent, RundownKeyAction | null]>([
    ['space', press(' '), 'advance'],
    ['Spacebar (old browsers)', press('Spacebar'), 'advance'],
    ['ctrl+space', press(' ', 'ctrl'), 'toggleSelected'],
    ['meta+space', press(' ', 'meta'), 'toggleSelected'],
    ['ctrl+shift+space', press(' ', 'ctrl shift'), 'setOnAirAndUpdateEarlier'],
    ['shift+space alone', press(' ', 'shift'), null],
    ['ctrl+shift+U', press('U', 'ctrl shift'), 'sendToStandby'],
    ['ctrl+shift+u lower case', press('u', 'ctrl shift'), 'sendToStandby'],
    ['ctrl+U without shift', press('u', 'ctrl'), null],
    ['ctrl+C', press('c', 'ctrl'), 'copy'],
    ['meta+C', press('c', 'meta'), 'copy'],
    ['ctrl+X', press('x', 'ctrl'), 'cut'],
    ['ctrl+V', press('v', 'ctrl'), 'paste'],
    ['ctrl+F', press('f', 'ctrl'), 'search'],
    ['caps lock ctrl+F', press('F', 'ctrl'), 'search'],
    ['ctrl+shift+C', press('C', 'ctrl shift'), null],
    ['plain c', press('c'), null],
    ['ctrl+alt+C', press('c', 'ctrl alt'), null],
    ['alt+space', press(' ', 'alt'), null],
    ['Enter', press('Enter'), null],
    ['ctrl+Z', press('z', 'ctrl'), null],
  ])('%s', (_name, event, expected) => {
    expect(rundownKeyAction(event)).toBe(expected);
  });
});
