import { describe, expect, it } from 'vitest';
import { DomainError } from '../platform/errors';
import type { Block, DisplayStatus, MoveStories, Rundown } from './rundown';
import { block, rundown, standbyBlock, story } from '../testing/rundownFixtures';
import {
  RUNDOWN_RULES,
  applyStoryOrders,
  assertBlockRemovable,
  assertCanRecreate,
  assertDateNotInPast,
  assertNoRundownForDate,
  assertNotDisplayed,
  assertStoryPatch,
  blockName,
  blockApprovalTargets,
  bulkStatusTargets,
  cascadePrevious,
  moveStories,
  newBlockIndex,
  nextDisplayStatus,
  nextOnAir,
  orderBlocks,
  paginate,
  pastePlan,
  rundownKey,
  rundownNotFoundForProgramAndDate,
  runningOrder,
  standbyMove,
} from './rundownRules';

/** The message key a check throws, or null when it passes. */
function violation(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return `${error.status} ${error.message}`;
    throw error;
  }
}

const storyIds = (item: Rundown): number[][] =>
  item.blocks.map((candidate) => candidate.stories.map((row) => row.id));

describe('rundown checks', () => {
  const empty = rundown({}, [block(), standbyBlock()]);
  const filled = rundown({}, [block({}, [story()]), standbyBlock()]);
  const parked = rundown({}, [block(), standbyBlock([story()])]);
  it.each([
    ['a rundown not displayed can change', () => assertNotDisplayed({ displayed: false }), null],
    [
      'a displayed rundown cannot change',
      () => assertNotDisplayed({ displayed: true }),
      '422 rundown:displayed',
    ],
    ['an empty rundown can be recreated', () => assertCanRecreate(empty), null],
    [
      'a rundown with stories cannot be recreated',
      () => assertCanRecreate(filled),
      '422 rundown:notEmpty',
    ],
    ['a story in Standby also counts', () => assertCanRecreate(parked), '422 rundown:notEmpty'],
    [
      'a displayed rundown cannot be recreated',
      () => assertCanRecreate({ ...empty, displayed: true }),
      '422 rundown:displayed',
    ],
    ['today is allowed', () => assertDateNotInPast('2026-11-21', '2026-11-21'), null],
    ['tomorrow is allowed', () => assertDateNotInPast('2026-11-22', '2026-11-21'), null],
    [
      'yesterday is refused',
      () => assertDateNotInPast('2026-11-20', '2026-11-21'),
      '422 rundown:dateInPast',
    ],
    [
      'last year is refused',
      () => assertDateNotInPast('2025-12-31', '2026-01-01'),
      '422 rundown:dateInPast',
    ],
    ['no rundown yet', () => assertNoRundownForDate(null, 1, '2026-11-21'), null],
    [
      'one rundown per date and program',
      () => assertNoRundownForDate({ id: 7 }, 1, '2026-11-21'),
      '422 rundown:existsForDate',
    ],
  ])('%s', (_name, check, expected) => {
    expect(violation(check)).toBe(expected);
  });

  it('names the one-per-date key and the 404', () => {
    expect(rundownKey(3, '2026-11-21')).toBe('3@2026-11-21');
    const notFound = rundownNotFoundForProgramAndDate(3, '2026-11-21');
    expect([notFound.status, notFound.code, notFound.message]).toEqual([
      404,
      'not_found',
      RUNDOWN_RULES.notFoundForProgramAndDate,
    ]);
  });
});

describe('private ↔ approved', () => {
  it.each([
    [{ isPrivate: true, approved: false }, 'approved', true, '422 story:privateCannotBeApproved'],
    [{ isPrivate: false, approved: false }, 'approved', true, null],
    [{ isPrivate: true, approved: false }, 'approved', false, null],
    [{ isPrivate: false, approved: true }, 'isPrivate', true, '422 story:approvedCannotBePrivate'],
    [{ isPrivate: false, approved: false }, 'isPrivate', true, null],
    [{ isPrivate: true, approved: false }, 'isPrivate', false, null],
    [{ isPrivate: true, approved: true }, 'slug', 'x', null],
  ])('%o patch %s=%s', (current, field, value, expected) => {
    expect(violation(() => assertStoryPatch(current, field, value))).toBe(expected);
  });

  it('approving a block skips private stories; disapproving takes every approved one', () => {
    const mixed = block({}, [
      story({ id: 1 }),
      story({ id: 2, isPrivate: true }),
      story({ id: 3, approved: true }),
    ]);
    expect(blockApprovalTargets(mixed, true)).toEqual([1]);
    expect(blockApprovalTargets(mixed, false)).toEqual([3]);
  });
});

