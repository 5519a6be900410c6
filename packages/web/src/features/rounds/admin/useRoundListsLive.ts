import type { z } from 'zod';
import {
  institutionSchema,
  roundSchema,
  segmentSchema,
  type Institution,
  type RealtimeEvent,
  type Round,
  type Segment,
} from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { useRecordListCache } from '../../agency/admin/hooks/useRecordListCache';
import { institutionsApi, roundsApi, segmentsApi } from '../api/roundRecordsApi';

/** Applies one pushed CREATE, UPDATE or DELETE to a cached list; an unreadable record is ignored. */
function apply<T extends { id: number; version: number }>(
  event: RealtimeEvent,
  schema: z.ZodType<T>,
  cache: ReturnType<typeof useRecordListCache<T>>,
) {
  if (event.action === 'DELETE') {
    cache.removed(Number(event.id ?? (event.data as { id?: unknown } | null)?.id));
    return;
  }
  const parsed = schema.safeParse(event.data);
  if (!parsed.success) return;
  if (event.action === 'CREATE') cache.created(parsed.data);
  else if (event.action === 'UPDATE') cache.updated(parsed.data);
}

/**
 * Keeps the cached segments, institutions and rounds in step with the other administrators. Only
 * mounted for users allowed to hear the rounds' topics (ROLE_ROUND_READ): the server closes the
 * socket of a forbidden subscription.
 */
export function useRoundListsLive(): void {
  const segments = useRecordListCache<Segment>(segmentsApi.key);
  const institutions = useRecordListCache<Institution>(institutionsApi.key);
  const rounds = useRecordListCache<Round>(roundsApi.key);
  useTopic('segments', (event) => apply(event, segmentSchema, segments));
  useTopic('institutions', (event) => apply(event, institutionSchema, institutions));
  useTopic('rounds', (event) => {
    if (event.entity === 'round') apply(event, roundSchema, rounds);
  });
}
