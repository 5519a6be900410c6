import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MountOnApproach } from './MountOnApproach';

afterEach(cleanup);

/** A button that says whether its overlay is mounted. */
function renderMenu(onIdleClick?: () => void, isOpen?: boolean) {
  render(
    <MountOnApproach onIdleClick={onIdleClick} isOpen={isOpen}>
      {(isWanted) => (
        <button type="button" data-wanted={isWanted} key={String(isWanted)}>
          menu
        </button>
      )}
    </MountOnApproach>,
  );
  return () => screen.getByRole('button', { name: 'menu' });
}

describe('MountOnApproach', () => {
  it('renders the plain element until the pointer comes over it, then the wanted one for good', () => {
    const button = renderMenu();
    expect(button().dataset.wanted).toBe('false');
    fireEvent.pointerEnter(button());
    expect(button().dataset.wanted).toBe('true');
    fireEvent.pointerLeave(button());
    expect(button().dataset.wanted).toBe('true');
  });

  it('moves focus to the re-created element when focus brought it', () => {
    const button = renderMenu();
    const plain = button();
    act(() => plain.focus());
    const wanted = button();
    expect(wanted.dataset.wanted).toBe('true');
    expect(wanted).not.toBe(plain);
    expect(document.activeElement).toBe(wanted);
  });

  it('answers a click that came without any approach', () => {
    const onIdleClick = vi.fn();
    const button = renderMenu(onIdleClick);
    fireEvent.click(button());
    expect(onIdleClick).toHaveBeenCalledTimes(1);
    expect(button().dataset.wanted).toBe('true');
    fireEvent.click(button());
    expect(onIdleClick).toHaveBeenCalledTimes(1);
  });

  it('is wanted while its overlay is open another way, with no approach', () => {
    const button = renderMenu(undefined, true);
    expect(button().dataset.wanted).toBe('true');
  });
});
