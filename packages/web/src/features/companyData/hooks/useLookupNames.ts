import { useCallback } from 'react';
import type { CompanyData, NameSource } from '@newsroom/domain';
import { useCompanyData } from './useCompanyData';

type Named = { id: number; name: string; nickname?: string };

const LISTS: Partial<Record<NameSource, (data: CompanyData) => readonly Named[]>> = {
  user: (data) => data.users,
  program: (data) => data.programs,
  type: (data) => data.types,
  vehicle: (data) => data.vehicles,
  editorial: (data) => data.editorials,
  classification: (data) => data.classifications,
  team: (data) => data.teams,
};

/**
 * Names what an id points to with the company data bundle: a user's nickname, a program's or a
 * lookup's name; undefined when not (or not yet) known. Branches are not in the bundle.
 */
export function useLookupNames(): (source: NameSource, id: number) => string | undefined {
  const { data } = useCompanyData();
  return useCallback(
    (source, id) => {
      const found = data && LISTS[source]?.(data).find((item) => item.id === id);
      return found ? found.nickname || found.name : undefined;
    },
    [data],
  );
}
