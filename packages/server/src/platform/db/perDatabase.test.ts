import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { perDatabase } from './perDatabase';

describe('perDatabase', () => {
  it('makes one value per database handle, on its first use', () => {
    let made = 0;
    const counterOf = perDatabase(() => ({ n: ++made }));
    const one = {} as Database;
    const two = {} as Database;
    expect(made).toBe(0);
    expect(counterOf(one)).toBe(counterOf(one));
    expect(counterOf(two)).not.toBe(counterOf(one));
    expect(made).toBe(2);
  });
});
