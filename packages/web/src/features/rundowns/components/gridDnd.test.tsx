import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GridRowFrame } from './GridRowFrame';
import { RowRegistry } from './rowRegistry';
import { useGridDnd } from './useGridDnd';

/** Two rows framed as the rundown grid frames them, with the drag and drop loaded after them. */
function Rows() {
  const [registry] = useState(() => new RowRegistry());
  const { dnd, onEarlyPress } = useGridDnd();
  return (
    <div>
      {['story-1', 'story-2'].map((key) => (
        <GridRowFrame
          key={key}
          rowKey={key}
          isDisabled={key === 'story-2'}
          height={36}
          registry={registry}
          onEarlyPress={onEarlyPress}
        >
          <span>{key}</span>
        </GridRowFrame>
      ))}
      {dnd ? <dnd.GridDnd registry={registry} onOverChange={() => {}} onDrop={() => {}} /> : null}
    </div>
  );
}

const rowBox = (key: string) => screen.getByText(key).parentElement!;
const press = { isPrimary: true, button: 0, buttons: 1, clientX: 10, clientY: 10 };
const isBound = () => rowBox('story-1').getAttribute('aria-roledescription') === 'draggable';

describe('grid drag and drop loaded after the rows', () => {
  it('binds the same row boxes when it arrives (no row is re-mounted)', async () => {
    render(<Rows />);
    const before = rowBox('story-1');
    await waitFor(() => expect(isBound()).toBe(true));
    expect(rowBox('story-1')).toBe(before);
    expect(rowBox('story-2').getAttribute('aria-disabled')).toBe('true');
  });

  it('hands a press made before it arrived over to the drag', async () => {
    render(<Rows />);
    fireEvent.pointerDown(rowBox('story-1'), press);
    await waitFor(() => expect(isBound()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    fireEvent.pointerMove(document, { ...press, clientY: 40 });
    await waitFor(() => expect(rowBox('story-1').style.opacity).toBe('0.4'));
    fireEvent.pointerUp(document, { ...press, clientY: 40 });
    await waitFor(() => expect(rowBox('story-1').style.opacity).toBe('1'));
  });

  it('forgets a press released before it arrived', async () => {
    render(<Rows />);
    fireEvent.pointerDown(rowBox('story-1'), press);
    fireEvent.pointerUp(window, press);
    await waitFor(() => expect(isBound()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    fireEvent.pointerMove(document, { ...press, clientY: 40 });
    expect(rowBox('story-1').style.opacity).toBe('1');
  });
});
