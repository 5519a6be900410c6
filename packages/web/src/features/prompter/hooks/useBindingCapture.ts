import { useEffect } from 'react';
import { bindingKeyOf, firstPressedButton, type PadSnapshot } from '@newsroom/domain';
import { readPads } from './usePrompterInputs';

/** What the editor is waiting for: a key or a gamepad button. */
export type CaptureInput = 'key' | 'pad';

/**
 * The editor's "press a key" / "press a button" while `input` is set: the next key (as bindings
 * name it, `held` when Ctrl, Alt or Meta are down) or the next gamepad button pressed goes to
 * `onInput`; Escape calls `onCancel`. Keys are taken before anything else on the page sees them,
 * so Escape does not close the dialog and Enter does not press its buttons.
 */
export function useBindingCapture(
  input: CaptureInput | null,
  handlers: {
    onKey: (key: string, isHeld: boolean) => void;
    onButton: (button: number) => void;
    onCancel: () => void;
  },
): void {
  const { onKey, onButton, onCancel } = handlers;

  useEffect(() => {
    if (!input) return;
    const handleKey = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape') onCancel();
      else if (input === 'key')
        onKey(bindingKeyOf(event.key), event.ctrlKey || event.altKey || event.metaKey);
    };
    window.addEventListener('keydown', handleKey, true);
    return () => window.removeEventListener('keydown', handleKey, true);
  }, [input, onKey, onCancel]);

  useEffect(() => {
    if (input !== 'pad' || typeof navigator.getGamepads !== 'function') return;
    let previous: Map<number, PadSnapshot> | null = null;
    let frame = 0;
    const poll = () => {
      const current = readPads(() => navigator.getGamepads());
      for (const [index, pad] of previous ? current : []) {
        const button = firstPressedButton(previous?.get(index) ?? pad, pad);
        if (button !== null) return onButton(button);
      }
      previous = current;
      frame = requestAnimationFrame(poll);
    };
    frame = requestAnimationFrame(poll);
    return () => cancelAnimationFrame(frame);
  }, [input, onButton]);
}
