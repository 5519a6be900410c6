import type { AreaManifest } from '../../platform/areas/manifest';
import { companyDataRoutes } from './companyData.routes';

/** Company data: lookups, area configurations, remote sources. */
export const companyDataManifest: AreaManifest = {
  name: 'companyData',
  routes: [companyDataRoutes],
};
