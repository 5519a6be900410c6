import { z } from 'zod';
import {
  documentDateSchema,
  productionTaskSchema,
  slugSchema,
  documentTimeSchema,
} from '../assignments/assignment';

/**
 * Productions (spec 2 §3 "Production checklist"): the logistics of a coverage — when
 * the team leaves and returns, where, with which resources and vehicles — and its tasks. At most
 * one per assignment; created from it on demand (spec 2 §8: 404 → create from the assignment).
 */

const idSchema = z.number().int().positive();
const idList = z.array(idSchema).max(500).default([]);

/** Production status (spec 1 §3 "Checklist resource status"). DONE leaves only-not-done lists. */
export const PRODUCTION_STATUSES = ['NEW', 'PRODUCING', 'DONE'] as const;
export const productionStatusSchema = z.enum(PRODUCTION_STATUSES);
export type ProductionStatus = z.infer<typeof productionStatusSchema>;

/** Production card kinds (spec 1 §3). */
export const PRODUCTION_CARD_KINDS = [
  'DOCUMENT',
  'ASSIGNMENT',
  'NEWS_REPORT',
  'TP',
  'NOTE',
] as const;

/** Editable fields of a production (POST body; PUT adds `version`). */
export const productionInputSchema = z.object({
  slug: slugSchema,
  date: documentDateSchema,
  status: productionStatusSchema.default('NEW'),
  schedule: documentTimeSchema.nullable().default(null),
  departure: documentTimeSchema.nullable().default(null),
  arrival: documentTimeSchema.nullable().default(null),
  typeId: idSchema.nullable().default(null),
  local: z.string().max(400).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  teamId: idSchema.nullable().default(null),
  medias: z.string().max(2000).default(''),
  producersIds: idList,
  editorsIds: idList,
  resourcesIds: idList,
  vehiclesIds: idList,
  information: z.string().max(100_000).default(''),
  tasks: z.array(productionTaskSchema).max(200).default([]),
});
export type ProductionInput = z.output<typeof productionInputSchema>;

export const productionUpdateSchema = productionInputSchema.extend({
  version: z.number().int().min(1),
});

/** A production as answered. */
export const productionSchema = z.object({
  id: idSchema,
  uuid: z.string(),
  slug: z.string(),
  date: documentDateSchema,
  status: productionStatusSchema,
  schedule: z.string().nullable(),
  departure: z.string().nullable(),
  arrival: z.string().nullable(),
  typeId: idSchema.nullable(),
  local: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  teamId: idSchema.nullable(),
  medias: z.string(),
  producersIds: z.array(idSchema),
  editorsIds: z.array(idSchema),
  resourcesIds: z.array(idSchema),
  vehiclesIds: z.array(idSchema),
  information: z.string(),
  tasks: z.array(productionTaskSchema),
  assignmentId: idSchema.nullable(),
  authorNickname: z.string(),
  changeDate: z.string(),
  excluded: z.boolean(),
  version: z.number().int(),
  abilities: z.object({ canEdit: z.boolean(), canDelete: z.boolean() }),
});
export type Production = z.infer<typeof productionSchema>;

/**
 * Single-field patches a production list applies at once (and rolls back on failure):
 * status, date, schedule, departure, arrival, local, information, and `tasks.<taskId>.done`.
 */
export const PRODUCTION_PATCH_FIELDS = [
  'status',
  'date',
  'schedule',
  'departure',
  'arrival',
  'local',
  'information',
  'teamId',
] as const;
/** The field name of a task's done tick in a patch. */
export function taskDoneField(taskId: string): string {
  return `tasks.${taskId}.done`;
}

/** GET /productions?date&onlyNotDone. */
export const productionListQuerySchema = z.object({
  date: documentDateSchema,
  onlyNotDone: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((v) => v === true || v === 'true'),
});

/** Whether a production is done (leaves only-not-done lists). */
export function isProductionDone(production: Pick<Production, 'status'>): boolean {
  return production.status === 'DONE';
}

/**
 * Whether a production belongs in a day list (spec 2 §4): same date, and not done when
 * only-not-done is on.
 */
export function belongsInProductionList(
  production: Pick<Production, 'date' | 'status' | 'excluded'>,
  list: { date: string; onlyNotDone: boolean },
): boolean {
  return (
    !production.excluded &&
    production.date === list.date &&
    !(list.onlyNotDone && isProductionDone(production))
  );
}

/** A lookup of productions: resources and types (name; usage_count guards removal). */
export const productionLookupInputSchema = z.object({ name: z.string().trim().min(1).max(120) });
