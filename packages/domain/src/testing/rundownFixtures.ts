import type { Block, Rundown, StoryRow } from '../rundowns/rundown';

/** Tiny builders for rundown tests: ids are unique, indexes and parent ids are filled in. */

let nextId = 1;

/** A fresh id for fixtures. */
export function fixtureId(): number {
  nextId += 1;
  return nextId;
}

/** A story row; blockId and index are fixed by `block`. */
export function story(overrides: Partial<StoryRow> = {}): StoryRow {
  const id = overrides.id ?? fixtureId();
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    blockId: 1,
    index: 0,
    page: '',
    slug: `story ${id}`,
    estimatedMs: 0,
    totalMs: 0,
    approved: false,
    displayStatus: 'blank',
    playTime: null,
    stopTime: null,
    hitTime: null,
    readWords: [],
    ownerId: null,
    allowedUserIds: [],
    isPrivate: false,
    visible: true,
    radio: false,
    information: '',
    programId: 1,
    version: 1,
    ...overrides,
  };
}

/** A block holding the given stories in order; rundownId and index are fixed by `rundown`. */
export function block(
  overrides: Partial<Block> = {},
  stories: StoryRow[] = overrides.stories ?? [],
): Block {
  const id = overrides.id ?? fixtureId();
  return {
    rundownId: 1,
    index: 0,
    name: `Bloco ${id}`,
    standBy: false,
    isStandbyBlock: false,
    commercialMs: 0,
    breakTime: null,
    hitTime: null,
    displayStatus: 'blank',
    playTime: null,
    stopTime: null,
    version: 1,
    ...overrides,
    id,
    stories: stories.map((item, index) => ({ ...item, blockId: id, index })),
  };
}

/** The fixed Standby block with the given stories. */
export function standbyBlock(stories: StoryRow[] = []): Block {
  return block({ name: 'Standby', isStandbyBlock: true }, stories);
}

/** A rundown of 20:00–21:00 holding the given blocks in order. */
export function rundown(
  overrides: Partial<Rundown> = {},
  blocks: Block[] = overrides.blocks ?? [],
): Rundown {
  const id = overrides.id ?? fixtureId();
  return {
    programId: 1,
    date: '2026-11-21',
    start: '20:00:00',
    end: '21:00:00',
    productionMs: null,
    approved: false,
    displayed: false,
    mosEnabled: false,
    onAir: null,
    version: 1,
    ...overrides,
    id,
    blocks: blocks.map((item, index) => ({
      ...item,
      rundownId: id,
      index,
      stories: item.stories.map((row) => ({ ...row })),
    })),
  };
}

/** Minutes → ms, for readable fixtures. */
export const min = (minutes: number): number => minutes * 60_000;
