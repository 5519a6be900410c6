import type { Rundown, StoryRow } from '../rundowns/rundown';
import { byIndex, isStandby } from '../rundowns/rundownTiming';

/**
 * The story that comes after what is on air, for the presenter and control-room views: the next
 * story of the show in running order (standby left out); with nothing on air, the first story not
 * yet aired. An on-air block counts as standing before its first story.
 */
export function nextStoryOnAir(rundown: Pick<Rundown, 'blocks' | 'onAir'>): StoryRow | null {
  const items = byIndex(rundown.blocks)
    .filter((block) => !isStandby(block))
    .flatMap((block) => [
      { entity: 'block' as const, id: block.id, story: null },
      ...byIndex(block.stories).map((story) => ({ entity: 'story' as const, id: story.id, story })),
    ]);
  const marker = rundown.onAir;
  if (marker === null)
    return items.find((item) => item.story && item.story.displayStatus === 'blank')?.story ?? null;
  const at = items.findIndex((item) => item.entity === marker.entity && item.id === marker.id);
  if (at === -1) return null;
  return items.slice(at + 1).find((item) => item.story !== null)?.story ?? null;
}
