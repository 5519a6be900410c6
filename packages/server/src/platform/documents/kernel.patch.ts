import type { FieldPatch } from '@newsroom/domain';
import type { Actor } from '../auth/actor';
import type { Platform } from '../context';
import { allow, notFound } from '../http/refusals';
import { emit, kindEvent } from '../realtime/outbox';
import { applyFieldPatch } from './fieldPatch';
import { assertNotEditedByOther, assertNotInTrash, recordDocumentRevision } from './kernel';
import type { AnyDocumentKind, DocumentPatch } from './kind';

/**
 * PATCH /<kind>/{id} { field, value }: one field from a list, applied at once by the client and
 * rolled back on failure — every refusal carries `field`, `newValue`, `oldValue` (the old value
 * only of a document the actor may see). Refused in the trash, private to others, with a bad
 * value, or while another user edits it (412 `document:lockedTo`). A revision and a PATCH event
 * with the whole document.
 */
export async function patchDocument(
  platform: Platform,
  kind: AnyDocumentKind & { patch: DocumentPatch<never> },
  actor: Actor,
  id: number,
  patch: FieldPatch,
): Promise<unknown> {
  allow(kind.policy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const now = platform.clock();
    await kind.lockRow(tx, id);
    const record = await kind.find(tx, actor, id).catch(() => undefined);
    const oldValue =
      record === undefined ? null : kind.patch.oldValueOf(record as never, patch.field);
    return applyFieldPatch(patch, oldValue, async () => {
      if (record === undefined) throw notFound();
      kind.assertContent(actor, record);
      assertNotInTrash(kind, record);
      const { values, value } = await kind.patch.change(tx, actor, record as never, patch);
      await assertNotEditedByOther(tx, kind, actor, id, now, 'document:lockedTo');
      await kind.patch.write(tx, actor, id, values, now);
      const whole = await kind.whole(tx, id);
      await recordDocumentRevision(tx, kind, actor, whole, now);
      await emit(
        tx,
        actor.sessionId,
        kindEvent(kind, {
          action: 'PATCH',
          id,
          data: { id, field: patch.field, value, [kind.editKey]: whole },
          version: whole.version,
          audience: await kind.audience(tx, whole),
        }),
      );
      return kind.present(whole, actor);
    });
  });
}
