import { describe, expect, it } from 'vitest';
import { blockFixture, rundownFixture, storyFixture } from '../testFixtures';
import { hasNoStories, withNewStory, withoutStory } from './cacheEdits';

describe('story cache edits', () => {
  it('removes a story and renumbers the rest of its block', () => {
    const [a, b, c] = [storyFixture(), storyFixture(), storyFixture()];
    const rundown = rundownFixture([
      blockFixture({ id: 1 }, [a!, b!, c!]),
      blockFixture({ id: 2 }),
    ]);
    const stories = withoutStory(rundown, b!.id).blocks[0]!.stories;
    expect(stories.map((s) => [s.id, s.index])).toEqual([
      [a!.id, 0],
      [c!.id, 1],
    ]);
  });

  it('puts a story created after another at its index', () => {
    const [a, b] = [storyFixture(), storyFixture()];
    const rundown = rundownFixture([blockFixture({ id: 1 }, [a!, b!])]);
    const created = storyFixture({ blockId: 1, index: 1 });
    const ids = withNewStory(rundown, created).blocks[0]!.stories.map((s) => s.id);
    expect(ids).toEqual([a!.id, created.id, b!.id]);
  });

  it('tells an empty rundown (recreate is offered only then)', () => {
    expect(hasNoStories(rundownFixture([blockFixture({ id: 1 }), blockFixture({ id: 2 })]))).toBe(
      true,
    );
    expect(hasNoStories(rundownFixture([blockFixture({ id: 1 }, [storyFixture()])]))).toBe(false);
  });
});
