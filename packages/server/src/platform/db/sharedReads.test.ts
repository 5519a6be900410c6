import { describe, expect, it } from 'vitest';
import { SharedReads } from './sharedReads';

/** A read per call of `read`, answering the value the store holds when it starts. */
function store() {
  const state = { value: 0, started: [] as { key: string; value: number; end(): void }[] };
  const reads = new SharedReads<string, number>(
    (key) =>
      new Promise((resolve) => {
        const value = state.value;
        state.started.push({ key, value, end: () => resolve(value) });
      }),
  );
  return { state, reads };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SharedReads', () => {
  it('never answers a caller from a read that started before it came', async () => {
    const { state, reads } = store();
    const first = reads.get('a');
    state.value = 1; // committed while the first read runs
    const second = reads.get('a');
    const third = reads.get('a');
    state.started[0]!.end();
    expect(await first).toBe(0);
    await settle();
    expect(state.started).toHaveLength(2);
    state.started[1]!.end();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(reads.reads).toBe(2);
  });

  it('reads each key apart, and again once no read runs', async () => {
    const { state, reads } = store();
    const a = reads.get('a');
    const b = reads.get('b');
    expect(state.started.map((s) => s.key)).toEqual(['a', 'b']);
    state.started.forEach((s) => s.end());
    await Promise.all([a, b]);
    await settle();
    void reads.get('a');
    expect(reads.reads).toBe(3);
  });

  it('gives a failed read to its callers only', async () => {
    let calls = 0;
    const reads = new SharedReads<string, number>(async () => {
      calls++;
      if (calls === 1) throw new Error('down');
      return calls;
    });
    const first = reads.get('a');
    const second = reads.get('a');
    await expect(first).rejects.toThrow('down');
    expect(await second).toBe(2);
  });
});
