import type { StoryId } from '@newsroom/domain';
import { useEffect, useState } from 'react';

/**
 * The link between the rundown screen and a detached story viewer (a window at
 * `/preview?viewer=story`): the screen publishes the story it has selected on a
 * BroadcastChannel; a viewer that opens later asks for the current one. Browsers without
 * BroadcastChannel simply get a viewer that shows the story it was opened with.
 */

/** Name of the channel shared by every window of the app (same origin). */
export const STORY_VIEWER_CHANNEL = 'nrcs-story-viewer';

/** Messages on the channel. */
export type StoryViewerMessage =
  { kind: 'selected'; storyId: StoryId | null } | { kind: 'request' };

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(STORY_VIEWER_CHANNEL);
}

let publisher: BroadcastChannel | null = null;
let lastPublished: number | null = null;

function publisherChannel(): BroadcastChannel | null {
  if (publisher) return publisher;
  publisher = openChannel();
  publisher?.addEventListener('message', (event: MessageEvent<StoryViewerMessage>) => {
    // A detached viewer just opened: tell it what is selected now.
    if (event.data?.kind === 'request')
      publisher?.postMessage({ kind: 'selected', storyId: lastPublished });
  });
  return publisher;
}

/** Tells detached viewers which story is selected (null: none). */
export function publishSelectedStory(storyId: StoryId | null): void {
  if (storyId === lastPublished) return;
  lastPublished = storyId;
  publisherChannel()?.postMessage({ kind: 'selected', storyId } satisfies StoryViewerMessage);
}

/** The story a detached viewer shows: `initial` until another window selects one. */
export function useFollowedStory(initial: number | null): number | null {
  const [storyId, setStoryId] = useState(initial);
  useEffect(() => {
    const channel = openChannel();
    if (!channel) return undefined;
    channel.addEventListener('message', (event: MessageEvent<StoryViewerMessage>) => {
      if (event.data?.kind === 'selected') setStoryId(event.data.storyId);
    });
    channel.postMessage({ kind: 'request' } satisfies StoryViewerMessage);
    return () => channel.close();
  }, []);
  return storyId;
}