describe('blocks', () => {
  it.each([
    ['an ordinary block', block({}, [story()]), null],
    ['an empty block', block(), null],
    ['the Standby block', standbyBlock(), '422 block:standbyCannotBeRemoved'],
    [
      'a block with a private story',
      block({}, [story(), story({ isPrivate: true })]),
      '422 block:hasPrivateStories',
    ],
  ])('removing %s', (_name, candidate, expected) => {
    expect(violation(() => assertBlockRemovable(candidate))).toBe(expected);
  });

  it.each([
    [
      'before Standby',
      [block({ index: 0 }), block({ index: 1 }), block({ index: 2, isStandbyBlock: true })],
      2,
    ],
    ['only Standby', [block({ index: 0, isStandbyBlock: true })], 0],
    ['no Standby block', [block({ index: 0 }), block({ index: 4 })], 5],
    ['no block at all', [], 0],
  ])('new block index %s', (_name, blocks, expected) => {
    expect(newBlockIndex(blocks)).toBe(expected);
  });

  const [a, b, c, s] = rundown({}, [
    block({ id: 11 }),
    block({ id: 12 }),
    block({ id: 13 }),
    standbyBlock(),
  ]).blocks as [Block, Block, Block, Block];
  const blocks = [a, b, c, s];
  it.each([
    ['reorders and keeps Standby last', [13, 11, 12], [13, 11, 12, s.id]],
    ['accepts Standby given last', [12, 13, 11, s.id], [12, 13, 11, s.id]],
  ])('orderBlocks %s', (_name, ids, expected) => {
    const ordered = orderBlocks(blocks, ids);
    expect(ordered.map((item) => item.id)).toEqual(expected);
    expect(ordered.map((item) => item.index)).toEqual([0, 1, 2, 3]);
  });

  it.each([
    ['Standby first', [s.id, 11, 12, 13], '422 block:standbyIsLast'],
    ['Standby in the middle', [11, s.id, 12, 13], '422 block:standbyIsLast'],
    ['a missing block', [11, 12], '400 blockIds'],
    ['a repeated block', [11, 11, 12, 13], '400 blockIds'],
    ['an unknown block', [11, 12, 99], '400 blockIds'],
  ])('orderBlocks refuses %s', (_name, ids, expected) => {
    expect(violation(() => orderBlocks(blocks, ids))).toBe(expected);
  });
});

describe('display status', () => {
  it.each<[DisplayStatus, DisplayStatus]>([
    ['blank', 'play'],
    ['play', 'stop'],
    ['stop', 'blank'],
  ])('%s → %s', (current, next) => {
    expect(nextDisplayStatus(current)).toBe(next);
  });

  const show = rundown({}, [
    block({ id: 21 }, [
      story({ id: 1, approved: true }),
      story({ id: 2 }),
      story({ id: 3, approved: true, displayStatus: 'stop' }),
    ]),
    block({ id: 22, standBy: true }, [story({ id: 4, approved: true })]),
    block({ id: 23 }, [story({ id: 5, approved: true }), story({ id: 6, approved: true })]),
    standbyBlock([story({ id: 7, approved: true })]),
  ]);

  it.each([
    ['skips unapproved and standby stories', [1, 2, 3, 4, 5, 7], [1, 3, 5]],
    ['answers in running order, once each', [6, 1, 6], [1, 6]],
    ['ignores unknown ids', [99], []],
  ])('bulk targets %s', (_name, ids, expected) => {
    expect(bulkStatusTargets(show, ids)).toEqual(expected);
  });

  it.each([
    ['the first story has none', 1, []],
    ['skips unapproved, stopped and standby stories', 6, [1, 5]],
    ['a standby story cascades to earlier ones', 7, [1, 5, 6]],
    ['an unknown story', 99, []],
  ])('cascade: %s', (_name, storyId, expected) => {
    expect(cascadePrevious(show, storyId)).toEqual(expected);
  });
});

