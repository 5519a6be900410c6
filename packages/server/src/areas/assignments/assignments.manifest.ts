import type { AreaManifest } from '../../platform/areas/manifest';
import { assignmentsUsage } from './assignments.hooks';
import { assignmentSights } from './assignments.locks';
import { renderAssignmentEvent } from './assignments.realtime';
import { assignmentsRoutes } from './assignments.routes';
import { assignmentsSearch } from './assignments.search';
import { ASSIGNMENT_ENTITY } from './assignments.shared';
import { assignmentStorySource } from './assignments.storySource';

/** Assignments (code name assignments). */
export const assignmentsManifest: AreaManifest = {
  name: 'assignments',
  routes: [assignmentsRoutes],
  renderers: { assignments: renderAssignmentEvent },
  lockedKinds: { [ASSIGNMENT_ENTITY]: assignmentSights },
  searchSources: { assignments: assignmentsSearch },
  usageCounters: assignmentsUsage,
  storySources: { assignment: assignmentStorySource },
};
