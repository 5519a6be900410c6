import type { AreaManifest } from '../../platform/areas/manifest';
import { reportSights } from './reports.locks';
import { renderReportEvent } from './reports.realtime';
import { reportsRepository } from './reports.repository';
import { reportsRoutes } from './reports.routes';
import { reportsSearch } from './reports.search';
import { REPORT_ENTITY, REPORT_TOPIC } from './reports.shared';
import { reportTermsRoutes } from './reportTerms.routes';

/** Reports, their categories and events (issue 23). */
export const reportsManifest: AreaManifest = {
  name: 'reports',
  routes: [reportsRoutes, reportTermsRoutes],
  renderers: { [REPORT_TOPIC]: renderReportEvent },
  lockedKinds: { [REPORT_ENTITY]: reportSights },
  searchSources: { reports: reportsSearch },
  // A category or event a report names cannot go: the report would lose what it says.
  usageCounters: {
    report_category: (db, id) => reportsRepository.countInCategory(db, id),
    report_event: (db, id) => reportsRepository.countCoveringEvent(db, id),
  },
};
