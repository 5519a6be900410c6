import { useMemo } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { documentConfigSchema, type CompanyData, type DocumentConfig } from '@newsroom/domain';
import type { LookupOption } from '../forms';
import { fetchBranches } from './documentCalls';

/** What every document editor (assignment, news report) names ids with. */
export interface DocumentLookups {
  documentConfig: DocumentConfig;
  reporters: LookupOption[];
  editors: LookupOption[];
  /** Every program, for display. */
  programs: LookupOption[];
  /** The programs the user may choose (spec 2 §6). */
  accessiblePrograms: LookupOption[];
  editorials: LookupOption[];
  vehicles: CompanyData['vehicles'];
  classifications: LookupOption[];
  branches: LookupOption[];
}

const DEFAULT_DOCUMENT_CONFIG = documentConfigSchema.parse({});

/**
 * The lookups every document kind takes from the company data bundle (GET /api/remote) and the
 * accessible programs, with the branches when documents carry one (document config
 * branchEnabled). shared/ may not read the features, so the area hands its bundle in.
 */
export function useDocumentLookups(
  company: CompanyData | undefined,
  accessiblePrograms: readonly { id: number; name: string }[] | undefined,
  branchesKey: QueryKey,
): DocumentLookups {
  const documentConfig = company?.configs.document ?? DEFAULT_DOCUMENT_CONFIG;
  const branches = useQuery({
    queryKey: branchesKey,
    queryFn: fetchBranches,
    enabled: documentConfig.branchEnabled,
    staleTime: 60_000,
    meta: { isSilent: true },
  });
  return useMemo(
    () => ({
      documentConfig,
      reporters: company?.reporters ?? [],
      editors: company?.editors ?? [],
      programs: company?.programs ?? [],
      accessiblePrograms: (accessiblePrograms ?? []).map((p) => ({ id: p.id, name: p.name })),
      editorials: company?.editorials ?? [],
      vehicles: company?.vehicles ?? [],
      classifications: company?.classifications ?? [],
      branches: branches.data ?? [],
    }),
    [company, accessiblePrograms, branches.data, documentConfig],
  );
}
