import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EDIT_DELAY_MS } from '../../../shared/components/useDelayedEdit';
import { CLOCK_TEXT } from './durationText';
import { InlineEditCell } from './InlineEditCell';

function renderCell(onSave = vi.fn(), isEditable = true) {
  render(
    <InlineEditCell
      value="ABERTURA"
      format={(value) => value}
      parse={(text) => text.trim() || undefined}
      onSave={onSave}
      isEditable={isEditable}
      label="slug"
      inputTestId="story-slug-input"
    />,
  );
  return onSave;
}

describe('InlineEditCell', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts editing 250 ms after a plain click, not before', () => {
    renderCell();
    fireEvent.click(screen.getByText('ABERTURA'));
    act(() => vi.advanceTimersByTime(EDIT_DELAY_MS - 1));
    expect(screen.queryByTestId('story-slug-input')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('story-slug-input')).toHaveProperty('value', 'ABERTURA');
  });

  it.each([['ctrlKey'], ['shiftKey'], ['metaKey']])('ignores a %s click (selection)', (key) => {
    renderCell();
    fireEvent.click(screen.getByText('ABERTURA'), { [key]: true });
    act(() => vi.advanceTimersByTime(EDIT_DELAY_MS * 2));
    expect(screen.queryByTestId('story-slug-input')).toBeNull();
  });

  it('does not edit a read-only cell', () => {
    renderCell(vi.fn(), false);
    fireEvent.click(screen.getByText('ABERTURA'));
    act(() => vi.advanceTimersByTime(EDIT_DELAY_MS));
    expect(screen.queryByTestId('story-slug-input')).toBeNull();
  });

  function startEditing() {
    fireEvent.click(screen.getByText('ABERTURA'));
    act(() => vi.advanceTimersByTime(EDIT_DELAY_MS));
    return screen.getByTestId('story-slug-input');
  }

  it('saves a changed value on Enter', () => {
    const onSave = renderCell();
    const input = startEditing();
    fireEvent.change(input, { target: { value: 'ABERTURA VIVO' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('ABERTURA VIVO');
    expect(screen.queryByTestId('story-slug-input')).toBeNull();
  });

  it('does not save an unchanged value', () => {
    const onSave = renderCell();
    fireEvent.keyDown(startEditing(), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('cancels on Esc', () => {
    const onSave = renderCell();
    const input = startEditing();
    fireEvent.change(input, { target: { value: 'OTHER' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('ABERTURA')).toBeTruthy();
  });

  it('keeps an invalid value open and unsaved', () => {
    const onSave = renderCell();
    const input = startEditing();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByTestId('story-slug-input')).toBeTruthy();
  });
});

describe('InlineEditCell typed as a clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function editClock(onSave = vi.fn()) {
    render(
      <InlineEditCell
        {...CLOCK_TEXT}
        value={30_000}
        onSave={onSave}
        isEditable
        label="total"
        invalidHint="Type mm:ss or HH:mm:ss"
        inputTestId="total-input"
      />,
    );
    fireEvent.click(screen.getByText('00:30'));
    act(() => vi.advanceTimersByTime(EDIT_DELAY_MS));
    return { input: screen.getByTestId<HTMLInputElement>('total-input'), onSave };
  }

  it('inserts the colons as digits are typed and saves 0130 as 1 min 30 s', () => {
    const { input, onSave } = editClock();
    fireEvent.change(input, { target: { value: '0130' } });
    expect(input.value).toBe('01:30');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith(90_000);
  });

  it('keeps letters out', () => {
    const { input } = editClock();
    fireEvent.change(input, { target: { value: '1a2b' } });
    expect(input.value).toBe('12');
  });

  it('says an incomplete time is incomplete and saves nothing', () => {
    const { input, onSave } = editClock();
    fireEvent.change(input, { target: { value: '013' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Type mm:ss or HH:mm:ss')).toBeTruthy();
  });
});
