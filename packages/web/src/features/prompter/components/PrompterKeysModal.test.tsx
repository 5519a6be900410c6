import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_PAD_BUTTONS, DEFAULT_PROMPTER_KEYS } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { PrompterKeysModal } from './PrompterKeysModal';

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en_US'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as unknown as Record<string, unknown>).getGamepads;
});

function open() {
  const onSave = vi.fn();
  const onClose = vi.fn();
  renderWithI18n(
    <PrompterKeysModal
      bindings={{ keys: DEFAULT_PROMPTER_KEYS, pad: DEFAULT_PAD_BUTTONS }}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { onSave, onClose };
}

const keysOf = (input: 'key' | 'pad', action: string) =>
  screen.queryAllByTestId(`prompter-binding-${input}-${action}`).map((tag) => tag.textContent);
const press = (key: string, init: KeyboardEventInit = {}) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key, ...init });
const refusal = () => screen.queryByTestId('prompter-keys-refusal')?.textContent ?? null;

describe('PrompterKeysModal', () => {
  it('lists every action with its keys and buttons', () => {
    open();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toHaveLength(8);
    expect(keysOf('key', 'togglePause')).toEqual(['Space']);
    expect(keysOf('key', 'nextStory')).toEqual(['PageDown']);
    expect(keysOf('pad', 'nextStory')).toEqual(['Button 5 (RB)']);
  });

  it('binds the key pressed and saves the edited copy', () => {
    const { onSave } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Add a key to Faster' }));
    expect(screen.getByTestId('prompter-binding-listening').textContent).toContain('Press a key');
    press('F13');
    expect(keysOf('key', 'faster')).toEqual(['ArrowDown', 'F13']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Home' }));
    expect(keysOf('key', 'top')).toEqual([]);
    fireEvent.click(screen.getByTestId('prompter-keys-save'));
    const saved = onSave.mock.calls[0]![0] as { keys: Record<string, string> };
    expect(saved.keys).toMatchObject({ F13: 'faster', ArrowDown: 'faster', Space: 'togglePause' });
    expect(saved.keys).not.toHaveProperty('Home');
  });

  it('refuses a key that already does something else, saying what', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Add a key to Faster' }));
    press(' ');
    expect(refusal()).toBe('Space already does “Play / pause”: remove it there first.');
    expect(keysOf('key', 'faster')).toEqual(['ArrowDown']);
    expect(screen.queryByTestId('prompter-binding-listening')).toBeNull();
  });

  it('refuses digits and modifiers but keeps listening for the key meant', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Add a key to Back to the top' }));
    press('5');
    expect(refusal()).toContain('5 cannot be bound');
    press('b', { ctrlKey: true });
    expect(refusal()).toContain('b cannot be bound');
    press('F2');
    expect(refusal()).toBeNull();
    expect(keysOf('key', 'top')).toEqual(['F2', 'Home']);
  });

  it('cancels a capture with Escape without closing the dialog', () => {
    const { onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Add a key to Slower' }));
    press('Escape');
    expect(screen.queryByTestId('prompter-binding-listening')).toBeNull();
    expect(keysOf('key', 'slower')).toEqual(['ArrowUp']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('resets to the defaults', () => {
    const { onSave } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Space' }));
    fireEvent.click(screen.getByTestId('prompter-keys-reset'));
    fireEvent.click(screen.getByTestId('prompter-keys-save'));
    expect(onSave).toHaveBeenCalledWith({ keys: DEFAULT_PROMPTER_KEYS, pad: DEFAULT_PAD_BUTTONS });
  });

  it('binds the gamepad button pressed, refusing one already in use', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    let pressed: number[] = [];
    const pads = () => [
      {
        index: 0,
        axes: [0, 0, 0, 0],
        buttons: Array.from({ length: 17 }, (_, i) => ({ pressed: pressed.includes(i) })),
      },
    ];
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: pads });
    // antd's motion asks for frames too: each frame runs every callback queued.
    const frame = () => act(() => frames.splice(0).forEach((callback) => callback(0)));
    open();
    const add = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Add a button to Back to the top' }));

    add();
    frame();
    pressed = [5];
    frame();
    expect(refusal()).toBe('Button 5 (RB) already does “Next story”: remove it there first.');

    add();
    frame();
    pressed = [5, 3];
    frame();
    expect(keysOf('pad', 'top')).toEqual(['Button 1 (B)', 'Button 3 (Y)']);
    expect(
      within(screen.getByTestId('prompter-keys')).queryByTestId('prompter-binding-listening'),
    ).toBeNull();
  });
});
