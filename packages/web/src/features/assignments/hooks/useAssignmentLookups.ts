import { useMemo } from 'react';
import { assignmentConfigSchema, type AssignmentConfig, type CompanyData } from '@newsroom/domain';
import type { LookupOption } from '../../../shared/forms';
import {
  useDocumentLookups,
  type DocumentLookups,
} from '../../../shared/documents/useDocumentLookups';
import { useCompanyData } from '../../companyData';
import { useAccessiblePrograms } from '../../programs';
import { assignmentKeys } from '../api/assignmentsApi';

/** Everything the assignment editor and viewer resolve ids with. */
export interface AssignmentLookups extends DocumentLookups {
  isLoading: boolean;
  assignmentConfig: AssignmentConfig;
  types: CompanyData['types'];
  teams: CompanyData['teams'];
  users: LookupOption[];
  producers: LookupOption[];
}

const DEFAULT_ASSIGNMENT_CONFIG = assignmentConfigSchema.parse({});

/** The document lookups with the assignment's own: its config, types, teams, users, producers. */
export function useAssignmentLookups(): AssignmentLookups {
  const company = useCompanyData();
  const accessible = useAccessiblePrograms();
  const lookups = useDocumentLookups(company.data, accessible.data, assignmentKeys.branches);
  return useMemo(() => {
    const data = company.data;
    return {
      ...lookups,
      isLoading: company.isPending,
      assignmentConfig: data?.configs.assignment ?? DEFAULT_ASSIGNMENT_CONFIG,
      types: data?.types ?? [],
      teams: data?.teams ?? [],
      users: data?.users ?? [],
      producers: data?.producers ?? [],
    };
  }, [company.data, company.isPending, lookups]);
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
