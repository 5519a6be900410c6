import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AgencyItem, AgencyLane, AgencySource } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { agencyKeys, fetchLaneItems } from '../api/agencyApi';
import { lanesShowingSource, withFreshHead, withItem, type LanePages } from '../lanes/laneCache';

/**
 * Keeps the wire live from `/topic/agency` (mount only for agency readers: the server closes a
 * socket that subscribes to a forbidden topic). A poll's new items refetch page 0 of the lanes
 * that show their source; a used item is updated where it is shown; the owner's lane changes
 * reload the lanes; source and category changes reload the pickers.
 */
export function useAgencyLive(): void {
  const queryClient = useQueryClient();
  useTopic('agency', (event) => {
    if (event.entity === 'agency_item' && event.action === 'CREATE')
      refreshLanesOfSource(queryClient, event.data.sourceId);
    else if (event.entity === 'agency_item' && event.action === 'UPDATE')
      showItem(queryClient, event.data);
    else if (event.entity === 'agency_lane')
      void queryClient.invalidateQueries({ queryKey: agencyKeys.lanes });
    else if (event.entity === 'agency_source')
      void queryClient.invalidateQueries({ queryKey: agencyKeys.sources });
    else if (event.entity === 'agency_category')
      void queryClient.invalidateQueries({ queryKey: agencyKeys.categories });
  });
}

/** Puts an item's new copy (marked used) wherever the wire shows it. */
export function showItem(queryClient: QueryClient, item: AgencyItem): void {
  queryClient.setQueriesData<LanePages>({ queryKey: agencyKeys.laneItemsAll }, (pages) =>
    withItem(pages, item),
  );
  queryClient.setQueryData(agencyKeys.item(item.id), item);
}

function refreshLanesOfSource(queryClient: QueryClient, sourceId: number): void {
  const lanes = queryClient.getQueryData<AgencyLane[]>(agencyKeys.lanes) ?? [];
  const sources = queryClient.getQueryData<AgencySource[]>(agencyKeys.sources) ?? [];
  for (const lane of lanesShowingSource(lanes, sources, sourceId)) {
    for (const query of queryClient
      .getQueryCache()
      .findAll({ queryKey: agencyKeys.laneItemsOf(lane.id) })) {
      const term = String(query.queryKey[3] ?? '');
      // A search no column shows any more is reloaded whole if it comes back.
      if (!query.isActive()) {
        void queryClient.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
        continue;
      }
      fetchLaneItems(lane.id, term, 0).then(
        (fresh) =>
          queryClient.setQueryData<LanePages>(query.queryKey, (pages) =>
            withFreshHead(pages, fresh),
          ),
        // The column keeps what it shows; its refresh button or the next poll brings the rest.
        () => undefined,
      );
    }
  }
}
