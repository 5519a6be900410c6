import {
  type Assignment,
  assignmentInputSchema,
  DomainError,
  newsroomToday,
  ruleViolation,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { setExcluded } from '../../platform/documents/softDelete';
import { emit } from '../../platform/realtime/outbox';
import { assignments } from '../../platform/db/schema';
import { presentProposal } from '../proposals/proposals.presenter';
import { proposalsRepository } from '../proposals/proposals.repository';
import { proposalsPolicy } from '../proposals/proposals.policy';
import { assignmentsPolicy } from './assignments.policy';
import { presentFor } from './assignments.presenter';
import { assignmentsRepository } from './assignments.repository';
import {
  ASSIGNMENT_ENTITY,
  assertContentVisible,
  assertReferences,
  audienceOf,
  insertAssignment,
  loadVisible,
  publish,
  valuesOf,
  wholeOf,
} from './assignments.shared';
import { allow, notFound } from '../../platform/http/refusals';

/** Where guidelines come from and go: copies, proposals turned guidelines, the trash and back. */

const today = (platform: Platform) =>
  newsroomToday(platform.config.newsroomTimeZone, platform.clock());

/** POST /assignments/{id}/copy: a new guideline of the caller, back in production, tasks not done. */
export async function copyAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
  date: string | undefined,
): Promise<Assignment> {
  allow(assignmentsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const source = await loadVisible(tx, actor, id);
    assertContentVisible(actor, source);
    const whole = await wholeOf(tx, source);
    return insertAssignment(
      tx,
      actor,
      {
        ...valuesOf({
          ...whole,
          state: 'PRODUCING',
          tasks: whole.tasks.map((task) => ({ ...task, done: false })),
        }),
        slug: whole.slug,
        date: date ?? whole.date,
      },
      platform.clock(),
    );
  });
}

/**
 * POST /assignments/proposal/{proposalId}: a guideline from a proposal (slug, proposal text,
 * information and programs carried over; date = the given one, else the proposal's, else
 * today). The proposal records the guideline; a proposal already converted is 422
 * `proposal:alreadyConverted`.
 */
export async function createFromProposal(
  platform: Platform,
  actor: Actor,
  proposalId: number,
  date: string | undefined,
): Promise<Assignment> {
  allow(assignmentsPolicy.canConvertProposal(actor));
  return platform.database.db.transaction(async (tx) => {
    await proposalsRepository.lockRow(tx, proposalId);
    const proposal = await proposalsRepository.findRecord(tx, proposalId);
    if (!proposal || proposal.excluded) throw notFound();
    const groupsOf = await assignmentsRepository.programGroups(tx, proposal.programsIds);
    if (!proposalsPolicy.canSeePrograms(actor, proposal.programsIds, groupsOf)) throw notFound();
    if (proposal.assignmentId !== null)
      throw ruleViolation('proposal:alreadyConverted', { assignmentId: proposal.assignmentId });
    const now = platform.clock();
    const input = assignmentInputSchema.parse({
      slug: proposal.slug,
      date: date ?? proposal.date ?? today(platform),
      proposal: proposal.proposal,
      information: proposal.information,
      programsIds: proposal.programsIds,
    });
    await assertReferences(tx, actor, input);
    const assignment = await insertAssignment(
      tx,
      actor,
      { ...valuesOf(input), slug: input.slug, date: input.date, proposalId },
      now,
    );
    await proposalsRepository.setAssignment(tx, proposalId, assignment.id, now);
    const converted = presentProposal((await proposalsRepository.findRecord(tx, proposalId))!);
    await emit(tx, actor.sessionId, {
      topic: 'proposals',
      action: 'UPDATE',
      entity: 'proposal',
      id: proposalId,
      data: converted,
      version: converted.version,
      audience: await audienceOf(tx, converted.programsIds),
    });
    return assignment;
  });
}

/** DELETE /assignments/{id}: to the trash; refused (412 `document:inEdition`) while another user edits it. */
export async function removeAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<void> {
  allow(assignmentsPolicy.canWrite(actor));
  await platform.database.db.transaction(async (tx) => {
    await assignmentsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    const holder = await assignmentsRepository.lockOfOther(tx, id, actor.userId, platform.clock());
    if (holder !== null)
      throw new DomainError('precondition_failed', 'document:inEdition', { nickname: holder });
    const version = await setExcluded(tx, assignments, id, true);
    await emit(tx, actor.sessionId, {
      topic: 'assignments',
      action: 'DELETE',
      entity: ASSIGNMENT_ENTITY,
      id,
      data: { id, date: record.date },
      version,
      audience: await audienceOf(tx, record.programsIds),
    });
  });
}

/** PUT /assignments/{id}/restore: back from the trash (422 `document:notExcluded` otherwise); CREATE for the lists. */
export async function restoreAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<Assignment> {
  allow(assignmentsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    await setExcluded(tx, assignments, id, false);
    const whole = await wholeOf(tx, (await assignmentsRepository.findRecord(tx, id))!);
    await publish(tx, actor, 'CREATE', whole);
    return presentFor(whole, actor);
  });
}
