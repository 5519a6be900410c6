import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EDIT_DELAY_MS, EditableCell, type EditableCellKind } from './EditableCell';

function renderCell(
  options: { kind?: EditableCellKind; value?: string; isEditable?: boolean } = {},
  onSave = vi.fn(),
) {
  render(
    <EditableCell
      kind={options.kind ?? 'input'}
      value={options.value ?? 'ENCHENTE'}
      validate={(text) => (text.trim() === '' ? 'required' : null)}
      onSave={onSave}
      isEditable={options.isEditable ?? true}
      label="slug"
      testId="edit-slug"
    />,
  );
  return onSave;
}

const cell = () => screen.getByTestId('edit-slug-cell');
function startEditing() {
  fireEvent.click(cell());
  act(() => vi.advanceTimersByTime(EDIT_DELAY_MS));
  return screen.getByTestId('edit-slug');
}

describe('EditableCell', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts editing 250 ms after a plain click, not before', () => {
    renderCell();
    fireEvent.click(cell());
    act(() => vi.advanceTimersByTime(EDIT_DELAY_MS - 1));
    expect(screen.queryByTestId('edit-slug')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('edit-slug')).toHaveProperty('value', 'ENCHENTE');
  });

  it.each([['ctrlKey'], ['shiftKey'], ['metaKey']])('ignores a %s click', (key) => {
    renderCell();
    fireEvent.click(cell(), { [key]: true });
    act(() => vi.advanceTimersByTime(EDIT_DELAY_MS * 2));
    expect(screen.queryByTestId('edit-slug')).toBeNull();
  });

  it('does not start editing on a double click (the row opens instead)', () => {
    renderCell();
    fireEvent.click(cell());
    fireEvent.doubleClick(cell());
    act(() => vi.advanceTimersByTime(EDIT_DELAY_MS * 2));
    expect(screen.queryByTestId('edit-slug')).toBeNull();
  });

  it('does not edit a read-only cell', () => {
    renderCell({ isEditable: false });
    fireEvent.click(cell());
    act(() => vi.advanceTimersByTime(EDIT_DELAY_MS * 2));
    expect(screen.queryByTestId('edit-slug')).toBeNull();
  });

  it('saves a changed value on Enter', () => {
    const onSave = renderCell();
    const input = startEditing();
    fireEvent.change(input, { target: { value: 'CHUVA' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('CHUVA');
    expect(screen.queryByTestId('edit-slug')).toBeNull();
  });

  it('saves nothing when the value did not change', () => {
    const onSave = renderCell();
    fireEvent.keyDown(startEditing(), { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByTestId('edit-slug')).toBeNull();
  });

  it('keeps the editor open and saves nothing when the validator refuses', () => {
    const onSave = renderCell();
    const input = startEditing();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByTestId('edit-slug').className).toContain('status-error');
  });

  it('cancels on Esc', () => {
    const onSave = renderCell();
    const input = startEditing();
    fireEvent.change(input, { target: { value: 'CHUVA' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onSave).not.toHaveBeenCalled();
    expect(cell().textContent).toBe('ENCHENTE');
  });

  it('takes durations as digits with the colon inserted, saving only a full mm:ss', () => {
    const onSave = renderCell({ kind: 'duration', value: '00:30' });
    const input = startEditing();
    fireEvent.change(input, { target: { value: '0145' } });
    expect(input).toHaveProperty('value', '01:45');
    fireEvent.change(input, { target: { value: '014' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '0145' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSave).toHaveBeenCalledWith('01:45');
  });
});
