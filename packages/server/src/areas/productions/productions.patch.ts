import {
  DomainError,
  PRODUCTION_PATCH_FIELDS,
  productionInputSchema,
  ruleViolation,
  type FieldPatch,
  type Production,
  type ProductionInput,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import type { Platform } from '../../platform/context';
import { applyFieldPatch } from '../../platform/documents/fieldPatch';
import { editableFieldsOf, tasksOf } from './productions.presenter';
import { productionsRepository, type ProductionRow } from './productions.repository';
import { assertNotEditedByOther, excludedChecklist, saved, seenRow } from './productions.service';
import { notFound } from '../../platform/http/refusals';

const TASK_DONE_FIELD = /^tasks\.(.+)\.done$/;
type PatchField = (typeof PRODUCTION_PATCH_FIELDS)[number];
const isPatchField = (field: string): field is PatchField =>
  (PRODUCTION_PATCH_FIELDS as readonly string[]).includes(field);

/** The value a patch would replace (null when the field or task is unknown). */
function currentValue(row: ProductionRow | undefined, field: string): unknown {
  if (!row) return null;
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
 * A single-field change from a list (status, date, times, location, information, team, or a
 * task's done tick `tasks.<taskId>.done`), applied at once; any refusal carries
 * `{ field, newValue, oldValue }` so the list rolls back. Another user's live edit lock refuses
 * (412 `document:lockedTo`): their open editor would otherwise save over the change. Ticking the
 * last task does not change the status (no magic).
 */
export async function patchProduction(
  platform: Platform,
  actor: Actor,
  id: number,
  patch: FieldPatch,
): Promise<Production> {
  const now = platform.clock();
  return platform.database.db.transaction(async (tx) => {
    // A checklist the actor may not see answers as a missing one (no old value either).
    const row = await seenRow(tx, actor, await productionsRepository.lockRow(tx, id));
    return applyFieldPatch(patch, currentValue(row, patch.field), async () => {
      if (!row) throw notFound();
      if (row.excluded) throw excludedChecklist();
      await assertNotEditedByOther(
        tx,
        actor,
        id,
        now,
        (nickname) => new DomainError('locked_by_other', 'document:lockedTo', { nickname }),
      );
      const { values, value } = await patchedColumns(tx, row, patch);
      const updated = await productionsRepository.patch(tx, id, {
        ...values,
        changedById: actor.userId,
      });
      if (!updated) throw notFound();
      return saved(tx, actor, updated, now, { action: 'PATCH', field: patch.field, value });
    });
  });
}
