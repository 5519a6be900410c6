import { describe, expect, it } from 'vitest';
import { idSchemaOf, type BlockId, type RundownId, type StoryId } from './ids';

describe('ids of a kind', () => {
  it('take plain numbers but refuse an id of another kind', () => {
    const story: StoryId = 7;
    const rundown: RundownId = 3;
    const blockOf = (id: BlockId): number => id;
    // @ts-expect-error a story id is not a block id
    expect(blockOf(story)).toBe(7);
    // @ts-expect-error nor is a rundown id
    expect(blockOf(rundown)).toBe(3);
    expect(blockOf(9)).toBe(9);
  });

  it('parse positive integers only', () => {
    const schema = idSchemaOf<'story'>();
    expect(schema.parse(12)).toBe(12);
    expect(schema.safeParse(0).success).toBe(false);
    expect(schema.safeParse(1.5).success).toBe(false);
  });
});
