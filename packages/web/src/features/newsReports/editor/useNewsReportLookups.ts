import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  documentConfigSchema,
  newsReportConfigSchema,
  type DocumentConfig,
  type NewsReportConfig,
  type VehicleKind,
} from '@newsroom/domain';
import type { LookupOption } from '../../../shared/forms';
import { useCompanyData } from '../../companyData';
import { useAccessiblePrograms } from '../../programs';
import { fetchBranches, newsReportKeys } from '../api/newsReportsApi';

/** Everything the news report editor names ids with. */
export interface NewsReportLookups {
  config: NewsReportConfig;
  documentConfig: DocumentConfig;
  reporters: LookupOption[];
  editors: LookupOption[];
  /** Every program, for display. */
  programs: LookupOption[];
  /** The programs the user may choose (spec 2 §6). */
  accessiblePrograms: LookupOption[];
  editorials: LookupOption[];
  vehicles: (LookupOption & { type: VehicleKind })[];
  classifications: LookupOption[];
  branches: LookupOption[];
}

const DEFAULT_CONFIG = newsReportConfigSchema.parse({});
const DEFAULT_DOCUMENT_CONFIG = documentConfigSchema.parse({});

/**
 * The company data bundle (GET /api/remote: people, vehicles with their type, the news_report
 * configuration with read rates), the accessible programs and, when documents carry a branch,
 * the branches.
 */
export function useNewsReportLookups(): NewsReportLookups {
  const company = useCompanyData();
  const accessible = useAccessiblePrograms();
  const documentConfig = company.data?.configs.document ?? DEFAULT_DOCUMENT_CONFIG;
  const branches = useQuery({
    queryKey: newsReportKeys.branches,
    queryFn: fetchBranches,
    enabled: documentConfig.branchEnabled,
    staleTime: 60_000,
    meta: { isSilent: true },
  });
  return useMemo(() => {
    const data = company.data;
    return {
      config: data?.configs.news_report ?? DEFAULT_CONFIG,
      documentConfig,
      reporters: data?.reporters ?? [],
      editors: data?.editors ?? [],
      programs: data?.programs ?? [],
      accessiblePrograms: (accessible.data ?? []).map((p) => ({ id: p.id, name: p.name })),
      editorials: data?.editorials ?? [],
      vehicles: data?.vehicles ?? [],
      classifications: data?.classifications ?? [],
      branches: branches.data ?? [],
    };
  }, [company.data, accessible.data, branches.data, documentConfig]);
}
