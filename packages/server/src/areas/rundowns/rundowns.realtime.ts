import type { Block, RealtimeEvent, Rundown, StoryRow, Viewer } from '@newsroom/domain';
import { rundownsPolicy } from './rundowns.policy';
import { maskBlock, maskRundown, maskStory } from './rundowns.presenter';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const looksLikeStory = (value: unknown): value is StoryRow =>
  isObject(value) && 'isPrivate' in value && 'allowedUserIds' in value;

/**
 * Story events as one viewer may see them (spec 1 §4): a private story of someone else arrives
 * with `visible: false` and slug and information blanked, whether alone (CREATE, UPDATE), in a
 * PATCH (its `story`, and the value when the field is the slug or the information) or inside a
 * block or rundown (blocks and rundowns CREATE/UPDATE).
 */
export function renderStoryEvent(event: RealtimeEvent, viewer: Viewer): RealtimeEvent {
  const data = event.data;
  if (!isObject(data)) return event;
  if (event.action === 'PATCH' && looksLikeStory(data.story)) {
    if (rundownsPolicy.canSeeStory(viewer, data.story)) return event;
    const blanked = data.field === 'slug' || data.field === 'information';
    return {
      ...event,
      data: { ...data, value: blanked ? '' : data.value, story: maskStory(data.story, viewer) },
    };
  }
  if (looksLikeStory(data)) return { ...event, data: maskStory(data, viewer) };
  return event;
}

export function renderBlockEvent(event: RealtimeEvent, viewer: Viewer): RealtimeEvent {
  if (!isObject(event.data) || !Array.isArray(event.data.stories)) return event;
  return { ...event, data: maskBlock(event.data as unknown as Block, viewer) };
}

export function renderRundownEvent(event: RealtimeEvent, viewer: Viewer): RealtimeEvent {
  if (!isObject(event.data) || !Array.isArray(event.data.blocks)) return event;
  return { ...event, data: maskRundown(event.data as unknown as Rundown, viewer) };
}
