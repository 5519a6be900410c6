import type { AgencyItem } from '@newsroom/domain';
import { documentViewer, type ViewerSource } from '../../../shared/documentViewer';
import { agencyKeys, fetchItem } from '../api/agencyApi';
import { useAgencyItemEvents } from '../hooks/useAgencyItemEvents';
import { AgencyItemCard } from './AgencyItemCard';

const source: ViewerSource<AgencyItem> = {
  namespace: 'agency',
  queryKey: agencyKeys.item,
  load: fetchItem,
  useLiveEvents: useAgencyItemEvents,
  failedTestId: 'agency-item-load-failed',
};

/**
 * An agency item (search and archive hits of kinds rss, twitter and facebook) from the item
 * (`item`) or its id (`itemId`, loaded and kept live).
 */
export const AgencyItemViewer = documentViewer('item', source, AgencyItemCard);
