import type { Assignment, RealtimeEvent, Viewer } from '@newsroom/domain';
import { assignmentsPolicy } from './assignments.policy';
import { presentFor } from './assignments.presenter';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const looksLikeAssignment = (value: unknown): value is Assignment =>
  isObject(value) &&
  'isPrivate' in value &&
  'allowedUserIds' in value &&
  'guides' in value &&
  'abilities' in value;

/** Fields whose patched value is content a masked assignment hides. */
const CONTENT_FIELDS = new Set(['slug', 'information', 'proposal', 'referral']);

/**
 * Assignment events as one viewer may see them: a private assignment of someone else arrives masked
 * (visible false, slug, texts, guides and tasks blanked), alone (CREATE, UPDATE) or in a PATCH
 * (its `assignment`, and the value when it is content); abilities are the viewer's own.
 */
export function renderAssignmentEvent(event: RealtimeEvent, viewer: Viewer): RealtimeEvent {
  const data = event.data;
  if (!isObject(data)) return event;
  if (event.action === 'PATCH' && looksLikeAssignment(data.assignment)) {
    const assignment = presentFor(data.assignment, viewer);
    const hidden =
      !assignmentsPolicy.canSeeContent(viewer, data.assignment) &&
      typeof data.field === 'string' &&
      CONTENT_FIELDS.has(data.field);
    return { ...event, data: { ...data, value: hidden ? '' : data.value, assignment } };
  }
  if (looksLikeAssignment(data)) return { ...event, data: presentFor(data, viewer) };
  return event;
}
