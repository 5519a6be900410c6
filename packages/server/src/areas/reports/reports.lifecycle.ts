import { approvalRefusal, reportInputSchema, ruleViolation, type Report } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { assertNotEditedByOther, assertNotInTrash } from '../../platform/documents/kernel';
import { allow } from '../../platform/http/refusals';
import { changeReport, insertReport, reportKind } from './reports.kind';
import { reportsPolicy } from './reports.policy';
import { presentFor } from './reports.presenter';
import { reportsRepository } from './reports.repository';
import { assertContentVisible, findReport, valuesOf, wholeOf } from './reports.shared';

/** A report's copies and its approval. */

/**
 * POST /reports/{id}/copy: the same title, day, category, events and text, the caller its owner —
 * not approved, not private. A trashed report is copied too (its content is the caller's to see).
 */
export async function copyReport(platform: Platform, actor: Actor, id: number): Promise<Report> {
  allow(reportsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    assertContentVisible(actor, await findReport(tx, actor, id));
    const input = reportInputSchema.parse(await wholeOf(tx, id));
    return insertReport(tx, actor, valuesOf(input), platform.clock());
  });
}

/**
 * PUT /reports/{id}/approve { approve }: approves or disapproves (ROLE_REPORT_ADMIN, else 403).
 * A private report cannot be approved (422 `reports:privateCannotBeApproved`); refused in the
 * trash and while another user edits it (412 `document:lockedTo`). Records a revision and
 * publishes UPDATE; asking for the state it is in changes nothing.
 */
export async function approveReport(
  platform: Platform,
  actor: Actor,
  id: number,
  approve: boolean,
): Promise<Report> {
  allow(reportsPolicy.canApprove(actor));
  return platform.database.db.transaction(async (tx) => {
    const now = platform.clock();
    await reportsRepository.lockRow(tx, id);
    const record = await findReport(tx, actor, id);
    assertContentVisible(actor, record);
    assertNotInTrash(reportKind, record);
    const refusal = approvalRefusal(record, approve);
    if (refusal) throw ruleViolation(refusal);
    await assertNotEditedByOther(tx, reportKind, actor, id, now, 'document:lockedTo');
    if (record.ok === approve) return presentFor(await wholeOf(tx, id), actor);
    return changeReport(tx, actor, id, { ok: approve, changedById: actor.userId }, now);
  });
}
