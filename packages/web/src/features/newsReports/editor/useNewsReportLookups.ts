import { useMemo } from 'react';
import { newsReportConfigSchema, type NewsReportConfig } from '@newsroom/domain';
import {
  useDocumentLookups,
  type DocumentLookups,
} from '../../../shared/documents/useDocumentLookups';
import { useCompanyData } from '../../companyData';
import { useAccessiblePrograms } from '../../programs';
import { newsReportKeys } from '../api/newsReportsApi';

/** Everything the news report editor names ids with. */
export interface NewsReportLookups extends DocumentLookups {
  config: NewsReportConfig;
}

const DEFAULT_CONFIG = newsReportConfigSchema.parse({});

/**
 * The document lookups (people, vehicles with their type, programs, branches) with the
 * news_report configuration and its read rates.
 */
export function useNewsReportLookups(): NewsReportLookups {
  const company = useCompanyData();
  const accessible = useAccessiblePrograms();
  const lookups = useDocumentLookups(company.data, accessible.data, newsReportKeys.branches);
  return useMemo(
    () => ({ ...lookups, config: company.data?.configs.news_report ?? DEFAULT_CONFIG }),
    [company.data, lookups],
  );
}
