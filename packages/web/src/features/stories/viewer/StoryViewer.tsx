import type { StoryId } from '@newsroom/domain';
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoryDocument } from '@newsroom/domain';
import { LoadedDocument } from '../../../shared/documentViewer';
import { useTopic } from '../../../shared/realtime';
import { fetchStory, storyKeys } from '../api/storiesApi';
import { StoryViewerContent } from './StoryViewerContent';

/** Props of {@link StoryViewer}: a loaded story, or the id of one to load (and keep live). */
export type StoryViewerProps = (
  { story: StoryDocument; storyId?: undefined } | { storyId: StoryId; story?: undefined }
) & {
  /** Shown in its own window: no detach button. */
  isDetached?: boolean;
  /** Rendered for printing: no buttons at all. */
  isPreview?: boolean;
};

/**
 * The story viewer (spec 2 "Story viewer"): page, type, slug (or 'private'), durations, the
 * sections with their cues, every CG and the information, with copy-as-text, print preview and
 * detach-to-window. Given an id it loads the story and reloads it when the story changes.
 */
export function StoryViewer(props: StoryViewerProps) {
  const { isDetached = false, isPreview = false } = props;
  if (props.story)
    return <StoryViewerContent story={props.story} isDetached={isDetached} isPreview={isPreview} />;
  return (
    <LoadingStoryViewer storyId={props.storyId} isDetached={isDetached} isPreview={isPreview} />
  );
}

function LoadingStoryViewer({
  storyId,
  isDetached,
  isPreview,
}: {
  storyId: StoryId;
  isDetached: boolean;
  isPreview: boolean;
}) {
  const { t } = useTranslation('story');
  const queryClient = useQueryClient();
  const key = useMemo(() => storyKeys.document(storyId), [storyId]);
  useTopic('stories', (event) => {
    if (Number(event.id) === storyId)
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
  });
  return (
    <LoadedDocument
      queryKey={key}
      load={() => fetchStory(storyId)}
      failedText={t('viewer.loadFailed')}
      failedTestId="story-viewer-failed"
    >
      {(story) => (
        <StoryViewerContent story={story} isDetached={isDetached} isPreview={isPreview} />
      )}
    </LoadedDocument>
  );
}
