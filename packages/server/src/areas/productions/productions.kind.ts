import {
  DomainError,
  productionInputSchema,
  productionSchema,
  productionUpdateSchema,
  ruleViolation,
  type Production,
  type ProductionInput,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { productions } from '../../platform/db/schema';
import type { DocumentKind } from '../../platform/documents/kind';
import { notFound } from '../../platform/http/refusals';
import { productionPatch } from './productions.patch';
import { productionsPolicy } from './productions.policy';
import { editableFieldsOf, presentFor, presentRecord } from './productions.presenter';
import { productionsRepository, type ProductionRow } from './productions.repository';

/** Lock and revision entity type of a production. */
export const PRODUCTION_ENTITY = 'production';

/**
 * The row when the actor may see it — as they see its assignment (productionsPolicy.canSee) —
 * else undefined: a hidden production is answered as a missing one.
 */
export async function seenRow<T extends Pick<ProductionRow, 'assignmentId'>>(
  db: Executor,
  actor: Actor,
  row: T | undefined,
): Promise<T | undefined> {
  if (!row) return undefined;
  const assignment = await productionsRepository.assignmentVisibility(db, row.assignmentId);
  return productionsPolicy.canSee(actor, assignment) ? row : undefined;
}

/** A production the actor may see, in the trash too (404 otherwise). */
async function loadVisible(db: Executor, actor: Actor, id: number): Promise<ProductionRow> {
  const row = await seenRow(db, actor, (await productionsRepository.findById(db, id))?.row);
  if (!row) throw notFound();
  return row;
}

/** The whole production, read again. */
async function wholeOf(db: Executor, id: number): Promise<Production> {
  const record = await productionsRepository.findById(db, id);
  if (!record) throw notFound();
  return presentRecord(record);
}

/** 400 naming the fields whose referenced ids do not exist. */
async function checkReferences(db: Executor, input: ProductionInput): Promise<void> {
  const unknown = await productionsRepository.unknownReferences(db, input);
  if (unknown.length > 0) {
    throw new DomainError('validation_failed', 'validation:failed', {
      fields: unknown.map((field) => ({ field, key: 'invalid' })),
    });
  }
}

/** Inserts a production of the actor, of an assignment or of its own (null); its id. */
export function insertProduction(
  tx: Executor,
  actor: Actor,
  input: ProductionInput,
  assignmentId: number | null,
  now: Date,
): Promise<number> {
  return productionsRepository.insert(
    tx,
    { ...input, assignmentId, ownerId: actor.userId, changedById: actor.userId },
    now,
  );
}

/**
 * The production as a document kind (spec 2 §3, spec 3 §7 "Productions"): the kernel
 * loads, edits, creates, saves, patches (task ticks too), versions, trashes and restores it.
 * A production has no privacy of its own: it is seen as its assignment is (one of its own by every
 * production reader), and who sees it sees it whole.
 */
export const productionKind: DocumentKind<
  ProductionRow,
  Production,
  ProductionInput,
  ProductionInput & { version: number }
> = {
  entity: PRODUCTION_ENTITY,
  topic: 'productions',
  path: '/productions',
  noun: 'checklist',
  editKey: 'production',
  table: productions,
  schemas: {
    document: productionSchema,
    input: productionInputSchema,
    update: productionUpdateSchema,
  },
  policy: productionsPolicy,
  inTrashRefusal: () => ruleViolation('production:excluded'),
  find: loadVisible,
  lockRow: (tx, id) => productionsRepository.lockRow(tx, id),
  whole: wholeOf,
  present: presentFor,
  // Who may know of a production sees its content: nothing more to check.
  assertContent: () => undefined,
  validate: (tx, _actor, input) => checkReferences(tx, input),
  insert: (tx, actor, input, now) => insertProduction(tx, actor, input, null, now),
  updateAtVersion: (tx, actor, id, version, input, now) =>
    productionsRepository.updateAtVersion(
      tx,
      id,
      version,
      { ...input, changedById: actor.userId },
      now,
    ),
  snapshot: editableFieldsOf,
  slugOf: (production) => production.slug,
  // Who hears of it: who may see its assignment (every production reader for one of its own).
  audience: async (db, document) =>
    productionsPolicy.audience(
      await productionsRepository.assignmentVisibility(db, document.assignmentId),
    ),
  deletedData: (row) => ({ id: row.id, date: row.date }),
  patch: productionPatch,
};
