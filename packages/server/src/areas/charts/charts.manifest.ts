import type { AreaManifest } from '../../platform/areas/manifest';
import { chartsRoutes } from './charts.routes';

/** The managerial charts: the newsroom's figures over a range of days, and their CSV. */
export const chartsManifest: AreaManifest = { name: 'charts', routes: [chartsRoutes] };
