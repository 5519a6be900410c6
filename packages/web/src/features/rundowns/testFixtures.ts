import type { Block, StoryRow } from '@newsroom/domain';
import { block, rundown, story } from '@newsroom/domain/src/testing';
import type { LoadedRundown } from './api/rundownsApi';

/**
 * The feature's unit-test builders: the domain's fixtures with this feature's defaults (approved
 * one-minute stories, version 0, a 19:00–20:00 rundown the user may edit and approve).
 */

let nextId = 1000;

/** A story row; ids are unique unless given. */
export function storyFixture(overrides: Partial<StoryRow> = {}): StoryRow {
  nextId += 1;
  return story({
    id: nextId,
    uuid: `uuid-${nextId}`,
    page: '01',
    slug: `STORY ${nextId}`,
    estimatedMs: 60_000,
    totalMs: 60_000,
    approved: true,
    version: 0,
    ...overrides,
  });
}

/** A block holding `stories` (their blockId and index set to fit). */
export function blockFixture(
  overrides: Partial<Block> & { id: number },
  stories: StoryRow[] = [],
): Block {
  return block({ version: 0, ...overrides }, stories);
}

/** Rundown 1 with abilities to edit and approve. */
export function rundownFixture(
  blocks: Block[],
  overrides: Partial<LoadedRundown> = {},
): LoadedRundown {
  const { abilities = { canEdit: true, canApprove: true }, ...fields } = overrides;
  const base = { id: 1, start: '19:00:00', end: '20:00:00', version: 5 };
  return { ...rundown({ ...base, ...fields }, blocks), abilities };
}
