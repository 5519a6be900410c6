import {
  guideSchema,
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
import { insertProduction, PRODUCTION_ENTITY, productionKind, seenRow } from './productions.kind';
import { presentProduction } from './productions.presenter';
import { productionsRepository, type AssignmentSource } from './productions.repository';

/** The production of an assignment (spec 2 §8): finding it, and creating it from the assignment. */

/**
 * The production of an assignment (spec 2 §8): 404 when it has none (the web then creates it) or
 * the actor may not see it (as they may not see the assignment); 422 `production:beingEdited` while
 * another user holds its edit lock. A production in the trash still counts as the assignment's
 * (answered with `excluded: true`; restore it).
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

/** The address of the assignment's first guide, where the coverage happens, and its point. */
function firstGuidePlace(guides: unknown): {
  local: string;
  latitude: number | null;
  longitude: number | null;
} {
  const first: unknown = Array.isArray(guides) ? guides[0] : undefined;
  const parsed = guideSchema.safeParse(first);
  if (!parsed.success) {
    // An old guide that no longer reads whole still gives its address.
    const address = (first as { address?: unknown } | undefined)?.address;
    const local = typeof address === 'string' ? address.trim().slice(0, 400) : '';
    return { local, latitude: null, longitude: null };
  }
  const { address, latitude, longitude } = parsed.data;
  return { local: address.trim().slice(0, 400), latitude, longitude };
}

function assignmentTasks(source: AssignmentSource): ProductionTask[] {
  const parsed = z.array(productionTaskSchema).safeParse(source.tasks);
  return parsed.success ? parsed.data : [];
}

/**
 * The date of a production made from an assignment: the date asked for, else the assignment's.
 * A date cleared on purpose (null or blank) or an assignment without one is 422
 * `production:dateRequired` (spec 2 §8 "a date is required").
 */
export function productionDate(
  requested: string | null | undefined,
  assignmentDate: string | null,
): string {
  const date = requested === undefined ? assignmentDate : requested;
  if (!date || !date.trim()) throw ruleViolation('production:dateRequired');
  return date;
}

/**
 * Creates the production of an assignment: slug, date, team, producers, editors, vehicles, tasks
 * and information copied; the first guide's address (and point) as the location. An assignment with a
 * production already (even in the trash) is a 409 `duplicate` on `assignmentId`.
 */
export async function createProductionFromAssignment(
  platform: Platform,
  actor: Actor,
  assignmentId: number,
  requestedDate: string | null | undefined,
): Promise<Production> {
  allow(productionsPolicy.canWrite(actor));
  allow(productionsPolicy.canReadAssignments(actor));
  const now = platform.clock();
  const duplicate = (productionId: number | null) =>
    new DomainError('duplicate', 'error:duplicate', { field: 'assignmentId', productionId });
  try {
    return await platform.database.db.transaction(async (tx) => {
      const source = await productionsRepository.assignmentSource(tx, assignmentId);
      if (!source || !productionsPolicy.canSeeAssignment(actor, source)) throw notFound();
      const existing = await productionsRepository.findByAssignment(tx, assignmentId);
      if (existing) throw duplicate(existing.row.id);
      const input = productionInputSchema.parse({
        slug: source.slug,
        date: productionDate(requestedDate, source.date),
        teamId: source.teamId,
        ...firstGuidePlace(source.guides),
        producersIds: source.producersIds,
        editorsIds: source.editorsIds,
        vehiclesIds: source.vehiclesIds,
        information: source.information,
        tasks: assignmentTasks(source),
      });
      const id = await insertProduction(tx, actor, input, assignmentId, now);
      return documentChanged(tx, productionKind, actor, id, now, { action: 'CREATE' });
    });
  } catch (error) {
    // Two people creating it at the same moment: the unique index decides.
    if (uniqueViolationOf(error)) throw duplicate(null);
    throw error;
  }
}
