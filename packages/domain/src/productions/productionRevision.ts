import type { FieldReadings } from '../documents/revisionReading';

/**
 * How a production revision's fields read (status, production types, resources and tasks are the
 * production's own lookups and are read by the kind).
 */
export const PRODUCTION_REVISION_READINGS: FieldReadings = {
  slug: 'text',
  date: 'date',
  status: 'content',
  schedule: 'time',
  departure: 'time',
  arrival: 'time',
  typeId: 'content',
  local: 'text',
  teamId: 'team',
  medias: 'text',
  producersIds: 'user',
  editorsIds: 'user',
  resourcesIds: 'content',
  vehiclesIds: 'vehicle',
  information: 'text',
  tasks: 'content',
};
