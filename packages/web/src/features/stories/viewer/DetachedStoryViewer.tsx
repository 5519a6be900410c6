import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { StoryViewer } from './StoryViewer';
import { useFollowedStory } from './storyViewerChannel';

/** Props of {@link DetachedStoryViewer}. */
export interface DetachedStoryViewerProps {
  /** The story the window was opened with (null: none yet). */
  initialStoryId: number | null;
}

/**
 * The story viewer in its own window (`/preview?viewer=story`): it follows the story selected
 * in the rundown screen, and says so when nothing is selected.
 */
export function DetachedStoryViewer({ initialStoryId }: DetachedStoryViewerProps) {
  const { t } = useTranslation('story');
  const storyId = useFollowedStory(initialStoryId);
  if (storyId === null)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('viewerEmptyAndDetached')}
        data-testid="story-viewer-empty"
      />
    );
  return <StoryViewer storyId={storyId} isDetached />;
}
