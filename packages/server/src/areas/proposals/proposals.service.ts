import {
  DomainError,
  type Audience,
  type FieldError,
  type Paged,
  type Proposal,
  type ProposalInput,
  type ProposalUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { setExcluded } from '../../platform/documents/softDelete';
import { expectUpdated } from '../../platform/documents/versions';
import { emit } from '../../platform/realtime/outbox';
import { assignmentProposals } from '../../platform/db/schema';
import { assignmentsRepository } from '../assignments/assignments.repository';
import { proposalsPolicy } from './proposals.policy';
import { presentProposal } from './proposals.presenter';
import {
  proposalsRepository,
  type ProposalFilter,
  type ProposalRecord,
} from './proposals.repository';
import { allow, notFound } from '../../platform/http/refusals';

const ENTITY = 'proposal';
/** A live proposal the actor may know of (program access; 404 otherwise). */
async function loadVisible(db: Executor, actor: Actor, id: number): Promise<ProposalRecord> {
  const record = await proposalsRepository.findRecord(db, id);
  if (!record || record.excluded) throw notFound();
  const groupsOf = await assignmentsRepository.programGroups(db, record.programsIds);
  if (!proposalsPolicy.canSeePrograms(actor, record.programsIds, groupsOf)) throw notFound();
  return record;
}

/** Everyone reading proposals, unless every program is restricted: then only those groups. */
async function audienceOf(db: Executor, programsIds: readonly number[]): Promise<Audience | null> {
  if (programsIds.length === 0) return null;
  const groupsOf = await assignmentsRepository.programGroups(db, programsIds);
  const lists = programsIds.map((id) => groupsOf.get(id) ?? []);
  if (lists.some((groups) => groups.length === 0)) return null;
  return { programGroupIds: [...new Set(lists.flat())] };
}

/** Programs must exist and be usable by the actor (a kept one stays even if reached otherwise). */
async function assertPrograms(
  db: Executor,
  actor: Actor,
  programsIds: readonly number[],
  kept: readonly number[] = [],
): Promise<void> {
  const fields: FieldError[] = [];
  if ((await assignmentsRepository.missing(db, 'program', programsIds)).length > 0)
    fields.push({ field: 'programsIds', key: 'invalid' });
  else if (programsIds.length > 0) {
    const groupsOf = await assignmentsRepository.programGroups(db, programsIds);
    if (
      programsIds.some(
        (id) => !kept.includes(id) && !proposalsPolicy.canSeePrograms(actor, [id], groupsOf),
      )
    ) {
      fields.push({ field: 'programsIds', key: 'invalid' });
    }
  }
  if (fields.length > 0)
    throw new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });
}

async function publish(
  tx: Executor,
  actor: Actor,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  proposal: Proposal,
): Promise<void> {
  await emit(tx, actor.sessionId, {
    topic: 'proposals',
    action,
    entity: ENTITY,
    id: proposal.id,
    data: action === 'DELETE' ? { id: proposal.id, date: proposal.date } : proposal,
    version: proposal.version,
    audience: await audienceOf(tx, proposal.programsIds),
  });
}

const reloaded = async (db: Executor, id: number) =>
  presentProposal((await proposalsRepository.findRecord(db, id))!);

/**
 * A change of a proposal by a writer, in one transaction: the write (answering the proposal's id),
 * then the proposal as now stored, published with the action and answered.
 */
async function changeProposal(
  platform: Platform,
  actor: Actor,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  write: (tx: Executor) => Promise<number>,
): Promise<Proposal> {
  allow(proposalsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const proposal = await reloaded(tx, await write(tx));
    await publish(tx, actor, action, proposal);
    return proposal;
  });
}

/** GET /assignment_proposals: live proposals, newest first. */
export async function filterProposals(
  platform: Platform,
  actor: Actor,
  query: ProposalFilter,
): Promise<Paged<Proposal>> {
  allow(proposalsPolicy.canRead(actor));
  const { rows, total } = await proposalsRepository.filter(platform.database.db, actor, query);
  return { data: rows.map(presentProposal), page: query.page, size: query.size, total };
}

/** GET /assignment_proposals/{id}. */
export async function loadProposal(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<Proposal> {
  allow(proposalsPolicy.canRead(actor));
  return presentProposal(await loadVisible(platform.database.db, actor, id));
}

/** POST /assignment_proposals: the caller is the author. */
export async function createProposal(
  platform: Platform,
  actor: Actor,
  input: ProposalInput,
  /**
   * More work of the same transaction once the proposal is written (marking the agency item it
   * came from used, linking the round call it came from); a refusal there undoes the proposal.
   */
  alongside?: (tx: Executor, proposalId: number) => Promise<void>,
): Promise<Proposal> {
  return changeProposal(platform, actor, 'CREATE', async (tx) => {
    await assertPrograms(tx, actor, input.programsIds);
    const now = platform.clock();
    const id = await proposalsRepository.insert(tx, {
      ...input,
      authorId: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await alongside?.(tx, id);
    return id;
  });
}

/** PUT /assignment_proposals/{id} over its version (409 stale_version with the current one). */
export async function updateProposal(
  platform: Platform,
  actor: Actor,
  id: number,
  body: ProposalUpdate,
): Promise<Proposal> {
  return changeProposal(platform, actor, 'UPDATE', async (tx) => {
    await proposalsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    const { version, ...input } = body;
    await assertPrograms(tx, actor, input.programsIds, record.programsIds);
    const rows = await proposalsRepository.updateAtVersion(
      tx,
      id,
      version,
      input,
      platform.clock(),
    );
    await expectUpdated(rows, () => reloaded(tx, id));
    return id;
  });
}

/** DELETE /assignment_proposals/{id}: out of the lists (soft); an assignment made from it stays. */
export async function removeProposal(platform: Platform, actor: Actor, id: number): Promise<void> {
  await changeProposal(platform, actor, 'DELETE', async (tx) => {
    await loadVisible(tx, actor, id);
    await setExcluded(tx, assignmentProposals, id, true);
    return id;
  });
}
