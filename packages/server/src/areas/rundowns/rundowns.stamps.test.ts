import { describe, expect, it } from 'vitest';
import { addStamps, addTreeStamps, noStamps } from './rundowns.stamps';

describe('stamps as PostgreSQL writes them', () => {
  it('reads the rows of a stories text', () => {
    const into = noStamps();
    addStamps('11:3:900,12:1:901', into);
    expect(into).toEqual({ ids: [11, 12], stamps: ['3:900', '1:901'] });
  });

  it('reads a tree: blocks in order, stories block by block in id order', () => {
    const blocks = noStamps();
    const stories = noStamps();
    // Block 20 runs first, block 10 holds no story, block 5 is last.
    addTreeStamps('20=2:700|21:1:701,22:4:702;10=1:600|;5=3:500|6:2:501', blocks, stories);
    expect(blocks).toEqual({ ids: [20, 10, 5], stamps: ['2:700', '1:600', '3:500'] });
    expect(stories).toEqual({ ids: [6, 21, 22], stamps: ['2:501', '1:701', '4:702'] });
  });

  it('adds nothing for a rundown without blocks', () => {
    const blocks = noStamps();
    const stories = noStamps();
    addTreeStamps(null, blocks, stories);
    expect([blocks, stories]).toEqual([noStamps(), noStamps()]);
  });
});
