import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StoryRow } from '@newsroom/domain';

/** Props of {@link RemoveStoryDialog}. */
export interface RemoveStoryDialogProps {
  /** The story asked to be removed; closed when null. */
  story: StoryRow | null;
  onRemove: (story: StoryRow) => void;
  onClose: () => void;
}

/** Asks before removing a story from the rundown. */
export function RemoveStoryDialog({ story, onRemove, onClose }: RemoveStoryDialogProps) {
  const { t } = useTranslation('rundown');
  return (
    <Modal
      open={story !== null}
      title={t('storyActions.deleteTitle')}
      okText={t('storyActions.delete')}
      cancelText={t('common:cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'story-delete-confirm' }}
      onOk={() => {
        if (story) onRemove(story);
        onClose();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      {t('storyActions.deleteConfirm', {
        slug: story?.slug || t('grid.noSlug'),
      })}
    </Modal>
  );
}
