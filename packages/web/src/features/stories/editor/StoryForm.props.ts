import type { StoryId } from '@newsroom/domain';
/** Props of {@link StoryForm}. */
export interface StoryFormProps {
  storyId: StoryId;
  /** Called when the form may close (after saving or discarding its changes). */
  onClose: () => void;
  /** The tab title: the slug (or "new"), with an asterisk while unsaved. */
  onTitleChange?: (title: string) => void;
  /**
   * Bumped by the container to ask the form to close (a tab's close button): the form asks
   * about unsaved changes first, then calls `onClose`.
   */
  closeRequest?: number;
}
