import type { AreaManifest } from '../../platform/areas/manifest';
import { agencyLanesRoutes } from './agencyLanes.routes';
import { agencyPollWorker } from './agencyPoller';
import { agencySearchSources } from './agency.search';
import { agencySourcesRoutes } from './agencySources.routes';
import { demoFeedsRoutes } from './demoFeeds.routes';
import { purgeAgencyItems } from './agencyRetention';
import { agencyItemStorySource } from './fromItem.service';
import { newsSuggestionsRoutes } from './newsSuggestions.routes';

/** The agency (issue 21): sources polled for items, lanes, news suggestions, items turned into work. */
export const agencyManifest: AreaManifest = {
  name: 'agency',
  routes: [agencySourcesRoutes, agencyLanesRoutes, newsSuggestionsRoutes, demoFeedsRoutes],
  workers: [agencyPollWorker],
  retentionPurgers: { agencyItems: purgeAgencyItems },
  storySources: { agency_item: agencyItemStorySource },
  searchSources: agencySearchSources,
};
