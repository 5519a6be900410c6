import type { Rundown, StoryRow } from '../rundowns/rundown';
import { byIndex, isStandby } from '../rundowns/rundownTiming';
import type { ScriptPart } from '../scripts/script';
import type { PrompterScript, PrompterStory } from './prompter';

/**
 * Which stories a prompter scrolls and which story it jumps to on air. Pitfalls: the rundown
 * given is the viewer's (private stories of others arrive `visible: false` and are left out, never
 * shown blank); an on-air block means its first prompted story; a story on air that the prompter
 * does not show (not approved, on standby) moves nothing.
 */

/** Whether a story of a block belongs on the prompter: approved, visible, not on standby. */
export function isPrompted(
  block: Parameters<typeof isStandby>[0],
  story: Pick<StoryRow, 'approved' | 'visible'>,
): boolean {
  return story.approved && story.visible && !isStandby(block);
}

/** The prompter's stories in running order, with their parts from `partsOf`. */
export function prompterStories(
  rundown: Pick<Rundown, 'blocks'>,
  partsOf: (storyId: number) => ScriptPart[],
): PrompterStory[] {
  return byIndex(rundown.blocks).flatMap((block) =>
    byIndex(block.stories)
      .filter((story) => isPrompted(block, story))
      .map((story) => ({
        id: story.id,
        page: story.page,
        slug: story.slug,
        blockId: block.id,
        blockName: block.name,
        version: story.version,
        parts: partsOf(story.id),
      })),
  );
}

/** The prompted story that is on air (an on-air block: its first prompted story), else null. */
export function onAirPrompterStoryId(
  script: Pick<PrompterScript, 'stories'>,
  onAir: Rundown['onAir'],
): number | null {
  if (onAir === null) return null;
  const story =
    onAir.entity === 'story'
      ? script.stories.find((s) => s.id === onAir.id)
      : script.stories.find((s) => s.blockId === onAir.id);
  return story?.id ?? null;
}

/**
 * The new script with every unchanged story (same id and version) kept as the object the screen
 * already holds, so a slow screen re-renders only what changed.
 */
export function mergePrompterScript(
  held: PrompterScript | undefined,
  next: PrompterScript,
): PrompterScript {
  if (!held) return next;
  const kept = new Map(held.stories.map((story) => [story.id, story]));
  const stories = next.stories.map((story) => {
    const old = kept.get(story.id);
    const isSame =
      old !== undefined &&
      (['version', 'page', 'slug', 'blockId', 'blockName'] as const).every(
        (key) => old[key] === story[key],
      );
    return isSame ? old : story;
  });
  const isUnchanged =
    stories.length === held.stories.length && stories.every((s, i) => s === held.stories[i]);
  return { ...next, stories: isUnchanged ? held.stories : stories };
}