describe('next on air (space)', () => {
  const build = (
    statuses: Partial<Record<number, DisplayStatus>>,
    onAir: Rundown['onAir'] = null,
  ): Rundown =>
    rundown({ onAir }, [
      block({ id: 31 }, [
        story({ id: 1, approved: true, displayStatus: statuses[1] ?? 'blank' }),
        story({ id: 2, displayStatus: statuses[2] ?? 'blank' }),
        story({ id: 3, approved: true, displayStatus: statuses[3] ?? 'blank' }),
      ]),
      block({ id: 32, standBy: true }, [story({ id: 4, approved: true })]),
      block({ id: 33 }, [story({ id: 5, approved: true, displayStatus: statuses[5] ?? 'blank' })]),
      standbyBlock([story({ id: 6, approved: true })]),
    ]);
  const onStory = (id: number): Rundown['onAir'] => ({
    entity: 'story',
    id,
    start: '2026-11-21T20:00:00Z',
    totalMs: 0,
  });
  const onBlock = (id: number): Rundown['onAir'] => ({
    entity: 'block',
    id,
    start: '2026-11-21T20:00:00Z',
    totalMs: 0,
  });
  it.each([
    ['nothing on air: the first approved story', build({}), 1],
    ['nothing on air, some aired: the first not displayed', build({ 1: 'stop' }), 3],
    ['after the on-air story, skipping unapproved', build({ 1: 'play' }, onStory(1)), 3],
    ['skips standby blocks', build({ 3: 'play' }, onStory(3)), 5],
    ['null after the last story', build({ 5: 'play' }, onStory(5)), null],
    ['a story playing without the on-air marker', build({ 1: 'stop', 3: 'play' }), 5],
    ['a block on air: its first story not displayed', build({ 1: 'stop' }, onBlock(31)), 3],
    ['an empty block on air: falls back to the first not displayed', build({}, onBlock(99)), 1],
    ['everything aired', build({ 1: 'stop', 3: 'stop', 5: 'stop' }), null],
  ])('%s', (_name, item, expected) => {
    expect(nextOnAir(item)).toBe(expected);
  });
});

describe('clipboard', () => {
  it.each([
    ['no clipboard', null, 5, null],
    ['an empty clipboard', { mode: 'cut' as const, storyIds: [] }, 5, null],
    ['target among the clipboard', { mode: 'copy' as const, storyIds: [4, 5] }, 5, null],
    [
      'cut moves',
      { mode: 'cut' as const, storyIds: [1, 2] },
      5,
      { action: 'move', storiesIds: [1, 2], targetStoryId: 5 },
    ],
    [
      'copy copies, at the end',
      { mode: 'copy' as const, storyIds: [2, 1, 2] },
      null,
      { action: 'copy', storiesIds: [2, 1], targetStoryId: null },
    ],
  ])('%s', (_name, clipboard, target, expected) => {
    expect(pastePlan(clipboard, target)).toEqual(expected);
  });

  it('sends a story to the end of the Standby block', () => {
    const item = rundown({}, [block({}, [story({ id: 1 })]), standbyBlock([story({ id: 2 })])]);
    const standbyId = item.blocks[1]?.id;
    expect(standbyMove(item, 1)).toEqual({
      targetBlockId: standbyId,
      storiesIds: [1],
      targetStoryId: null,
    });
    expect(standbyMove(rundown({}, [block()]), 1)).toBeNull();
  });
});

