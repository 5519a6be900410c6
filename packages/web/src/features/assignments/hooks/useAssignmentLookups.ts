import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  assignmentConfigSchema,
  documentConfigSchema,
  type AssignmentConfig,
  type CompanyData,
  type DocumentConfig,
} from '@newsroom/domain';
import type { LookupOption } from '../../../shared/forms';
import { useCompanyData } from '../../companyData';
import { useAccessiblePrograms } from '../../programs';
import { assignmentKeys, fetchBranches } from '../api/assignmentsApi';

/** Everything the assignment editor and viewer resolve ids with. */
export interface AssignmentLookups {
  isLoading: boolean;
  assignmentConfig: AssignmentConfig;
  documentConfig: DocumentConfig;
  types: CompanyData['types'];
  teams: CompanyData['teams'];
  users: LookupOption[];
  producers: LookupOption[];
  reporters: LookupOption[];
  editors: LookupOption[];
  /** Every program, for display. */
  programs: LookupOption[];
  /** The programs the user may choose (spec 2 §6). */
  accessiblePrograms: LookupOption[];
  editorials: LookupOption[];
  vehicles: LookupOption[];
  classifications: LookupOption[];
  branches: LookupOption[];
}

const DEFAULT_ASSIGNMENT_CONFIG = assignmentConfigSchema.parse({});
const DEFAULT_DOCUMENT_CONFIG = documentConfigSchema.parse({});

/**
 * The company data bundle (GET /api/remote), the accessible programs and, when documents carry a
 * branch, the branches — everything the assignment screens name ids with.
 */
export function useAssignmentLookups(): AssignmentLookups {
  const company = useCompanyData();
  const accessible = useAccessiblePrograms();
  const documentConfig = company.data?.configs.document ?? DEFAULT_DOCUMENT_CONFIG;
  const branches = useQuery({
    queryKey: assignmentKeys.branches,
    queryFn: fetchBranches,
    enabled: documentConfig.branchEnabled,
    staleTime: 60_000,
    meta: { isSilent: true },
  });
  return useMemo(() => {
    const data = company.data;
    return {
      isLoading: company.isPending,
      assignmentConfig: data?.configs.assignment ?? DEFAULT_ASSIGNMENT_CONFIG,
      documentConfig,
      types: data?.types ?? [],
      teams: data?.teams ?? [],
      users: data?.users ?? [],
      producers: data?.producers ?? [],
      reporters: data?.reporters ?? [],
      editors: data?.editors ?? [],
      programs: data?.programs ?? [],
      accessiblePrograms: (accessible.data ?? []).map((p) => ({ id: p.id, name: p.name })),
      editorials: data?.editorials ?? [],
      vehicles: data?.vehicles ?? [],
      classifications: data?.classifications ?? [],
      branches: branches.data ?? [],
    };
  }, [company.data, company.isPending, accessible.data, branches.data, documentConfig]);
}

/** The names of `ids` in `options` (`#id` for one no longer listed). */
export function namesOf(ids: readonly number[], options: readonly LookupOption[]): string[] {
  return ids.map((id) => nameOf(id, options) ?? `#${id}`);
}

/** The name of `id` in `options`, undefined for null. */
export function nameOf(id: number | null, options: readonly LookupOption[]): string | undefined {
  if (id === null) return undefined;
  const found = options.find((option) => option.id === id);
  if (!found) return `#${id}`;
  return found.nickname ? found.nickname : found.name;
}
