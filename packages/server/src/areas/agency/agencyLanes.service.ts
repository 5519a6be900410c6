import {
  AGENCY_KEYS,
  DomainError,
  LANES_MAX,
  ruleViolation,
  type AgencyItem,
  type AgencyLane,
  type AgencyLaneInput,
  type AgencyLaneUpdate,
  type LaneItemsQuery,
  type Paged,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { expectUpdated } from '../../platform/documents/versions';
import { notFound } from '../../platform/http/refusals';
import { emit } from '../../platform/realtime/outbox';
import { presentItem, presentLane } from './agency.presenter';
import { agencyItemsRepository } from './agencyItems.repository';
import { agencyLanesRepository as lanes, type LaneRow } from './agencyLanes.repository';

/** A user's lanes: the columns of their wire screen, theirs alone (root included). */

async function ownLane(db: Executor, actor: Actor, id: number): Promise<LaneRow> {
  const row = await lanes.find(db, id);
  if (!row || row.ownerId !== actor.userId) throw notFound();
  return row;
}

async function publish(
  tx: Executor,
  actor: Actor,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  lane: AgencyLane,
): Promise<void> {
  await emit(tx, actor.sessionId, {
    topic: 'agency',
    entity: 'agency_lane',
    action,
    id: lane.id,
    data: action === 'DELETE' ? { id: lane.id } : lane,
    version: action === 'DELETE' ? null : lane.version,
    audience: { privateTo: [actor.userId] },
  });
}

export async function listLanes(platform: Platform, actor: Actor): Promise<AgencyLane[]> {
  return (await lanes.ofOwner(platform.database.db, actor.userId)).map(presentLane);
}

export async function loadLane(platform: Platform, actor: Actor, id: number): Promise<AgencyLane> {
  return presentLane(await ownLane(platform.database.db, actor, id));
}

/** A new lane, after the others (spec 3 §2). */
export async function createLane(
  platform: Platform,
  actor: Actor,
  input: AgencyLaneInput,
): Promise<AgencyLane> {
  return platform.database.db.transaction(async (tx) => {
    if ((await lanes.count(tx, actor.userId)) >= LANES_MAX)
      throw ruleViolation(AGENCY_KEYS.tooManyLanes, { max: LANES_MAX });
    const lane = presentLane(await lanes.insertLast(tx, actor.userId, input));
    await publish(tx, actor, 'CREATE', lane);
    return lane;
  });
}

export async function updateLane(
  platform: Platform,
  actor: Actor,
  id: number,
  update: AgencyLaneUpdate,
): Promise<AgencyLane> {
  return platform.database.db.transaction(async (tx) => {
    await ownLane(tx, actor, id);
    const { version, ...input } = update;
    await expectUpdated(await lanes.updateAtVersion(tx, id, version, input), async () =>
      presentLane(await ownLane(tx, actor, id)),
    );
    const lane = presentLane(await ownLane(tx, actor, id));
    await publish(tx, actor, 'UPDATE', lane);
    return lane;
  });
}

export async function deleteLane(platform: Platform, actor: Actor, id: number): Promise<void> {
  await platform.database.db.transaction(async (tx) => {
    const lane = presentLane(await ownLane(tx, actor, id));
    await lanes.delete(tx, id);
    await publish(tx, actor, 'DELETE', lane);
  });
}

/** Puts the caller's lanes in the order given, which must name each of them once. */
export async function orderLanes(
  platform: Platform,
  actor: Actor,
  ids: readonly number[],
): Promise<AgencyLane[]> {
  return platform.database.db.transaction(async (tx) => {
    const current = await lanes.ofOwner(tx, actor.userId);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      current.every((lane) => ids.includes(lane.id));
    if (!same) {
      throw new DomainError('validation_failed', 'validation:failed', {
        part: 'body',
        fields: [{ field: 'ids', key: 'invalid' }],
      });
    }
    for (const [position, id] of ids.entries()) await lanes.setPosition(tx, id, position);
    await emit(tx, actor.sessionId, {
      topic: 'agency',
      entity: 'agency_lane',
      action: 'ORDER',
      id: null,
      data: { ids: [...ids] },
      audience: { privateTo: [actor.userId] },
    });
    return (await lanes.ofOwner(tx, actor.userId)).map(presentLane);
  });
}

/** A page of a lane's items, newest first, filtered by the lane's term and the query's. */
export async function laneItems(
  platform: Platform,
  actor: Actor,
  id: number,
  query: LaneItemsQuery,
): Promise<Paged<AgencyItem>> {
  const db = platform.database.db;
  const lane = await ownLane(db, actor, id);
  const { rows, total } = await agencyItemsRepository.page(db, {
    sourceIds: lane.sourceIds,
    categoryIds: lane.categoryIds,
    terms: [lane.term, query.term],
    flashOnly: lane.flashOnly,
    page: query.page,
    size: query.size,
  });
  return { data: rows.map(presentItem), page: query.page, size: query.size, total };
}

/** One item, for any agency reader. */
export async function loadItem(platform: Platform, id: number): Promise<AgencyItem> {
  const row = await agencyItemsRepository.find(platform.database.db, id);
  if (!row) throw notFound();
  return presentItem(row);
}
