import {
  ASSIGNMENT_PATCH_FIELDS,
  assignmentInputSchema,
  DomainError,
  type Assignment,
  type AssignmentInput,
  type FieldPatch,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { applyFieldPatch } from '../../platform/documents/fieldPatch';
import { patchFields } from '../../platform/documents/patchFields';
import { recordRevision } from '../../platform/documents/revisions';
import { emit } from '../../platform/realtime/outbox';
import { assignmentsPolicy } from './assignments.policy';
import { presentFor, revisionSnapshot } from './assignments.presenter';
import { assignmentsRepository } from './assignments.repository';
import {
  ASSIGNMENT_ENTITY,
  assertContentVisible,
  assertNotExcluded,
  assertNotFinishedLocked,
  assertReferences,
  audienceOf,
  loadVisible,
  wholeOf,
} from './assignments.shared';
import { allow } from '../../platform/http/refusals';

/** An input referencing nothing, to check the one reference a patch changes. */
const NO_REFERENCES: AssignmentInput = assignmentInputSchema.parse({
  slug: '-',
  date: '2000-01-01',
});

/** A guideline's fields a list may patch, validated as the editor validates them. */
const PATCH_FIELDS = patchFields(ASSIGNMENT_PATCH_FIELDS, assignmentInputSchema.shape);

/**
 * PATCH /assignments/{id} { field, value }: one field from a list, applied at once by the client
 * and rolled back on failure — every refusal carries `field`, `newValue`, `oldValue`. Refused
 * while another user edits the guideline (412 `document:lockedTo`), in the trash, private to
 * others, or finished while finished ones are locked (only ROLE_ASSIGNMENT_ADMIN may reopen it
 * by patching its state).
 */
export async function patchAssignment(
  platform: Platform,
  actor: Actor,
  id: number,
  patch: FieldPatch,
): Promise<Assignment> {
  allow(assignmentsPolicy.canWrite(actor));
  const db = platform.database.db;
  const before = await assignmentsRepository.findRecord(db, id);
  return applyFieldPatch(patch, PATCH_FIELDS.oldValueOf(before, patch.field), () =>
    db.transaction(async (tx) => {
      const now = platform.clock();
      await assignmentsRepository.lockRow(tx, id);
      const record = await loadVisible(tx, actor, id);
      assertContentVisible(actor, record);
      assertNotExcluded(record);
      const { field, value } = PATCH_FIELDS.parse(patch);
      const reopening = field === 'state' && assignmentsPolicy.canReopenLocked(actor);
      if (!reopening) await assertNotFinishedLocked(tx, record);
      const holder = await assignmentsRepository.lockOfOther(tx, id, actor.userId, now);
      if (holder !== null)
        throw new DomainError('locked_by_other', 'document:lockedTo', { nickname: holder });
      await assertReferences(tx, actor, { ...NO_REFERENCES, [field]: value });
      await assignmentsRepository.update(
        tx,
        id,
        { [field]: value, changedById: actor.userId },
        now,
      );
      const after = await wholeOf(tx, (await assignmentsRepository.findRecord(tx, id))!);
      await recordRevision(
        tx,
        actor,
        { entityType: ASSIGNMENT_ENTITY, entityId: id },
        revisionSnapshot(after),
        after.slug,
        now,
      );
      await emit(tx, actor.sessionId, {
        topic: 'assignments',
        action: 'PATCH',
        entity: ASSIGNMENT_ENTITY,
        id,
        data: { id, field, value, assignment: after },
        version: after.version,
        audience: await audienceOf(tx, after.programsIds),
      });
      return presentFor(after, actor);
    }),
  );
}
