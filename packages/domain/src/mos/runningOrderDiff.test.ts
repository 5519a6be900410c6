import { describe, expect, it } from 'vitest';
import type { MosItem, MosRunningOrder, MosStory } from './runningOrder';
import { applyMosOperations, diffRunningOrders } from './runningOrderDiff';

function item(id: string): MosItem {
  return {
    itemId: id,
    slug: id,
    objectSlug: id,
    objectId: `OBJ-${id}`,
    mosId: 'playout.mos',
    mosAbstract: '',
    channel: 'A',
    timeBase: 1000,
    edStart: null,
    edDur: null,
    userTimingDur: null,
    duration: 1000,
    paths: [],
    mosExternalMetadata: [],
  };
}

function s(id: string, extra: Partial<MosStory> = {}): MosStory {
  return { storyId: id, slug: id.toUpperCase(), number: '', items: [item(`${id}-i`)], ...extra };
}

function ro(ids: string[] | MosStory[], extra: Partial<MosRunningOrder> = {}): MosRunningOrder {
  return {
    roId: 'NRCS-RD-1',
    slug: 'Jornal 2026-11-21',
    defaultChannel: 'A',
    edStart: '2026-11-21T06:00:00',
    edDurMs: 3_600_000,
    stories: ids.map((x) => (typeof x === 'string' ? s(x) : x)),
    ...extra,
  };
}

describe('diffRunningOrders', () => {
  it.each([
    ['nothing changed', ['a', 'b', 'c'], ['a', 'b', 'c'], []],
    ['one delete', ['a', 'b', 'c'], ['a', 'c'], [{ kind: 'delete', storyIds: ['b'] }]],
    [
      'two deletes in one message',
      ['a', 'b', 'c', 'd'],
      ['a', 'd'],
      [{ kind: 'delete', storyIds: ['b', 'c'] }],
    ],
    [
      'insert in the middle',
      ['a', 'c'],
      ['a', 'b', 'c'],
      [{ kind: 'insert', beforeStoryId: 'c', stories: [s('b')] }],
    ],
    [
      'append at the end',
      ['a'],
      ['a', 'b', 'c'],
      [{ kind: 'insert', beforeStoryId: null, stories: [s('b'), s('c')] }],
    ],
    [
      'move one story down is one MOVE',
      ['a', 'b', 'c', 'd'],
      ['b', 'c', 'a', 'd'],
      [{ kind: 'move', beforeStoryId: 'd', storyIds: ['a'] }],
    ],
    [
      'move one story to the end',
      ['a', 'b', 'c'],
      ['b', 'c', 'a'],
      [{ kind: 'move', beforeStoryId: null, storyIds: ['a'] }],
    ],
    [
      'move one story up',
      ['a', 'b', 'c', 'd'],
      ['c', 'a', 'b', 'd'],
      [{ kind: 'move', beforeStoryId: 'a', storyIds: ['c'] }],
    ],
  ] as const)('%s', (_name, before, after, expected) => {
    expect(diffRunningOrders(ro([...before]), ro([...after]))).toEqual(expected);
  });

  it('replaces a story whose slug or items changed, and only it', () => {
    const before = ro(['a', 'b', 'c']);
    const after = ro([
      s('a'),
      s('b', { slug: 'NOVO' }),
      s('c', { items: [item('c-i'), item('c-2')] }),
    ]);
    expect(diffRunningOrders(before, after)).toEqual([
      { kind: 'replace', story: after.stories[1] },
      { kind: 'replace', story: after.stories[2] },
    ]);
  });

  it('sends roMetadataReplace first when the running order itself changed', () => {
    const ops = diffRunningOrders(ro(['a', 'b']), ro(['b'], { slug: 'Jornal 2026-11-22' }));
    expect(ops[0]).toEqual({
      kind: 'metadata',
      metadata: {
        roId: 'NRCS-RD-1',
        slug: 'Jornal 2026-11-22',
        defaultChannel: 'A',
        edStart: '2026-11-21T06:00:00',
        edDurMs: 3_600_000,
      },
    });
    expect(ops[1]).toEqual({ kind: 'delete', storyIds: ['a'] });
  });

  it('turns any running order into any other (random orders, applied as a device would)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pool = 'abcdefghijklmnop'.split('');
    for (let round = 0; round < 300; round++) {
      const pick = () => pool.filter(() => random() < 0.6).sort(() => random() - 0.5);
      const before = ro(pick());
      const after = ro(
        pick().map((id) => (random() < 0.2 ? s(id, { slug: `${id} edited` }) : s(id))),
      );
      const ops = diffRunningOrders(before, after);
      expect(applyMosOperations(before, ops)).toEqual(after);
      expect(ops.filter((op) => op.kind === 'delete').length).toBeLessThanOrEqual(1);
    }
  });
});
