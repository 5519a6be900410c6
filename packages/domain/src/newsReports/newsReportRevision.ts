import type { FieldReadings } from '../documents/revisionReading';

/** How a news report revision's fields read (state, sections and CGs are read by the kind). */
export const NEWS_REPORT_REVISION_READINGS: FieldReadings = {
  slug: 'text',
  date: 'date',
  state: 'content',
  branchId: 'branch',
  reporterId: 'user',
  editorId: 'user',
  programsIds: 'program',
  editorialsIds: 'editorial',
  vehiclesIds: 'vehicle',
  classificationId: 'classification',
  cameraman: 'text',
  lead: 'text',
  text: 'text',
  teaser: 'text',
  headingSuggestion: 'text',
  noteSuggestion: 'text',
  information: 'text',
  tv: 'yesNo',
  radio: 'yesNo',
  sections: 'content',
  cgs: 'content',
  totalMs: 'duration',
  ok: 'yesNo',
};
