import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { RundownHeaderFields } from './RundownHeaderFields';

function renderFields(onChange = vi.fn()) {
  renderWithI18n(
    <RundownHeaderFields
      date="2026-11-21"
      start="19:00:00"
      end="20:00:00"
      productionMs={null}
      defaultProductionMs={50 * 60_000}
      today="2026-11-21"
      isEditable
      onChange={onChange}
    />,
  );
  return onChange;
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('RundownHeaderFields', () => {
  it('keeps digits and colons in the start and commits a complete time on Enter', () => {
    const onChange = renderFields();
    fireEvent.change(input('rundown-start'), { target: { value: '19a3000' } });
    expect(input('rundown-start').value).toBe('19:30:00');
    fireEvent.keyDown(input('rundown-start'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onChange).toHaveBeenCalledWith('start', '19:30:00');
  });

  it('does not commit an incomplete end and goes back to the current value', () => {
    const onChange = renderFields();
    fireEvent.change(input('rundown-end'), { target: { value: '20:3' } });
    fireEvent.blur(input('rundown-end'));
    expect(onChange).not.toHaveBeenCalled();
    expect(input('rundown-end').value).toBe('20:00:00');
  });

  it('does not send an unchanged time', () => {
    const onChange = renderFields();
    fireEvent.blur(input('rundown-start'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('commits the production as ms, and shows length minus commercials while empty', () => {
    const onChange = renderFields();
    expect(input('rundown-production').placeholder).toBe('50:00');
    fireEvent.change(input('rundown-production'), { target: { value: '45:30' } });
    fireEvent.blur(input('rundown-production'));
    expect(onChange).toHaveBeenCalledWith('productionMs', 2_730_000);
  });

  it('moves the rundown to another date', () => {
    const onChange = renderFields();
    fireEvent.change(input('rundown-move-date'), { target: { value: '2026-11-25' } });
    fireEvent.blur(input('rundown-move-date'));
    expect(onChange).toHaveBeenCalledWith('date', '2026-11-25');
  });
});
