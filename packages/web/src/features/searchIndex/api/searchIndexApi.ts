import { z } from 'zod';
import {
  indexStateSchema,
  SEARCH_KINDS,
  type IndexProgress,
  type IndexState,
  type SearchKind,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Query key of the index state. */
export const INDEX_STATE_KEY = ['searchIndex', 'state'] as const;

/** GET /api/index/state: rows per kind, last rebuild and whether one runs (ROLE_ADMIN_READ). */
export function fetchIndexState(signal?: AbortSignal): Promise<IndexState> {
  return apiRequest('/api/index/state', { schema: indexStateSchema, signal });
}

const rebuildAnswerSchema = z.object({ targets: z.array(z.enum(SEARCH_KINDS)) });

/** POST /api/index/rebuild (ROLE_ADMIN_WRITE): starts rebuilding `targets` in the background. */
export function startIndexRebuild(
  targets: readonly SearchKind[],
): Promise<{ targets: SearchKind[] }> {
  return apiRequest('/api/index/rebuild', {
    method: 'POST',
    json: { targets },
    schema: rebuildAnswerSchema,
  });
}

/** The progress a rebuild publishes on the `index` topic. */
export const indexProgressSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  finished: z.boolean(),
}) satisfies z.ZodType<IndexProgress>;

/** The event's progress, or null when the event carries none this screen knows. */
export function parseIndexProgress(data: unknown): IndexProgress | null {
  const parsed = indexProgressSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
