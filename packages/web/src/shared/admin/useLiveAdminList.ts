import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Paged, RealtimeEvent, Topic } from '@newsroom/domain';
import { realtime, useTopic } from '../realtime';
import {
  withCreated,
  withDeleted,
  withUpdated,
  type CreatePosition,
  type Identified,
} from './adminListCache';

/** How an admin list follows its topic. */
export interface LiveAdminListOptions<T extends Identified> {
  /** The topic the list's entity is published on. */
  topic: Topic;
  /** Only events of this entity (topics like `company_data` carry several). */
  entity: string;
  /** Prefix of the query keys of every page of this list (all pages and filters are patched). */
  queryKey: QueryKey;
  /** Turns an event's data into a row; return null to ignore the event (e.g. filtered out). */
  toRow?: (data: unknown) => T | null;
  /** Where a created row goes. */
  position?: CreatePosition;
}

/**
 * Keeps every cached page of an admin list in step with other administrators' changes
 * (spec 3 §4): a pushed create puts the item first on page 0, an update replaces it, a delete
 * drops it and lowers the total by one. A mutation of this session applies its own result with
 * the same rules (withCreated, withDeleted) when its call succeeds.
 */
export function useLiveAdminList<T extends Identified>(options: LiveAdminListOptions<T>): void {
  const queryClient = useQueryClient();
  const { topic, entity, queryKey, position = 'first' } = options;
  const toRow = options.toRow ?? ((data: unknown) => data as T);

  useTopic(topic, (event: RealtimeEvent) => {
    if (event.entity !== entity) return;
    // This session's own removal was applied when its call succeeded; counting the echo would lower the total twice.
    if (event.action === 'DELETE' && realtime.isOwnEcho(event)) return;
    const pages = queryClient.getQueriesData<Paged<T>>({ queryKey });
    for (const [key, page] of pages) {
      if (!page) continue;
      if (event.action === 'DELETE') {
        const id = typeof page.data[0]?.id === 'number' ? Number(event.id) : String(event.id);
        queryClient.setQueryData(key, withDeleted(page, id as T['id']));
        continue;
      }
      const row = toRow(event.data);
      if (!row) continue;
      if (event.action === 'CREATE' && page.page === 0)
        queryClient.setQueryData(key, withCreated(page, row, position));
      else if (event.action === 'UPDATE' || event.action === 'PATCH')
        queryClient.setQueryData(key, withUpdated(page, row));
    }
  });
}
