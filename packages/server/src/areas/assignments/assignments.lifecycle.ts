import {
  type Assignment,
  type AssignmentInput,
  assignmentInputSchema,
  newsroomToday,
  ruleViolation,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { emit } from '../../platform/realtime/outbox';
import { presentProposal } from '../proposals/proposals.presenter';
import { proposalsRepository } from '../proposals/proposals.repository';
import { proposalsPolicy } from '../proposals/proposals.policy';
import { assignmentsPolicy } from './assignments.policy';
import { assignmentsRepository } from './assignments.repository';
import { insertAssignment } from './assignments.kind';
import {
  assertContentVisible,
  assertReferences,
  audienceOf,
  loadVisible,
  valuesOf,
  wholeOf,
} from './assignments.shared';
import { allow, notFound } from '../../platform/http/refusals';

/** Where assignments come from: copies, proposals turned assignments, other areas' seeds. */

const today = (platform: Platform) =>
  newsroomToday(platform.config.newsroomTimeZone, platform.clock());

/**
 * POST /assignments/{id}/copy: a new assignment of the caller, back in production, tasks not done.
 */
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
 * POST /assignments/proposal/{proposalId}: an assignment from a proposal (slug, proposal text,
 * information and programs carried over; date = the given one, else the proposal's, else
 * today). The proposal records the assignment; a proposal already converted is 422
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

/**
 * A new guideline of the caller from another area's seed (a round's call: POST
 * /assignments/round/{roundId}; a remote branch's guideline), checked and written as any new guideline; `alongside` is more
 * work of the same transaction once it is written, and a refusal there undoes it.
 */
export async function createAssignmentFrom(
  platform: Platform,
  actor: Actor,
  seed: Pick<AssignmentInput, 'slug' | 'date' | 'proposal' | 'information'> &
    Partial<Pick<AssignmentInput, 'referral' | 'cameraman' | 'guides' | 'tasks'>>,
  alongside?: (tx: Executor, assignment: Assignment) => Promise<void>,
): Promise<Assignment> {
  allow(assignmentsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const input = assignmentInputSchema.parse(seed);
    await assertReferences(tx, actor, input);
    const assignment = await insertAssignment(
      tx,
      actor,
      { ...valuesOf(input), slug: input.slug, date: input.date },
      platform.clock(),
    );
    await alongside?.(tx, assignment);
    return assignment;
  });
}
