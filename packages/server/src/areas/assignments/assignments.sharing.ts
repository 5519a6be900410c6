import { DomainError, ruleViolation, type Assignment } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { assignmentsPolicy } from './assignments.policy';
import { presentFor } from './assignments.presenter';
import { assignmentsRepository } from './assignments.repository';
import { renderAssignmentText } from './assignments.text';
import {
  assertContentVisible,
  assertNotExcluded,
  loadVisible,
  publish,
  wholeOf,
} from './assignments.shared';
import { allow } from '../../platform/http/refusals';

/** Sharing a guideline: the owner's private flag and allowed users, and (soon) e-mail. */

/** PUT /assignments/{id}/private and /allowed_users: the owner shares a guideline (403 `assignment:onlyOwnerShares`). */
export async function shareAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
  change: { isPrivate: boolean } | { allowedUserIds: number[] },
): Promise<Assignment> {
  allow(assignmentsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    await assignmentsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertNotExcluded(record);
    if (!assignmentsPolicy.isOwner(actor, record))
      throw new DomainError('forbidden', 'assignment:onlyOwnerShares');
    if ('allowedUserIds' in change) {
      if ((await assignmentsRepository.missing(tx, 'user', change.allowedUserIds)).length > 0) {
        throw new DomainError('validation_failed', 'validation:failed', {
          part: 'body',
          fields: [{ field: 'userIds', key: 'invalid' }],
        });
      }
    }
    const values =
      'isPrivate' in change
        ? { isPrivate: change.isPrivate }
        : { allowedUserIds: [...new Set(change.allowedUserIds)] };
    await assignmentsRepository.update(tx, id, values, platform.clock());
    const whole = await wholeOf(tx, (await assignmentsRepository.findRecord(tx, id))!);
    await publish(tx, actor, 'UPDATE', whole);
    return presentFor(whole, actor);
  });
}

/**
 * POST /assignments/{id}/email: checks the guideline and the recipients and renders the
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
