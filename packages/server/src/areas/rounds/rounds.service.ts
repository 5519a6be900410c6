import {
  DomainError,
  ROUND_KEYS,
  ruleViolation,
  type Round,
  type RoundInput,
  type RoundUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { emit } from '../../platform/realtime/outbox';
import {
  recordWrites,
  type RecordChange,
  type WriteScope,
} from '../../platform/records/recordWrites';
import { presentRound } from './rounds.presenter';
import { roundRecordsRepository } from './roundRecords.repository';
import { roundsRepository as repo } from './rounds.repository';

/** Entity type of rounds in the audit log and the usage counters. */
export const ROUND_ENTITY = 'round';

/** A round as the record kit handles it: named in the audit log by its time and institution. */
type LabelledRound = Round & { name: string };

const withoutLabel = ({ name: _name, ...round }: LabelledRound): Round => round;

async function publish({ tx, actor }: WriteScope, change: RecordChange<LabelledRound>) {
  const round = withoutLabel(change.view);
  await emit(
    tx,
    actor.sessionId,
    change.action === 'DELETE'
      ? { topic: 'rounds', entity: 'round', action: 'DELETE', id: round.id, data: { id: round.id } }
      : {
          topic: 'rounds',
          entity: 'round',
          action: change.action,
          id: round.id,
          data: round,
          version: round.version,
        },
  );
}

const roundRecords = recordWrites<LabelledRound>({
  entity: ROUND_ENTITY,
  async load(db, id) {
    const row = await repo.findWithInstitution(db, id);
    return row && { ...presentRound(row), name: `${row.time} ${row.institution.name}` };
  },
  auditView: ({ id: _id, version: _version, name: _name, ...rest }) => rest,
  inUse: (count) => ruleViolation(ROUND_KEYS.roundInUse, { count }),
  publish,
});

/** 400 for an institution that does not exist; 409 when it is already called at that time. */
async function checkRound(db: Executor, input: RoundInput, exceptId: number | null) {
  if (!(await roundRecordsRepository.institutions.find(db, input.institutionId))) {
    throw new DomainError('validation_failed', 'validation:failed', {
      part: 'body',
      fields: [{ field: 'institutionId', key: 'invalid' }],
    });
  }
  if (await repo.timeTaken(db, input.institutionId, input.time, exceptId))
    throw new DomainError('duplicate', ROUND_KEYS.duplicateRound, { field: 'time' });
}

/** Every round, by time, then institution name (spec 3 §3). */
export async function listRounds(platform: Platform): Promise<Round[]> {
  return (await repo.listWithInstitutions(platform.database.db)).map(presentRound);
}

export async function loadRound(platform: Platform, id: number): Promise<Round> {
  return withoutLabel(await roundRecords.load(platform.database.db, id));
}

export async function createRound(
  platform: Platform,
  actor: Actor,
  input: RoundInput,
): Promise<Round> {
  const created = await roundRecords.create(platform, actor, async (tx) => {
    await checkRound(tx, input, null);
    const row = await repo.insert(tx, input);
    return { id: row.id };
  });
  return withoutLabel(created);
}

export async function updateRound(
  platform: Platform,
  actor: Actor,
  id: number,
  input: RoundUpdate,
): Promise<Round> {
  const { version, ...values } = input;
  const updated = await roundRecords.update(platform, actor, id, async (tx, _before, atVersion) => {
    await checkRound(tx, values, id);
    await atVersion(await repo.updateAtVersion(tx, id, version, values));
  });
  return withoutLabel(updated);
}

/** Deletes a round with no call on record (422 rounds:roundInUse: switch it off instead). */
export async function deleteRound(platform: Platform, actor: Actor, id: number): Promise<void> {
  await roundRecords.remove(platform, actor, id, (tx) => repo.delete(tx, id));
}
