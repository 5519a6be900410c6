import { z } from 'zod';
import {
  productionSchema,
  productionTaskSchema,
  type Production,
  type ProductionInput,
  type ProductionStatus,
  type ProductionTask,
  type Viewer,
} from '@newsroom/domain';
import { productionsPolicy } from './productions.policy';
import type { ProductionRecord, ProductionRow } from './productions.repository';

const storedTasksSchema = z.array(productionTaskSchema);

/** Tasks as stored (validated on the way in; anything unreadable shows as no tasks). */
export function tasksOf(row: Pick<ProductionRow, 'tasks'>): ProductionTask[] {
  const parsed = storedTasksSchema.safeParse(row.tasks);
  return parsed.success ? parsed.data : [];
}

/** The editable fields of a checklist: the revision snapshot and the audit of a save. */
export function editableFieldsOf(row: ProductionRow): ProductionInput {
  return {
    slug: row.slug,
    date: row.date,
    status: row.status as ProductionStatus,
    schedule: row.schedule,
    departure: row.departure,
    arrival: row.arrival,
    typeId: row.typeId,
    local: row.local,
    latitude: row.latitude,
    longitude: row.longitude,
    teamId: row.teamId,
    medias: row.medias,
    producersIds: row.producersIds,
    editorsIds: row.editorsIds,
    resourcesIds: row.resourcesIds,
    vehiclesIds: row.vehiclesIds,
    information: row.information,
    tasks: tasksOf(row),
  };
}

/** A checklist as one caller sees it (abilities are the caller's). */
export function presentProduction(
  record: ProductionRecord,
  caller: Pick<Viewer, 'userId' | 'isRoot' | 'roles' | 'groupIds'>,
): Production {
  const { row } = record;
  return {
    id: row.id,
    uuid: row.uuid,
    ...editableFieldsOf(row),
    assignmentId: row.assignmentId,
    authorNickname: record.changedByNickname ?? record.ownerNickname ?? '',
    changeDate: row.updatedAt.toISOString(),
    excluded: row.excluded,
    version: row.version,
    abilities: productionsPolicy.abilities(caller, row),
  };
}

/** POST /productions/{id}/edit answer. */
export const productionEditSchema = z.object({
  production: productionSchema,
  lock: z.object({
    uuid: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    userId: z.number().int(),
    nickname: z.string(),
    acquiredAt: z.string(),
    expiresAt: z.string(),
  }),
});

/** One revision of a checklist with what changed since the one before (newest first). */
export const productionRevisionSchema = z.object({
  id: z.number().int(),
  revisionNumber: z.number().int(),
  revisionDate: z.string(),
  revisorNickname: z.string(),
  revisorIP: z.string(),
  slug: z.string().nullable(),
  snapshot: z.unknown(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
