import type { RundownId } from '@newsroom/domain';
import {
  mosActionResultSchema,
  rundownMosStateSchema,
  type MosAction,
  type MosActionResult,
  type RundownMosState,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key of a rundown's MOS state (kept apart from the rundown's own cache entries). */
export function rundownMosKey(rundownId: RundownId) {
  return ['rundownMos', rundownId] as const;
}

/** GET /api/rundowns/{id}/mos: whether MOS is on, whether an action runs, each device's state. */
export function fetchRundownMos(rundownId: RundownId): Promise<RundownMosState> {
  return apiRequest(`/api/rundowns/${rundownId}/mos`, { schema: rundownMosStateSchema });
}

/** POST /api/rundowns/{id}/mos/{enable|disable|ready|replace}: which devices took part. */
export function runMosAction(rundownId: RundownId, action: MosAction): Promise<MosActionResult> {
  return apiRequest(`/api/rundowns/${rundownId}/mos/${action}`, {
    method: 'POST',
    schema: mosActionResultSchema,
  });
}
