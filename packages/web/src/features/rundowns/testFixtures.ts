import type { Block, StoryRow } from '@newsroom/domain';
import type { LoadedRundown } from './api/rundownsApi';

/** Tiny builders for the feature's unit tests. */

let nextId = 1000;

/** A story row; ids are unique unless given. */
export function storyFixture(overrides: Partial<StoryRow> = {}): StoryRow {
  nextId += 1;
  return {
    id: nextId,
    uuid: `uuid-${nextId}`,
    blockId: 1,
    index: 0,
    page: '01',
    slug: `STORY ${nextId}`,
    estimatedMs: 60_000,
    totalMs: 60_000,
    approved: true,
    displayStatus: 'blank',
    playTime: null,
    stopTime: null,
    ownerId: null,
    allowedUserIds: [],
    isPrivate: false,
    visible: true,
    radio: false,
    information: '',
    programId: 1,
    version: 0,
    ...overrides,
  };
}

/** A block holding `stories` (their blockId and index set to fit). */
export function blockFixture(
  overrides: Partial<Block> & { id: number },
  stories: StoryRow[] = [],
): Block {
  return {
    rundownId: 1,
    index: 0,
    name: `Bloco ${overrides.id}`,
    standBy: false,
    isStandbyBlock: false,
    commercialMs: 0,
    breakTime: null,
    displayStatus: 'blank',
    playTime: null,
    stopTime: null,
    version: 0,
    ...overrides,
    stories: stories.map((story, index) => ({ ...story, blockId: overrides.id, index })),
  };
}

/** A rundown with abilities to edit and approve. */
export function rundownFixture(
  blocks: Block[],
  overrides: Partial<LoadedRundown> = {},
): LoadedRundown {
  return {
    id: 1,
    programId: 1,
    date: '2026-11-21',
    start: '19:00:00',
    end: '20:00:00',
    productionMs: null,
    approved: false,
    displayed: false,
    mosEnabled: false,
    onAir: null,
    version: 5,
    abilities: { canEdit: true, canApprove: true },
    ...overrides,
    blocks: blocks.map((block, index) => ({ ...block, index })),
  };
}
