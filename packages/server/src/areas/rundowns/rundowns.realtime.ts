import type { RealtimeEvent, Viewer } from '@newsroom/domain';
import { rundownsPolicy } from './rundowns.policy';
import { maskBlock, maskRundown, maskStory } from './rundowns.presenter';

/**
 * Story events as one viewer may see them (spec 1 §4): a private story of someone else arrives
 * with `visible: false` and slug and information blanked, whether alone (CREATE, UPDATE) or in a
 * PATCH (its `story`, and the value when the field is the slug or the information).
 */
export function renderStoryEvent(
  event: RealtimeEvent<'stories'>,
  viewer: Viewer,
): RealtimeEvent<'stories'> {
  switch (event.action) {
    case 'CREATE':
    case 'UPDATE':
      return { ...event, data: maskStory(event.data, viewer) };
    case 'PATCH': {
      const { story, field, value } = event.data;
      if (rundownsPolicy.canSeeStory(viewer, story)) return event;
      const blanked = field === 'slug' || field === 'information';
      return {
        ...event,
        data: { ...event.data, value: blanked ? '' : value, story: maskStory(story, viewer) },
      };
    }
    default:
      return event;
  }
}

/** Block events with the private stories inside masked for the viewer. */
export function renderBlockEvent(
  event: RealtimeEvent<'blocks'>,
  viewer: Viewer,
): RealtimeEvent<'blocks'> {
  return event.action === 'CREATE' || event.action === 'UPDATE'
    ? { ...event, data: maskBlock(event.data, viewer) }
    : event;
}

/** Rundown events with the private stories inside masked for the viewer. */
export function renderRundownEvent(
  event: RealtimeEvent<'rundowns'>,
  viewer: Viewer,
): RealtimeEvent<'rundowns'> {
  return event.entity === 'rundown' && (event.action === 'CREATE' || event.action === 'UPDATE')
    ? { ...event, data: maskRundown(event.data, viewer) }
    : event;
}
