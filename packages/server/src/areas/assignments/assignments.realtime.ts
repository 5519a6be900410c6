import { documentEventRenderer } from '../../platform/documents/documentRenderer';
import { ASSIGNMENT_ENTITY } from './assignments.shared';
import { assignmentsPolicy } from './assignments.policy';
import { presentFor } from './assignments.presenter';

/**
 * Assignment events as one viewer may see them: a private assignment of someone else arrives masked
 * (visible false, slug, texts, guides and tasks blanked), alone (CREATE, UPDATE) or in a PATCH
 * (its `assignment`, and the value when it is content); abilities are the viewer's own.
 */
export const renderAssignmentEvent = documentEventRenderer<'assignments'>({
  entity: ASSIGNMENT_ENTITY,
  editKey: 'assignment',
  present: presentFor,
  canSeeContent: assignmentsPolicy.canSeeContent,
  contentFields: new Set(['slug', 'information', 'proposal', 'referral']),
});
