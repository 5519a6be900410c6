import { z } from 'zod';
import {
  productionTaskSchema,
  type Production,
  type ProductionInput,
  type ProductionStatus,
  type ProductionTask,
  type Viewer,
} from '@newsroom/domain';
import { productionsPolicy } from './productions.policy';
import type { ProductionRecord, ProductionRow } from './productions.repository';

/** Who a production is presented to (an Actor or a socket Viewer). */
type Caller = Pick<Viewer, 'userId' | 'isRoot' | 'roles' | 'groupIds'>;

const storedTasksSchema = z.array(productionTaskSchema);

/** Tasks as stored (validated on the way in; anything unreadable shows as no tasks). */
export function tasksOf(row: Pick<ProductionRow, 'tasks'>): ProductionTask[] {
  const parsed = storedTasksSchema.safeParse(row.tasks);
  return parsed.success ? parsed.data : [];
}

/** The editable fields of a production, stored or answered: the revision snapshot. */
export function editableFieldsOf(
  source: Pick<ProductionRow, keyof ProductionInput>,
): ProductionInput {
  return {
    slug: source.slug,
    date: source.date,
    status: source.status as ProductionStatus,
    schedule: source.schedule,
    departure: source.departure,
    arrival: source.arrival,
    typeId: source.typeId,
    local: source.local,
    latitude: source.latitude,
    longitude: source.longitude,
    teamId: source.teamId,
    medias: source.medias,
    producersIds: source.producersIds,
    editorsIds: source.editorsIds,
    resourcesIds: source.resourcesIds,
    vehiclesIds: source.vehiclesIds,
    information: source.information,
    tasks: tasksOf(source),
  };
}

/**
 * The whole production with the abilities the document itself allows (none in the trash). Events
 * carry this; each caller's copy gets their own abilities from `presentFor`.
 */
export function presentRecord(record: ProductionRecord): Production {
  const { row } = record;
  const live = !row.excluded;
  return {
    id: row.id,
    uuid: row.uuid,
    ...editableFieldsOf(row),
    assignmentId: row.assignmentId,
    authorNickname: record.changedByNickname ?? record.ownerNickname ?? '',
    changeDate: row.updatedAt.toISOString(),
    excluded: row.excluded,
    version: row.version,
    abilities: { canEdit: live, canDelete: live },
  };
}

/** A production as one caller sees it: what they may do with it. */
export function presentFor(production: Production, caller: Caller): Production {
  return { ...production, abilities: productionsPolicy.abilities(caller, production) };
}

/** A stored production as one caller sees it (lists). */
export function presentProduction(record: ProductionRecord, caller: Caller): Production {
  return presentFor(presentRecord(record), caller);
}
