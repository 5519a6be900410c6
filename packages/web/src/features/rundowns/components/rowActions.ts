import type { MouseEvent } from 'react';
import type { Block, StoryRow } from '@newsroom/domain';
import type { BlockField, StoryField } from '../api/rundownsApi';

/** What the rows of the grid can ask of it. */
export interface RowActions {
  /** The user may change this rundown (server's ability and the rundown not displayed). */
  canEdit: boolean;
  /** The user may approve blocks. */
  canApprove: boolean;
  patchBlock: (block: Block, field: BlockField, value: unknown) => void;
  patchStory: (story: StoryRow, field: StoryField, value: unknown) => void;
  approveBlock: (block: Block) => void;
  toggleBlockStandby: (block: Block) => void;
  toggleBlockStatus: (block: Block) => void;
  removeBlock: (block: Block) => void;
  addStory: (block: Block) => void;
  toggleStoryStatus: (story: StoryRow) => void;
  selectStory: (story: StoryRow, event: MouseEvent) => void;
  openStory: (story: StoryRow) => void;
  /** A new story right after this one. */
  addStoryAfter: (story: StoryRow) => void;
  /** Asks to confirm, then removes the story. */
  removeStory: (story: StoryRow) => void;
  /** Sends the story to the Standby block. */
  sendToStandby: (story: StoryRow) => void;
  /** Sends the story out of the rundown into the drawer. */
  sendToDrawer: (story: StoryRow) => void;
  /** Opens the story-template chooser for a block. */
  chooseStoryTemplate: (block: Block) => void;
}
