import {
  ASSIGNMENT_PATCH_FIELDS,
  assignmentInputSchema,
  type AssignmentInput,
} from '@newsroom/domain';
import type { DocumentPatch } from '../../platform/documents/kind';
import { patchFields } from '../../platform/documents/patchFields';
import { assignmentsPolicy } from './assignments.policy';
import { assignmentsRepository, type AssignmentRecord } from './assignments.repository';
import { assertNotFinishedLocked, assertReferences } from './assignments.shared';

/** An input referencing nothing, to check the one reference a patch changes. */
const NO_REFERENCES: AssignmentInput = assignmentInputSchema.parse({
  slug: '-',
  date: '2000-01-01',
});

/** An assignment's fields a list may patch, validated as the editor validates them. */
const PATCH_FIELDS = patchFields(ASSIGNMENT_PATCH_FIELDS, assignmentInputSchema.shape);

/**
 * An assignment's single-field patches (the kernel runs PATCH /assignments/{id}): a finished one
 * does not change while finished ones are locked — only ROLE_ASSIGNMENT_ADMIN may reopen it by
 * patching its state — and a reference must exist.
 */
export const assignmentPatch: DocumentPatch<AssignmentRecord> = {
  oldValueOf: (record, field) => PATCH_FIELDS.oldValueOf(record, field),
  async change(tx, actor, record, patch) {
    const { field, value } = PATCH_FIELDS.parse(patch);
    const reopening = field === 'state' && assignmentsPolicy.canReopenLocked(actor);
    if (!reopening) await assertNotFinishedLocked(tx, record);
    await assertReferences(tx, actor, { ...NO_REFERENCES, [field]: value });
    return { values: { [field]: value }, value };
  },
  write: (tx, actor, id, values, now) =>
    assignmentsRepository.update(tx, id, { ...values, changedById: actor.userId }, now),
};
