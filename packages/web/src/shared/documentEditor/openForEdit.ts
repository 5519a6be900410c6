import type { LockView } from '@newsroom/domain';
import { isApiError } from '../api';
import { holderNicknameOf } from '../locks';
import { notifyFailure } from '../notifications';
import type { DocumentKind, EditedDocument, ReadOnlyReason } from './documentKind';

/** A document as its editor opened it. */
export interface EditLoad<D> {
  document: D;
  /** Our edit lock; null when the document opened read-only. */
  lock: LockView | null;
  /** Who holds the lock when the reason is `locked` ('' when the server did not say). */
  lockedTo: string | null;
  /** Why the load for edit was refused while the document still shows; null when it was not. */
  refusal: ReadOnlyReason | null;
  /** Tells one load from the next: the editor starts afresh (and offers its draft back) on each. */
  generation: number;
}

let loads = 0;

/** The reason a refusal of the load for edit still shows the document read-only, or null. */
function readOnlyReasonOf<D extends EditedDocument, E, I>(
  kind: DocumentKind<D, E, I>,
  error: unknown,
): ReadOnlyReason | null {
  if (!isApiError(error)) return null;
  if (error.status === 412) return 'locked';
  if (error.status === 403) return 'role';
  return kind.readOnlyOnRefusal?.(error) ?? null;
}

/**
 * Opens a document for edit (spec 2 §5): the load for edit takes, renews or with `takeOver`
 * takes over our lock. Another user's lock (412), a role that may not edit (403) or a refusal
 * the kind names (a finished assignment) still open the document, read-only, with the reason;
 * any other failure is told and thrown.
 */
export async function openForEdit<D extends EditedDocument, E, I>(
  kind: DocumentKind<D, E, I>,
  id: number,
  takeOver: boolean,
): Promise<EditLoad<D>> {
  try {
    const { document, lock } = await kind.loadForEdit(id, takeOver);
    return { document, lock, lockedTo: null, refusal: null, generation: ++loads };
  } catch (refused) {
    let error = refused;
    const refusal = readOnlyReasonOf(kind, refused);
    if (refusal !== null) {
      if (refusal !== 'locked' && refusal !== 'role') notifyFailure(refused, 'load');
      try {
        const document = await kind.fetch(id);
        const lockedTo = refusal === 'locked' ? (holderNicknameOf(refused) ?? '') : null;
        return { document, lock: null, lockedTo, refusal, generation: ++loads };
      } catch (readError) {
        error = readError;
      }
    }
    notifyFailure(error, 'load');
    throw error;
  }
}
