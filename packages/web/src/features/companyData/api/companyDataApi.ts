import { companyDataSchema, type CompanyData } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Cache key of the company data bundle. */
export const COMPANY_DATA_KEY = ['companyData', 'remote'] as const;

/** GET /api/remote: programs, people, lookups, teams and area configurations in one answer. */
export function fetchCompanyData(): Promise<CompanyData> {
  return apiRequest('/api/remote', { schema: companyDataSchema });
}
