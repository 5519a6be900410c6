import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DurationInput } from './DurationInput';

function setup(value = 90_000) {
  const onCommit = vi.fn();
  render(<DurationInput value={value} onCommit={onCommit} testId="duration" />);
  return { onCommit, input: screen.getByTestId('duration') as HTMLInputElement };
}

describe('DurationInput', () => {
  it('shows the duration as mm:ss', () => {
    expect(setup(754_000).input.value).toBe('12:34');
  });

  it('keeps digits and colons only and inserts the colon after the minutes', () => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: '1a2' } });
    expect(input.value).toBe('12');
    fireEvent.change(input, { target: { value: '123' } });
    expect(input.value).toBe('12:3');
    fireEvent.change(input, { target: { value: '12:345' } });
    expect(input.value).toBe('12:34');
  });

  it('commits only a complete mm:ss, on Enter or blur', () => {
    const { input, onCommit } = setup();
    fireEvent.change(input, { target: { value: '0230' } });
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onCommit).toHaveBeenCalledWith(150_000);
  });

  it('goes back to the value when left incomplete or with seconds over 59', () => {
    const { input, onCommit } = setup();
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.blur(input);
    expect(input.value).toBe('01:30');
    fireEvent.change(input, { target: { value: '0175' } });
    fireEvent.blur(input);
    expect(input.value).toBe('01:30');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('does not commit an unchanged value', () => {
    const { input, onCommit } = setup();
    fireEvent.change(input, { target: { value: '0130' } });
    fireEvent.blur(input);
    expect(onCommit).not.toHaveBeenCalled();
  });
});
