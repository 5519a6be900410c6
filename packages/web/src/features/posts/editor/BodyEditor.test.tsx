import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { BodyEditor } from './BodyEditor';
import { typeInBody } from './bodyTestSupport';

describe('BodyEditor', () => {
  it('gives the HTML of what is typed, bold from the toolbar', () => {
    const onChange = vi.fn();
    renderWithI18n(<BodyEditor value="" onChange={onChange} disabled={false} />);
    fireEvent.click(screen.getByTestId('post-body-bold'));
    typeInBody('Chuva forte');
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Chuva forte</strong></p>');
  });

  it('shows a value set from outside without sending it back', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithI18n(
      <BodyEditor value="<p>antes</p>" onChange={onChange} disabled={false} />,
    );
    rerender(<BodyEditor value="<h2>depois</h2>" onChange={onChange} disabled={false} />);
    expect(screen.getByTestId('post-body').innerHTML).toBe('<h2>depois</h2>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps no HTML the post does not: pasted code and scripts are dropped', () => {
    const onChange = vi.fn();
    renderWithI18n(<BodyEditor value="" onChange={onChange} disabled={false} />);
    typeInBody('<p>texto <code>x</code></p><script>alert(1)</script><pre>y</pre>', true);
    expect(onChange).toHaveBeenLastCalledWith('<p>texto x</p><p>y</p>');
  });
});
