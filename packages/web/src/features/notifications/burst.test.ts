import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { burstCollector } from './burst';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('burst collector', () => {
  it('hands over items arriving within the quiet time once, after the last', () => {
    const flushed: number[][] = [];
    const burst = burstCollector<number>(500, (items) => flushed.push(items));
    burst.add(1);
    vi.advanceTimersByTime(300);
    burst.add(2);
    vi.advanceTimersByTime(499);
    expect(flushed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(flushed).toEqual([[1, 2]]);
    burst.add(3);
    vi.advanceTimersByTime(500);
    expect(flushed).toEqual([[1, 2], [3]]);
  });

  it('drops what waits when cancelled', () => {
    const flushed: number[][] = [];
    const burst = burstCollector<number>(500, (items) => flushed.push(items));
    burst.add(1);
    burst.cancel();
    vi.advanceTimersByTime(1000);
    expect(flushed).toEqual([]);
  });
});
