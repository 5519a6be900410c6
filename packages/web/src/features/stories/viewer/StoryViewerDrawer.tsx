import type { StoryId } from '@newsroom/domain';
import { Drawer, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { StoryViewer } from './StoryViewer';

/** Props of {@link StoryViewerDrawer}. */
export interface StoryViewerDrawerProps {
  open: boolean;
  /** The story to show; null shows a hint to select one. */
  storyId: StoryId | null;
  onClose: () => void;
}

/**
 * The side-drawer document viewer (spec 2) for stories: 640 wide, without a mask so the list or
 * grid beside it stays usable.
 */
export function StoryViewerDrawer({ open, storyId, onClose }: StoryViewerDrawerProps) {
  const { t } = useTranslation('story');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      mask={false}
      title={t('viewer.title')}
      destroyOnHidden
      data-testid="story-viewer-drawer"
    >
      {storyId === null ? (
        <Empty description={t('viewer.selectStory')} />
      ) : (
        <StoryViewer storyId={storyId} />
      )}
    </Drawer>
  );
}
