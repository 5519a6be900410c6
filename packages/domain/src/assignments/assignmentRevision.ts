import type { FieldReadings } from '../documents/revisionReading';

/** How an assignment revision's fields read (state, guides and tasks are read by the kind). */
export const ASSIGNMENT_REVISION_READINGS: FieldReadings = {
  slug: 'text',
  date: 'date',
  state: 'content',
  typeId: 'type',
  teamId: 'team',
  branchId: 'branch',
  classificationId: 'classification',
  cameraman: 'text',
  editorsIds: 'user',
  producersIds: 'user',
  reportersIds: 'user',
  programsIds: 'program',
  editorialsIds: 'editorial',
  vehiclesIds: 'vehicle',
  proposal: 'text',
  referral: 'text',
  information: 'text',
  guides: 'content',
  tasks: 'content',
};
