import { ruleViolation } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { assignmentsPolicy } from './assignments.policy';
import { renderAssignmentText } from './assignments.text';
import { assertContentVisible, loadVisible, wholeOf } from './assignments.shared';
import { allow } from '../../platform/http/refusals';

/**
 * POST /assignments/{id}/email: checks the assignment and the recipients and renders the
 * plain-text message; sending arrives with the SMTP issue, so the answer is 422
 * `mail:notAvailable` (never a fake "sent").
 */
export async function emailAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
  to: string[],
): Promise<never> {
  allow(assignmentsPolicy.canRead(actor));
  const db = platform.database.db;
  const record = await loadVisible(db, actor, id);
  assertContentVisible(actor, record);
  const text = renderAssignmentText(await wholeOf(db, record));
  throw ruleViolation('mail:notAvailable', { recipients: to.length, characters: text.length });
}
