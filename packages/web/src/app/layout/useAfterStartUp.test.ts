import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { setStartUpCode } from '../boot/startUpCode';
import { useAfterStartUp } from './useAfterStartUp';

describe('useAfterStartUp', () => {
  it("is false until the opened route's code has loaded", async () => {
    let loaded = () => {};
    setStartUpCode(new Promise<void>((resolve) => (loaded = resolve)));
    const { result } = renderHook(() => useAfterStartUp());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(false);
    act(() => loaded());
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('comes true when that code failed to load too', async () => {
    setStartUpCode(Promise.reject(new Error('offline')));
    const { result } = renderHook(() => useAfterStartUp());
    await waitFor(() => expect(result.current).toBe(true));
  });
});
