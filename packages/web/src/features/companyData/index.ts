import { lazyWithTexts } from '../../shared/i18n';

/**
 * Company data: the lookup admin pages (types, vehicles, editorials, classifications,
 * branches), the area configurations, and the bundle other areas' selects read.
 */
export { useCompanyData } from './hooks/useCompanyData';
export { useLookupNames } from './hooks/useLookupNames';
export { COMPANY_DATA_KEY } from './api/companyDataApi';
export { TypeTag } from './components/TypeTag';
export { UserSelect } from './components/UserSelect';
export { ColourInput } from './components/ColourInput';
export { cssColour } from './components/colour';
export type { UserSelectProps } from './components/UserSelect';
export { LOOKUP_AREAS, isLookupArea } from './lookups/lookupConfigs';
export type { CompanyDataAdminArea, CompanyDataAdminPageProps } from './pages/CompanyDataAdminPage';

/** The company-data admin pages, loaded on demand. */
export const CompanyDataAdminPage = lazyWithTexts(() =>
  import('./pages/CompanyDataAdminPage').then((m) => ({ default: m.CompanyDataAdminPage })),
);
