import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/api';
import { ImageUploadArea } from './ImageUploadArea';

function choose(file: File) {
  const input = screen.getByTestId('area').querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ImageUploadArea', () => {
  it('passes on a file within the rules', async () => {
    const onFile = vi.fn();
    render(<ImageUploadArea kind="logo" onFile={onFile} testId="area" />);
    choose(new File([new Uint8Array([0x89, 0x50])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('upload-problem')).toBeNull();
  });

  it('refuses a file of another type before sending it', async () => {
    const onFile = vi.fn();
    render(<ImageUploadArea kind="image" onFile={onFile} testId="area" />);
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(screen.getByTestId('upload-problem').getAttribute('data-problem')).toBe('invalidType'),
    );
    expect(onFile).not.toHaveBeenCalled();
  });

  it("shows the server's verdict", () => {
    const error = new ApiError(413, {
      code: 'payload_too_large',
      message: 'error:payloadTooLarge',
      details: { fields: [{ field: 'file', key: 'invalidSize', params: { count: 10 } }] },
    });
    render(<ImageUploadArea kind="image" onFile={() => undefined} error={error} testId="area" />);
    expect(screen.getByTestId('upload-problem').getAttribute('data-problem')).toBe('invalidSize');
  });
});
