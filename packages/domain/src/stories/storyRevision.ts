import type { FieldReadings } from '../documents/revisionReading';

/** How a story revision's fields read (the snapshot of the server's `storySnapshot`). */
export const STORY_REVISION_READINGS: FieldReadings = {
  slug: 'text',
  typeId: 'type',
  branchId: 'branch',
  editorId: 'user',
  imageEditorId: 'user',
  reporterId: 'user',
  mediaCode: 'text',
  estimatedMs: 'duration',
  manualVt: 'yesNo',
  radio: 'yesNo',
  information: 'text',
  headMs: 'duration',
  linkMs: 'duration',
  vtMs: 'duration',
  voMs: 'duration',
  footerMs: 'duration',
  totalMs: 'duration',
  sections: 'content',
};
