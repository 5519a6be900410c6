import {
  DomainError,
  productionInputSchema,
  productionTaskSchema,
  ruleViolation,
  type Production,
  type ProductionTask,
} from '@newsroom/domain';
import { z } from 'zod';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { uniqueViolationOf } from '../companyData/uniqueViolation';
import { productionsPolicy } from './productions.policy';
import { documentChanged } from '../../platform/documents/kernel';
import { lockHolderOtherThan } from '../../platform/documents/locks';
import { allow, notFound } from '../../platform/http/refusals';
import { insertChecklist, PRODUCTION_ENTITY, productionKind, seenRow } from './productions.kind';
import { presentProduction } from './productions.presenter';
import { productionsRepository, type GuidelineSource } from './productions.repository';

/** The checklist of a guideline (spec 2 §8): finding it, and creating it from the guideline. */

/**
 * The checklist of a guideline (spec 2 §8): 404 when it has none (the web then creates it) or the
 * actor may not see it (as they may not see the guideline);
 * 422 `production:beingEdited` while another user holds its edit lock. A checklist in the trash
 * still counts as the guideline's (answered with `excluded: true`; restore it).
 */
export async function productionOfAssignment(
  platform: Platform,
  actor: Actor,
  assignmentId: number,
): Promise<Production> {
  allow(productionsPolicy.canRead(actor));
  const db = platform.database.db;
  const record = await productionsRepository.findByAssignment(db, assignmentId);
  if (!record || !(await seenRow(db, actor, record.row))) throw notFound();
  const productionId = record.row.id;
  const target = { entityType: PRODUCTION_ENTITY, entityId: productionId };
  const nickname = await lockHolderOtherThan(db, target, actor.userId, platform.clock());
  if (nickname !== null) throw ruleViolation('production:beingEdited', { nickname, productionId });
  return presentProduction(record, actor);
}

/** The address of the guideline's first guide, where the coverage happens. */
function firstGuideAddress(guides: unknown): string {
  if (!Array.isArray(guides)) return '';
  const first: unknown = guides[0];
  if (typeof first !== 'object' || first === null) return '';
  const address = (first as { address?: unknown }).address;
  return typeof address === 'string' ? address.trim().slice(0, 400) : '';
}

function guidelineTasks(source: GuidelineSource): ProductionTask[] {
  const parsed = z.array(productionTaskSchema).safeParse(source.tasks);
  return parsed.success ? parsed.data : [];
}

/**
 * The date of a checklist made from a guideline: the date asked for, else the guideline's.
 * A date cleared on purpose (null or blank) or a guideline without one is 422
 * `production:dateRequired` (spec 2 §8 "a date is required").
 */
export function checklistDate(
  requested: string | null | undefined,
  guidelineDate: string | null,
): string {
  const date = requested === undefined ? guidelineDate : requested;
  if (!date || !date.trim()) throw ruleViolation('production:dateRequired');
  return date;
}

/**
 * Creates the checklist of a guideline: slug, date, team, producers, editors, vehicles, tasks
 * and information copied; the first guide's address as the location. A guideline with a
 * checklist already (even in the trash) is a 409 `duplicate` on `assignmentId`.
 */
export async function createProductionFromAssignment(
  platform: Platform,
  actor: Actor,
  assignmentId: number,
  requestedDate: string | null | undefined,
): Promise<Production> {
  allow(productionsPolicy.canWrite(actor));
  allow(productionsPolicy.canReadGuidelines(actor));
  const now = platform.clock();
  const duplicate = (productionId: number | null) =>
    new DomainError('duplicate', 'error:duplicate', { field: 'assignmentId', productionId });
  try {
    return await platform.database.db.transaction(async (tx) => {
      const source = await productionsRepository.guidelineSource(tx, assignmentId);
      if (!source || !productionsPolicy.canSeeGuideline(actor, source)) throw notFound();
      const existing = await productionsRepository.findByAssignment(tx, assignmentId);
      if (existing) throw duplicate(existing.row.id);
      const input = productionInputSchema.parse({
        slug: source.slug,
        date: checklistDate(requestedDate, source.date),
        teamId: source.teamId,
        local: firstGuideAddress(source.guides),
        producersIds: source.producersIds,
        editorsIds: source.editorsIds,
        vehiclesIds: source.vehiclesIds,
        information: source.information,
        tasks: guidelineTasks(source),
      });
      const id = await insertChecklist(tx, actor, input, assignmentId, now);
      return documentChanged(tx, productionKind, actor, id, now, { action: 'CREATE' });
    });
  } catch (error) {
    // Two people creating it at the same moment: the unique index decides.
    if (uniqueViolationOf(error)) throw duplicate(null);
    throw error;
  }
}
