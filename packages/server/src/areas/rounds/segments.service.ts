import {
  DomainError,
  ROUND_KEYS,
  roundNameKey,
  ruleViolation,
  type Segment,
  type SegmentInput,
  type SegmentUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { publishRecord, recordWrites } from '../../platform/records/recordWrites';
import { presentSegment } from './rounds.presenter';
import { roundRecordsRepository as repo } from './roundRecords.repository';

/** Entity type of segments in the audit log and the usage counters. */
export const SEGMENT_ENTITY = 'round_segment';

const segmentRecords = recordWrites<Segment>({
  entity: SEGMENT_ENTITY,
  async load(db, id) {
    const row = await repo.segments.find(db, id);
    return row && presentSegment(row);
  },
  auditView: ({ id: _id, version: _version, ...rest }) => rest,
  inUse: (count) => ruleViolation(ROUND_KEYS.segmentInUse, { count }),
  publish: publishRecord({ topic: 'segments', entity: 'segment' }),
});

/** 409 when another segment has the same name (accents and case ignored). */
async function assertNameFree(db: Executor, name: string, exceptId: number | null) {
  if (await repo.segmentKeyTaken(db, roundNameKey(name), exceptId))
    throw new DomainError('duplicate', ROUND_KEYS.duplicateSegment, { field: 'name' });
}

export async function listSegments(platform: Platform): Promise<Segment[]> {
  return (await repo.segments.list(platform.database.db)).map(presentSegment);
}

export function loadSegment(platform: Platform, id: number): Promise<Segment> {
  return segmentRecords.load(platform.database.db, id);
}

export function createSegment(
  platform: Platform,
  actor: Actor,
  input: SegmentInput,
): Promise<Segment> {
  return segmentRecords.create(platform, actor, async (tx) => {
    await assertNameFree(tx, input.name, null);
    const row = await repo.segments.insert(tx, {
      name: input.name,
      nameKey: roundNameKey(input.name),
    });
    return { id: row.id };
  });
}

export function updateSegment(
  platform: Platform,
  actor: Actor,
  id: number,
  input: SegmentUpdate,
): Promise<Segment> {
  return segmentRecords.update(platform, actor, id, async (tx, _before, atVersion) => {
    await assertNameFree(tx, input.name, id);
    await atVersion(
      await repo.segments.updateAtVersion(tx, id, input.version, {
        name: input.name,
        nameKey: roundNameKey(input.name),
      }),
    );
  });
}

/** Deletes a segment no institution is in (422 rounds:segmentInUse with the count). */
export async function deleteSegment(platform: Platform, actor: Actor, id: number): Promise<void> {
  await segmentRecords.remove(platform, actor, id, (tx) => repo.segments.delete(tx, id));
}