describe('moveStories', () => {
  const two = (): Rundown[] => [
    rundown({ id: 500 }, [
      block({ id: 51 }, [story({ id: 1 }), story({ id: 2 }), story({ id: 3 })]),
      block({ id: 52 }, [story({ id: 4 })]),
      block({ id: 53 }),
    ]),
    rundown({ id: 600 }, [block({ id: 61 }, [story({ id: 5 }), story({ id: 6 })])]),
  ];

  it.each<[string, MoveStories, number[][][], number[]]>([
    [
      'before a story in the same block',
      { targetBlockId: 51, storiesIds: [3], targetStoryId: 1 },
      [[[3, 1, 2], [4], []], [[5, 6]]],
      [500],
    ],
    [
      'to the end of the same block',
      { targetBlockId: 51, storiesIds: [1], targetStoryId: null },
      [[[2, 3, 1], [4], []], [[5, 6]]],
      [500],
    ],
    [
      'into an empty block',
      { targetBlockId: 53, storiesIds: [2, 4], targetStoryId: null },
      [[[1, 3], [], [2, 4]], [[5, 6]]],
      [500],
    ],
    [
      'in the given order',
      { targetBlockId: 52, storiesIds: [3, 1], targetStoryId: 4 },
      [[[2], [3, 1, 4], []], [[5, 6]]],
      [500],
    ],
    [
      'across rundowns',
      { targetBlockId: 61, storiesIds: [2], targetStoryId: 6 },
      [[[1, 3], [4], []], [[5, 2, 6]]],
      [500, 600],
    ],
  ])('%s', (_name, move, expected, touched) => {
    const result = moveStories(two(), move);
    expect(result.rundowns.map(storyIds)).toEqual(expected);
    expect(result.rundownIds).toEqual(touched);
    for (const order of result.blocks) {
      const landed = result.rundowns
        .flatMap((item) => item.blocks)
        .find((candidate) => candidate.id === order.blockId);
      expect(landed?.stories.map((row) => row.id)).toEqual(order.storyIds);
    }
  });

  it('renumbers indexes and block ids of touched blocks', () => {
    const [first] = moveStories(two(), {
      targetBlockId: 52,
      storiesIds: [1],
      targetStoryId: null,
    }).rundowns;
    expect(
      first?.blocks.map((candidate) =>
        candidate.stories.map((row) => [row.id, row.blockId, row.index]),
      ),
    ).toEqual([
      [
        [2, 51, 0],
        [3, 51, 1],
      ],
      [
        [4, 52, 0],
        [1, 52, 1],
      ],
      [],
    ]);
  });

  it('leaves the input untouched and untouched rundowns identical', () => {
    const input = two();
    const before = JSON.stringify(input);
    const result = moveStories(input, { targetBlockId: 52, storiesIds: [1], targetStoryId: null });
    expect(JSON.stringify(input)).toBe(before);
    expect(result.rundowns[1]).toBe(input[1]);
  });

  it.each<[string, MoveStories, string]>([
    ['an unknown block', { targetBlockId: 99, storiesIds: [1], targetStoryId: null }, '404 block'],
    ['an unknown story', { targetBlockId: 51, storiesIds: [99], targetStoryId: null }, '404 story'],
    [
      'a target among the moved',
      { targetBlockId: 51, storiesIds: [1, 2], targetStoryId: 2 },
      '400 targetStoryId',
    ],
    [
      'a target in another block',
      { targetBlockId: 52, storiesIds: [1], targetStoryId: 2 },
      '400 targetStoryId',
    ],
  ])('refuses %s', (_name, move, expected) => {
    expect(violation(() => moveStories(two(), move))).toBe(expected);
  });

  it('keeps every story exactly once, without gaps, over many random moves', () => {
    let seed = 42;
    const random = (below: number): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    let state = [
      rundown({ id: 700 }, [
        block(
          { id: 71 },
          [1, 2, 3, 4].map((id) => story({ id: 1000 + id })),
        ),
        block({ id: 72 }),
        standbyBlock([story({ id: 1005 })]),
      ]),
      rundown({ id: 800 }, [
        block(
          { id: 81 },
          [6, 7, 8].map((id) => story({ id: 1000 + id })),
        ),
        block({ id: 82 }, [story({ id: 1009 })]),
      ]),
    ];
    const allIds = state
      .flatMap((item) => runningOrder(item).map(({ story: row }) => row.id))
      .sort();
    for (let round = 0; round < 500; round += 1) {
      const blocks = state.flatMap((item) => item.blocks);
      const target = blocks[random(blocks.length)] as Block;
      const pool = allIds.filter(() => random(3) === 0);
      const moving = pool.length > 0 ? pool : [allIds[random(allIds.length)] as number];
      const candidates = target.stories.filter((row) => !moving.includes(row.id));
      const targetStoryId =
        candidates.length > 0 && random(2) === 0
          ? (candidates[random(candidates.length)]?.id ?? null)
          : null;
      const result = moveStories(state, {
        targetBlockId: target.id,
        storiesIds: moving,
        targetStoryId,
      });
      state = result.rundowns;

      const landed = state
        .flatMap((item) => item.blocks)
        .find((candidate) => candidate.id === target.id) as Block;
      const landedIds = landed.stories.map((row) => row.id);
      const at = landedIds.indexOf(moving[0] as number);
      expect(landedIds.slice(at, at + moving.length)).toEqual(moving);
      if (targetStoryId !== null) expect(landedIds[at + moving.length]).toBe(targetStoryId);
      else expect(at + moving.length).toBe(landedIds.length);

      for (const candidate of state.flatMap((item) => item.blocks)) {
        expect(candidate.stories.map((row) => row.index)).toEqual(
          candidate.stories.map((_row, index) => index),
        );
        expect(candidate.stories.every((row) => row.blockId === candidate.id)).toBe(true);
      }
      expect(
        state.flatMap((item) => runningOrder(item).map(({ story: row }) => row.id)).sort(),
      ).toEqual(allIds);
    }
  });
});

