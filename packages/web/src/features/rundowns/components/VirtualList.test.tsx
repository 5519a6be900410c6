import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { VirtualList, visibleRange } from './VirtualList';

function renderList() {
  return render(
    <VirtualList
      count={500}
      rowHeight={30}
      height={300}
      overscan={5}
      data-testid="list"
      renderRow={(index) => (
        <div key={index} style={{ height: 30 }} data-testid="row">
          row {index}
        </div>
      )}
    />,
  );
}

describe('VirtualList', () => {
  it('renders only the visible rows of 500 plus the overscan', () => {
    renderList();
    const rows = screen.getAllByTestId('row');
    expect(rows).toHaveLength(15);
    expect(rows[0]?.textContent).toBe('row 0');
    expect(screen.queryByText('row 499')).toBeNull();
  });

  it('moves the window when scrolled', () => {
    renderList();
    const list = screen.getByTestId('list');
    list.scrollTop = 300 * 30;
    fireEvent.scroll(list);
    const rows = screen.getAllByTestId('row');
    expect(rows[0]?.textContent).toBe('row 295');
    expect(rows.at(-1)?.textContent).toBe('row 314');
    expect(rows).toHaveLength(20);
  });

  it.each([
    [0, { first: 0, last: 14 }],
    [600, { first: 15, last: 34 }],
    [14_700, { first: 485, last: 499 }],
  ])('computes the window at scrollTop %i', (scrollTop, expected) => {
    expect(visibleRange(scrollTop, 300, 30, 500, 5)).toEqual(expected);
  });
});
