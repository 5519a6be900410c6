import type { LockView } from '@newsroom/domain';
import { apiRequest, toApiError } from '../api';
import { notifyFailure } from '../notifications';

/** PUT /api/locks/{uuid}/renew: extends a lease this session holds (412/404 once lost). */
export function renewLock(uuid: string): Promise<LockView> {
  return apiRequest<LockView>(`/api/locks/${encodeURIComponent(uuid)}/renew`, { method: 'PUT' });
}

/** Failures of a release that need no word: the lock is gone already, or so is the session. */
const SILENT_RELEASE_STATUSES: ReadonlySet<number> = new Set([401, 404, 412]);

/**
 * DELETE /api/locks/{uuid} with `keepalive`, so the release still goes out when the editor closes
 * with the page. A lock already gone is silent; other failures say the release failed (spec 3 §8).
 */
export function releaseLock(uuid: string): void {
  void fetch(`/api/locks/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    keepalive: true,
  })
    .then(async (response) => {
      if (!response.ok && !SILENT_RELEASE_STATUSES.has(response.status)) {
        notifyFailure(await toApiError(response), 'delete');
      }
    })
    .catch(() => undefined);
}
