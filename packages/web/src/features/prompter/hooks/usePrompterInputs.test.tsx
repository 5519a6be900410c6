import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook } from '@testing-library/react';
import {
  DEFAULT_PAD_BUTTONS,
  DEFAULT_PROMPTER_KEYS,
  PAD_BUTTONS,
  type PrompterAction,
} from '@newsroom/domain';
import { readPads, usePrompterInputs } from './usePrompterInputs';

/** A pad as the Gamepad API gives it, with these buttons down. */
const gamepad = (index: number, pressed: number[], axes = [0, 0, 0, 0]) => ({
  index,
  axes,
  buttons: Array.from({ length: 17 }, (_, i) => ({ pressed: pressed.includes(i) })),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount(options: { isEnabled?: boolean; scroller?: HTMLElement | null } = {}) {
  const actions: PrompterAction[] = [];
  const dispatch = (action: PrompterAction) => actions.push(action);
  const hook = renderHook(() =>
    usePrompterInputs(dispatch, {
      bindings: { keys: DEFAULT_PROMPTER_KEYS, pad: DEFAULT_PAD_BUTTONS },
      scroller: options.scroller ?? null,
      isPaused: true,
      isEnabled: options.isEnabled ?? true,
    }),
  );
  return { actions, hook };
}

describe('prompter keys', () => {
  it('turn bound keys and digits into actions, and leave other keys alone', () => {
    const { actions } = mount();
    fireEvent.keyDown(window, { key: ' ' });
    fireEvent.keyDown(window, { key: 'PageDown' });
    fireEvent.keyDown(window, { key: '4' });
    fireEvent.keyDown(window, { key: 'q' });
    fireEvent.keyDown(window, { key: 'ArrowDown', ctrlKey: true });
    expect(actions).toEqual([
      { type: 'togglePause' },
      { type: 'nextStory' },
      { type: 'digit', digit: '4' },
    ]);
  });

  it('are not taken from a field being typed in, nor on a follower screen', () => {
    const input = document.body.appendChild(document.createElement('input'));
    const { actions } = mount();
    fireEvent.keyDown(input, { key: ' ' });
    expect(actions).toEqual([]);
    const follower = mount({ isEnabled: false });
    fireEvent.keyDown(window, { key: ' ' });
    expect(follower.actions).toEqual([]);
    input.remove();
  });

  it('take the wheel over the scroller (paused: moves the text)', () => {
    const scroller = document.createElement('div');
    const { actions } = mount({ scroller });
    fireEvent.wheel(scroller, { deltaY: 120, deltaMode: 0 });
    expect(actions).toEqual([{ type: 'nudge', lines: 3 }]);
  });
});

describe('gamepads', () => {
  it('read the connected pads, skipping the empty slots', () => {
    const pads = readPads(() => [null, gamepad(1, [PAD_BUTTONS.a])]);
    expect([...pads.keys()]).toEqual([1]);
    expect(pads.get(1)?.buttons[PAD_BUTTONS.a]).toBe(true);
  });

  it('are polled every frame: a press acts once however long it is held', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    let pads: ReturnType<typeof gamepad>[] = [gamepad(0, [])];
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => pads });
    const { actions, hook } = mount();
    const frame = () => act(() => frames.shift()?.(0));
    frame();
    pads = [gamepad(0, [PAD_BUTTONS.a])];
    frame();
    frame();
    pads = [gamepad(0, [PAD_BUTTONS.rightBumper], [0, 0.9, 0, 0])];
    frame();
    expect(actions).toEqual([{ type: 'togglePause' }, { type: 'nextStory' }, { type: 'faster' }]);
    hook.unmount();
    delete (navigator as unknown as Record<string, unknown>).getGamepads;
  });
});
