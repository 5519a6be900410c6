import { LookupAdminPage } from '../components/LookupAdminPage';
import { LOOKUP_PAGES, type LookupArea } from '../lookups/lookupConfigs';
import { ConfigsPage } from './ConfigsPage';

/** The admin keys this feature serves. */
export type CompanyDataAdminArea = LookupArea | 'configs';

/** Props of {@link CompanyDataAdminPage}. */
export interface CompanyDataAdminPageProps {
  area: CompanyDataAdminArea;
  /** ROLE_ADMIN_WRITE. */
  canEdit: boolean;
}

/** Company data in /admin: the lookup pages (types, vehicles, editorials, classifications, branches) and the area configurations. */
export function CompanyDataAdminPage({ area, canEdit }: CompanyDataAdminPageProps) {
  if (area === 'configs') return <ConfigsPage canEdit={canEdit} />;
  const config = LOOKUP_PAGES[area];
  // Keyed by entity so switching pages starts a fresh filter and page.
  return <LookupAdminPage key={config.entity} config={config} canEdit={canEdit} />;
}
