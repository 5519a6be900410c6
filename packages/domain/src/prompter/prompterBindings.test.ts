import { describe, expect, it } from 'vitest';
import {
  checkKeyBinding,
  checkPadBinding,
  DEFAULT_PAD_BUTTONS,
  DEFAULT_PROMPTER_KEYS,
  inputsOf,
  parseKeyBindings,
  parsePadBindings,
  serializeBindings,
} from './prompterBindings';

describe('binding a key', () => {
  it.each([
    ['a free key', 'F13', 'togglePause', { outcome: 'bind' }],
    ['a key already doing that', 'Space', 'togglePause', { outcome: 'unchanged' }],
    [
      'a key bound to another action',
      'Space',
      'faster',
      { outcome: 'taken', action: 'togglePause' },
    ],
    ['a digit (page numbers)', '4', 'top', { outcome: 'reserved' }],
    ['Escape (cancels the capture)', 'Escape', 'top', { outcome: 'reserved' }],
    ['a modifier alone', 'Shift', 'top', { outcome: 'reserved' }],
    ['no key', '', 'top', { outcome: 'reserved' }],
  ] as const)('%s', (_case, key, action, expected) => {
    expect(checkKeyBinding(DEFAULT_PROMPTER_KEYS, key, action)).toEqual(expected);
  });
});

describe('binding a gamepad button', () => {
  it.each([
    ['a free button', 2, 'top', { outcome: 'bind' }],
    ['a button already doing that', 0, 'togglePause', { outcome: 'unchanged' }],
    ['a button bound to another action', 5, 'top', { outcome: 'taken', action: 'nextStory' }],
    ['no such button', 40, 'top', { outcome: 'reserved' }],
    ['not a button', 1.5, 'top', { outcome: 'reserved' }],
  ] as const)('%s', (_case, button, action, expected) => {
    expect(checkPadBinding(DEFAULT_PAD_BUTTONS, button, action)).toEqual(expected);
  });
});

describe('listing an action', () => {
  it('gives every key bound to it, sorted', () => {
    expect(inputsOf({ F13: 'faster', ArrowDown: 'faster', Space: 'top' }, 'faster')).toEqual([
      'ArrowDown',
      'F13',
    ]);
    expect(inputsOf({ 12: 'top', 4: 'top', 5: 'faster' }, 'top')).toEqual(['4', '12']);
  });
});

describe('stored key bindings', () => {
  it('read back what was stored', () => {
    const bindings = { F13: 'togglePause', b: 'nextStory' } as const;
    expect(parseKeyBindings(serializeBindings(bindings))).toEqual(bindings);
  });

  it('drop reserved keys and unknown actions, keep the rest', () => {
    const stored = JSON.stringify({ F13: 'top', 5: 'faster', Escape: 'top', F14: 'explode' });
    expect(parseKeyBindings(stored)).toEqual({ F13: 'top' });
  });

  it.each([null, '', 'not json', '[]', '{}', '{"F1":"explode"}', '42', 'null', '"Space"'])(
    'fall back to the defaults for stored %j',
    (stored) => {
      expect(parseKeyBindings(stored)).toBe(DEFAULT_PROMPTER_KEYS);
    },
  );
});

describe('stored gamepad bindings', () => {
  it('read back what was stored, an empty set included', () => {
    const bindings = { 3: 'togglePause', 16: 'top' } as const;
    expect(parsePadBindings(serializeBindings(bindings))).toEqual(bindings);
    expect(parsePadBindings('{}')).toEqual({});
  });

  it('drop what is not a button or not an action', () => {
    const stored = JSON.stringify({ 2: 'top', x: 'faster', '-1': 'top', 99: 'top', 3: 'fly' });
    expect(parsePadBindings(stored)).toEqual({ 2: 'top' });
  });

  it.each([null, '', '{broken', '[1,2]', '7'])(
    'fall back to the defaults for stored %j',
    (stored) => {
      expect(parsePadBindings(stored)).toBe(DEFAULT_PAD_BUTTONS);
    },
  );
});
