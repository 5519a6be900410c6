import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { productionConfigSchema, type CompanyData, type ProductionConfig } from '@newsroom/domain';
import type { LookupOption } from '../../../shared/forms';
import { useCompanyData } from '../../companyData';
import {
  fetchProductionConfig,
  fetchProductionLookups,
  productionKeys,
  type ProductionLookupKind,
} from '../api/productionsApi';

/** Everything the production screens name ids with. */
export interface ProductionLookups {
  isLoading: boolean;
  config: ProductionConfig;
  types: LookupOption[];
  resources: LookupOption[];
  teams: CompanyData['teams'];
  users: LookupOption[];
  producers: LookupOption[];
  editors: LookupOption[];
  vehicles: LookupOption[];
}

const DEFAULT_CONFIG = productionConfigSchema.parse({});

function useLookupList(kind: ProductionLookupKind) {
  return useQuery({
    queryKey: productionKeys.lookups(kind),
    queryFn: () => fetchProductionLookups(kind),
    staleTime: 60_000,
    meta: { isSilent: true },
  });
}

/** The production configuration (GET /api/productions/config), defaults while it loads. */
export function useProductionConfig(): ProductionConfig & { isLoaded: boolean } {
  const query = useQuery({
    queryKey: productionKeys.config,
    queryFn: fetchProductionConfig,
    staleTime: 60_000,
    meta: { isSilent: true },
  });
  return {
    hideDone: query.data?.hideDone ?? DEFAULT_CONFIG.hideDone,
    isLoaded: query.data !== undefined || query.isError,
  };
}

/**
 * The company data bundle (people, teams, vehicles), the production types and resources
 * (GET /api/production_types, /api/production_resources) and the production configuration.
 */
export function useProductionLookups(): ProductionLookups {
  const company = useCompanyData();
  const types = useLookupList('production_types');
  const resources = useLookupList('production_resources');
  const config = useProductionConfig();
  const hideDone = config.hideDone;
  return useMemo(() => {
    const data = company.data;
    return {
      isLoading: company.isPending,
      config: { hideDone },
      types: (types.data ?? []).map(({ id, name }) => ({ id, name })),
      resources: (resources.data ?? []).map(({ id, name }) => ({ id, name })),
      teams: data?.teams ?? [],
      users: data?.users ?? [],
      producers: data?.producers ?? [],
      editors: data?.editors ?? [],
      vehicles: data?.vehicles ?? [],
    };
  }, [company.data, company.isPending, types.data, resources.data, hideDone]);
}

/** The name of `id` in `options` (`#id` when no longer listed), undefined for null. */
export function nameOf(id: number | null, options: readonly LookupOption[]): string | undefined {
  if (id === null) return undefined;
  const found = options.find((option) => option.id === id);
  if (!found) return `#${id}`;
  return found.nickname ? found.nickname : found.name;
}

/** The names of `ids` in `options`. */
export function namesOf(ids: readonly number[], options: readonly LookupOption[]): string[] {
  return ids.map((id) => nameOf(id, options) ?? `#${id}`);
}
