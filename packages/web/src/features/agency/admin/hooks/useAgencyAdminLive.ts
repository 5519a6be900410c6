import {
  agencyCategorySchema,
  agencySourceSchema,
  type AgencyCategory,
  type AgencySource,
  type RealtimeEvent,
} from '@newsroom/domain';
import type { z } from 'zod';
import { useTopic } from '../../../../shared/realtime';
import { AGENCY_CATEGORIES_KEY, AGENCY_SOURCES_KEY } from '../api/agencyAdminApi';
import { useRecordListCache } from './useRecordListCache';

/** Applies one pushed CREATE, UPDATE or DELETE to a cached list; an unreadable record is ignored. */
function apply<T extends { id: number; version: number }>(
  event: RealtimeEvent,
  schema: z.ZodType<T>,
  cache: ReturnType<typeof useRecordListCache<T>>,
) {
  // A removal is idempotent: this session's own echo changes nothing.
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
 * Keeps the cached sources and categories in step with other administrators' changes and with
 * polls (a poll that changes a source's state is an UPDATE). Only mounted for users allowed to
 * hear `agency` (ROLE_AGENCY_READ): the server closes the socket of a forbidden subscription.
 */
export function useAgencyAdminLive(): void {
  const sources = useRecordListCache<AgencySource>(AGENCY_SOURCES_KEY);
  const categories = useRecordListCache<AgencyCategory>(AGENCY_CATEGORIES_KEY);
  useTopic('agency', (event: RealtimeEvent) => {
    if (event.entity === 'agency_source') apply(event, agencySourceSchema, sources);
    else if (event.entity === 'agency_category') apply(event, agencyCategorySchema, categories);
  });
}
