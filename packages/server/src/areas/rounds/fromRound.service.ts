import {
  informationFromRound,
  proposalInputSchema,
  ROUND_KEYS,
  ruleViolation,
  slugFromRound,
  type Assignment,
  type Proposal,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { allow, notFound } from '../../platform/http/refusals';
import { createAssignmentFrom } from '../assignments/assignments.lifecycle';
import { createProposal } from '../proposals/proposals.service';
import { publishCall } from './roundCalls.realtime';
import { roundCallsRepository as calls } from './roundCalls.repository';
import { roundsPolicy } from './rounds.policy';
import { presentCall } from './rounds.presenter';
import { roundsRepository } from './rounds.repository';
import { callOf } from './roundSheet.service';

/**
 * "Create from round" (spec 3 §7): a call's note turned into a guideline or a proposal, made by
 * the assignments' and proposals' own creation (their roles, checks and events), while the call
 * records what was made in the same transaction. One of each per call: a second is refused with
 * the one made, which the sheet links.
 */

/** What a call's document starts from: slug, day, the note, where it came from. */
async function seedOf(platform: Platform, actor: Actor, roundId: number, date: string) {
  const db = platform.database.db;
  allow(roundsPolicy.canRead(actor));
  const round = await roundsRepository.findWithInstitution(db, roundId);
  if (!round) throw notFound();
  const call = await callOf(db, roundId, date);
  return {
    slug: slugFromRound(round.institution.name),
    date,
    proposal: call.note,
    information: informationFromRound(round, round.institution),
  };
}

/**
 * Links the document made to the call (written pending first if never saved), holding the call's
 * row, and publishes the call; a call that already has one of the kind refuses and undoes it.
 */
async function linkCall(
  tx: Executor,
  actor: Actor,
  roundId: number,
  date: string,
  made: { assignmentId: number } | { proposalId: number },
): Promise<void> {
  await calls.lockOrCreate(tx, roundId, date);
  const before = (await calls.find(tx, roundId, date))!;
  if ('assignmentId' in made && before.assignmentId !== null)
    throw ruleViolation(ROUND_KEYS.guidelineExists, { assignmentId: before.assignmentId });
  if ('proposalId' in made && before.proposalId !== null)
    throw ruleViolation(ROUND_KEYS.proposalExists, { proposalId: before.proposalId });
  await calls.link(tx, roundId, date, made);
  await publishCall(tx, actor, 'UPDATE', presentCall((await calls.find(tx, roundId, date))!));
}

/** POST /assignments/round/{roundId}: a guideline of the call's day (ROLE_ASSIGNMENT_WRITE). */
export async function assignmentFromRound(
  platform: Platform,
  actor: Actor,
  roundId: number,
  date: string,
): Promise<Assignment> {
  const seed = await seedOf(platform, actor, roundId, date);
  return createAssignmentFrom(platform, actor, seed, (tx, assignment) =>
    linkCall(tx, actor, roundId, date, { assignmentId: assignment.id }),
  );
}

/** POST /assignment_proposals/round/{roundId}: a proposal for the call's day (ROLE_ASSIGNMENT_PROPOSAL_WRITE). */
export async function proposalFromRound(
  platform: Platform,
  actor: Actor,
  roundId: number,
  date: string,
): Promise<Proposal> {
  const seed = await seedOf(platform, actor, roundId, date);
  return createProposal(
    platform,
    actor,
    proposalInputSchema.parse({ ...seed, programsIds: [] }),
    (tx, proposalId) => linkCall(tx, actor, roundId, date, { proposalId }),
  );
}
