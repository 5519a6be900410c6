import {
  DomainError,
  PRODUCTION_PATCH_FIELDS,
  productionInputSchema,
  ruleViolation,
  type FieldPatch,
  type ProductionInput,
} from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import type { DocumentPatch } from '../../platform/documents/kind';
import { editableFieldsOf, tasksOf } from './productions.presenter';
import { productionsRepository, type ProductionRow } from './productions.repository';

const TASK_DONE_FIELD = /^tasks\.(.+)\.done$/;
type PatchField = (typeof PRODUCTION_PATCH_FIELDS)[number];
const isPatchField = (field: string): field is PatchField =>
  (PRODUCTION_PATCH_FIELDS as readonly string[]).includes(field);

/** The value a patch would replace (null when the field or task is unknown). */
function currentValue(row: ProductionRow, field: string): unknown {
  if (isPatchField(field)) return editableFieldsOf(row)[field];
  const taskId = TASK_DONE_FIELD.exec(field)?.[1];
  return tasksOf(row).find((task) => task.id === taskId)?.done ?? null;
}

/** The columns a valid patch changes; a bad field or value is a 400, an unknown task a 422. */
async function patchedColumns(
  db: Executor,
  row: ProductionRow,
  patch: FieldPatch,
): Promise<{ values: Partial<ProductionInput>; value: unknown }> {
  const invalidValue = () =>
    new DomainError('validation_failed', 'validation:failed', {
      fields: [{ field: patch.field, key: 'invalid' }],
    });
  if (isPatchField(patch.field)) {
    const parsed = productionInputSchema.shape[patch.field].safeParse(patch.value);
    if (!parsed.success) throw invalidValue();
    const values = { [patch.field]: parsed.data } as Partial<ProductionInput>;
    if (patch.field === 'teamId') {
      const unknown = await productionsRepository.unknownReferences(db, {
        ...editableFieldsOf(row),
        teamId: parsed.data as number | null,
      });
      if (unknown.includes('teamId')) throw invalidValue();
    }
    return { values, value: parsed.data };
  }
  const taskId = TASK_DONE_FIELD.exec(patch.field)?.[1];
  if (taskId === undefined) throw invalidValue();
  if (typeof patch.value !== 'boolean') throw invalidValue();
  const tasks = tasksOf(row);
  if (!tasks.some((task) => task.id === taskId)) {
    throw ruleViolation('production:taskNotFound', { taskId });
  }
  const done = patch.value;
  return {
    values: { tasks: tasks.map((task) => (task.id === taskId ? { ...task, done } : task)) },
    value: done,
  };
}

/**
 * A production's single-field patches (the kernel runs PATCH /productions/{id}): status, date,
 * times, location, information, team, or a task's done tick `tasks.<taskId>.done`. Ticking the
 * last task does not change the status (no magic).
 */
export const productionPatch: DocumentPatch<ProductionRow> = {
  oldValueOf: currentValue,
  change: (tx, _actor, row, patch) => patchedColumns(tx, row, patch),
  write: (tx, actor, id, values, now) =>
    productionsRepository.update(tx, id, { ...values, changedById: actor.userId }, now),
};
