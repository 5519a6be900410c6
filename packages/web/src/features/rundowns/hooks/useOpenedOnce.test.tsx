import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useOpenedOnce } from './useOpenedOnce';

describe('useOpenedOnce', () => {
  it('is false until first opened, then stays true after closing', () => {
    const { result, rerender } = renderHook(({ isOpen }) => useOpenedOnce(isOpen), {
      initialProps: { isOpen: false },
    });
    expect(result.current).toBe(false);
    rerender({ isOpen: true });
    expect(result.current).toBe(true);
    rerender({ isOpen: false });
    expect(result.current).toBe(true);
  });
});
