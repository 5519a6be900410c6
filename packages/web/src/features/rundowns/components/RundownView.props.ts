import type { RundownId } from '@newsroom/domain';
import type { RundownClipboard, StoryRow } from '@newsroom/domain';

/** Props of {@link RundownView}. */
export interface RundownViewProps {
  rundownId: RundownId;
  /** Shared by every open rundown, so stories can be cut in one and pasted in another. */
  clipboard: RundownClipboard | null;
  onClipboardChange: (clipboard: RundownClipboard | null) => void;
  /** Opens the story-form tab of a story next to this rundown's tab. */
  onOpenStory: (story: StoryRow) => void;
  /** Height of the grid's viewport. */
  gridHeight?: number;
  /** The rundown moved to another date (its date field was changed). */
  onDateMoved?: (date: string) => void;
}