describe('applyStoryOrders (MOVE event on a cached rundown)', () => {
  const cached = (): Rundown =>
    rundown({ id: 900 }, [
      block({ id: 91 }, [story({ id: 1 }), story({ id: 2 })]),
      block({ id: 92 }, [story({ id: 3 })]),
    ]);
  const other = rundown({ id: 901 }, [block({ id: 93 }, [story({ id: 4 })])]);

  it.each([
    ['reorders within the rundown', [{ blockId: 91, storyIds: [2, 1] }], [[2, 1], [3]]],
    [
      'moves between its blocks',
      [
        { blockId: 91, storyIds: [2] },
        { blockId: 92, storyIds: [1, 3] },
      ],
      [[2], [1, 3]],
    ],
    [
      'drops a story that left for another rundown',
      [
        { blockId: 91, storyIds: [2] },
        { blockId: 93, storyIds: [1, 4] },
      ],
      [[2], [3]],
    ],
    [
      'takes a story from a known rundown',
      [
        { blockId: 92, storyIds: [4, 3] },
        { blockId: 93, storyIds: [] },
      ],
      [
        [1, 2],
        [4, 3],
      ],
    ],
    ['ignores other rundowns', [{ blockId: 93, storyIds: [4] }], [[1, 2], [3]]],
  ])('%s', (_name, orders, expected) => {
    const applied = applyStoryOrders(cached(), orders, [other]);
    expect(applied && storyIds(applied)).toEqual(expected);
  });

  it('answers null for a story it does not know, so the caller reloads', () => {
    expect(applyStoryOrders(cached(), [{ blockId: 91, storyIds: [1, 2, 77] }])).toBeNull();
  });
});

describe('paginate', () => {
  it('numbers in running order with Standby last', () => {
    const item = rundown({}, [
      block({}, [story({ id: 1 }), story({ id: 2 })]),
      block({ standBy: true }, [story({ id: 3 })]),
      standbyBlock([story({ id: 4 })]),
    ]);
    item.blocks.reverse();
    expect(paginate(item)).toEqual([
      { storyId: 1, page: '01' },
      { storyId: 2, page: '02' },
      { storyId: 3, page: '03' },
      { storyId: 4, page: '04' },
    ]);
  });
});

describe('blockName', () => {
  it.each([
    ['pt_BR', 'Bloco 3'],
    ['en_US', 'Block 3'],
    ['es_ES', 'Bloque 3'],
  ] as const)('%s → %s', (locale, name) => {
    expect(blockName(locale, 3)).toBe(name);
  });
});
