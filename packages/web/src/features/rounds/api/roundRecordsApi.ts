import type { z } from 'zod';
import {
  institutionSchema,
  roundSchema,
  segmentSchema,
  type Institution,
  type InstitutionInput,
  type Round,
  type RoundInput,
  type Segment,
  type SegmentInput,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/**
 * The rounds' administration lists (docs/API.md "Rounds"): segments, institutions and rounds,
 * read with ROLE_ROUND_READ or ROLE_ADMIN_READ, written with ROLE_ROUND_ADMIN or ROLE_ADMIN_WRITE.
 */

/** One kind of record of the lists: its path, shape and cache key. */
export interface RecordKindApi<T, I> {
  key: readonly string[];
  list: () => Promise<T[]>;
  create: (input: I) => Promise<T>;
  update: (id: number, input: I, version: number) => Promise<T>;
  remove: (id: number) => Promise<void>;
}

function recordApi<T, I>(path: string, schema: z.ZodType<T>): RecordKindApi<T, I> {
  return {
    key: ['rounds', path],
    list: () => apiRequest(`/api/${path}`, { schema: schema.array() }),
    create: (input) => apiRequest(`/api/${path}`, { method: 'POST', json: input, schema }),
    update: (id, input, version) =>
      apiRequest(`/api/${path}/${id}`, { method: 'PUT', json: { ...input, version }, schema }),
    remove: (id) => apiRequest(`/api/${path}/${id}`, { method: 'DELETE' }),
  };
}

/** Segments by name. */
export const segmentsApi: RecordKindApi<Segment, SegmentInput> = recordApi(
  'segments',
  segmentSchema,
);
/** Institutions by name, with their contacts. */
export const institutionsApi: RecordKindApi<Institution, InstitutionInput> = recordApi(
  'institutions',
  institutionSchema,
);
/** Rounds by time, then institution name. */
export const roundsApi: RecordKindApi<Round, RoundInput> = recordApi('rounds', roundSchema);
