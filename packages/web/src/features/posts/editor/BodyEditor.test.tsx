import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { json } from '../../../test/renderWithProviders';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { BodyEditor } from './BodyEditor';
import { typeInBody } from './bodyTestSupport';

const FILE_ID = '0b9f3c2e-5d4a-4f1b-9c8e-7a6b5c4d3e2f';

describe('BodyEditor', () => {
  const fetchMock = stubFetchEachTest();

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

  it('uploads a chosen image to the storage and shows it from there', async () => {
    fetchMock.mockResolvedValue(
      json({
        id: FILE_ID,
        originalName: 'a.png',
        mimeType: 'image/png',
        size: 2,
        width: 1,
        height: 1,
      }),
    );
    const onChange = vi.fn();
    renderWithI18n(<BodyEditor value="" onChange={onChange} disabled={false} />);
    const input = screen
      .getByTestId('post-body-toolbar')
      .querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(`<img src="/api/files/${FILE_ID}" alt="">`),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/files/single');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);
  });
});
