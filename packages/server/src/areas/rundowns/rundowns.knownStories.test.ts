import { describe, expect, it } from 'vitest';
import type { Executor } from '../../platform/db/client';
import { KnownStories } from './rundowns.knownStories';
import type { StoryRowRecord } from './rundowns.repository';
import { RowPool } from './rundowns.rowPool';

/** A transaction any statement of which fails the test: what follows needs none. */
const noStatements = new Proxy({} as Executor, {
  get: (_, key) => {
    throw new Error(`statement through tx.${String(key)}`);
  },
});

const story = (id: number, version: number) =>
  ({ id, version, blockId: 1, index: id, slug: `S${id}` }) as unknown as StoryRowRecord;

const pools = () => ({ stories: new RowPool<StoryRowRecord>(), blocks: new RowPool() });

describe('KnownStories', () => {
  it('makes a placed row from the row before, once asked, without reading', async () => {
    const known = new KnownStories(pools() as never);
    known.know([story(1, 4), story(2, 7)]);
    const rows = await known.after(noStatements, {
      placed: [{ id: 1, blockId: 2, index: 0, version: 5, xmin: '900' }],
    });
    expect(rows()).toEqual([{ ...story(1, 4), blockId: 2, index: 0, version: 5 }]);
    expect(rows()[0]).toBe(rows()[0]);
  });

  it("takes a placement known at its version as is: a move's second rundown reads nothing", async () => {
    const known = new KnownStories(pools() as never);
    known.know([story(1, 4)]);
    const placed = [{ id: 1, blockId: 2, index: 3, version: 5, xmin: '900' }];
    const first = await known.after(noStatements, { placed });
    const second = await known.after(noStatements, { placed });
    expect(second()[0]).toBe(first()[0]);
  });

  it('reads again a story written by someone else since (its version more than one ahead)', async () => {
    const known = new KnownStories(pools() as never);
    known.know([story(1, 4)]);
    await expect(
      known.after(noStatements, {
        placed: [{ id: 1, blockId: 2, index: 0, version: 6, xmin: '900' }],
      }),
    ).rejects.toThrow('statement through tx');
  });
});
