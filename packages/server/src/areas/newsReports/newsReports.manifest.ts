import type { AreaManifest } from '../../platform/areas/manifest';
import { newsReportsUsage } from './newsReports.hooks';
import { newsReportSights } from './newsReports.locks';
import { renderNewsReportEvent } from './newsReports.realtime';
import { newsReportsRoutes } from './newsReports.routes';
import { newsReportsSearch } from './newsReports.search';
import { NEWS_REPORT_ENTITY, NEWS_REPORT_TOPIC } from './newsReports.shared';
import { newsReportStorySource } from './newsReports.storySource';

/** News reports (code name newsReports). */
export const newsReportsManifest: AreaManifest = {
  name: 'newsReports',
  routes: [newsReportsRoutes],
  renderers: { [NEWS_REPORT_TOPIC]: renderNewsReportEvent },
  lockedKinds: { [NEWS_REPORT_ENTITY]: newsReportSights },
  searchSources: { newsreports: newsReportsSearch },
  usageCounters: newsReportsUsage,
  storySources: { reportage: newsReportStorySource },
};
