import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LazyTooltip } from './LazyTooltip';
import { visibleTooltip } from '../../test/visibleTooltip';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LazyTooltip', () => {
  it('mounts no tooltip until its element is pointed at, then shows the hint after a rest', async () => {
    vi.useFakeTimers();
    render(
      <LazyTooltip title="Tempo de leitura">
        <span data-testid="read">1:20</span>
      </LazyTooltip>,
    );
    const read = screen.getByTestId('read');
    fireEvent.mouseEnter(read);
    expect(screen.queryAllByRole('tooltip')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    await waitFor(() => expect(visibleTooltip()?.textContent).toBe('Tempo de leitura'));
    fireEvent.mouseLeave(read);
    await waitFor(() => expect(visibleTooltip()).toBeUndefined());
  });

  it('shows the hint at once to the keyboard, the focused element kept', async () => {
    render(
      <LazyTooltip title="Pública">
        <button type="button">cadeado</button>
      </LazyTooltip>,
    );
    const button = screen.getByRole('button', { name: 'cadeado' });
    act(() => button.focus());
    await waitFor(() => expect(visibleTooltip()?.textContent).toBe('Pública'));
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('button', { name: 'cadeado' })).toBe(button);
  });
});
