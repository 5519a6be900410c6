import { DomainError } from '@newsroom/domain';
import type { Actor } from '../auth/actor';
import type { Platform } from '../context';
import { allow, forbidden } from '../http/refusals';
import { unknownUserIds } from './sharing.repository';
import { assertNotInTrash, changeDocument, documentChanged } from './kernel';
import type { AnyDocumentKind, DocumentSharing, SharingChange } from './kind';

/**
 * PUT /<kind>/{id}/private and /allowed_users: the owner makes a document private or public, or
 * chooses who else sees it in full (403 with the kind's key for anyone else; unknown users are a
 * 400 on `userIds`). No revision: sharing is not content. An UPDATE event; a change that writes
 * nothing (private already) answers the document as it is.
 */
export async function shareDocument(
  platform: Platform,
  kind: AnyDocumentKind & { sharing: DocumentSharing<never> },
  actor: Actor,
  id: number,
  change: SharingChange,
): Promise<unknown> {
  allow(kind.policy.canWrite(actor));
  return changeDocument(platform, kind, actor, id, async ({ tx, now, record, publish }) => {
    assertNotInTrash(kind, record);
    if (!kind.sharing.isOwner(actor, record as never)) throw forbidden(kind.sharing.onlyOwnerKey);
    kind.sharing.assertShareable?.(record as never);
    let values: Record<string, unknown>;
    if ('allowedUserIds' in change) {
      if ((await unknownUserIds(tx, change.allowedUserIds)).length > 0) {
        throw new DomainError('validation_failed', 'validation:failed', {
          part: 'body',
          fields: [{ field: 'userIds', key: 'invalid' }],
        });
      }
      values = { allowedUserIds: [...new Set(change.allowedUserIds)] };
    } else {
      values = kind.sharing.privateValues(record as never, change.isPrivate);
    }
    if (Object.keys(values).length === 0) return kind.present(await kind.whole(tx, id), actor);
    await kind.sharing.write(tx, actor, id, values, now);
    return documentChanged(tx, kind, actor, id, now, {
      revision: false,
      publish: (whole) => publish(whole, { call: 'share', change }),
    });
  });
}
