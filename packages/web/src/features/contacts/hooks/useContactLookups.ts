import { useQuery } from '@tanstack/react-query';
import { contactGroupKeys, fetchContactGroups } from '../api/contactGroupsApi';
import { contactKeys, fetchNumberCountries, fetchNumberLabels } from '../api/contactsApi';

/** Every contact group, by name (kept current by {@link useContactEvents}). */
export function useContactGroups() {
  return useQuery({
    queryKey: contactGroupKeys.all,
    queryFn: fetchContactGroups,
    meta: { failureKind: 'load' },
  });
}

/** The countries and labels a number can have: fixed lists of the server, loaded once. */
export function useNumberLookups() {
  const countries = useQuery({
    queryKey: contactKeys.countries,
    queryFn: fetchNumberCountries,
    staleTime: Infinity,
    meta: { failureKind: 'load' },
  });
  const labels = useQuery({
    queryKey: contactKeys.labels,
    queryFn: fetchNumberLabels,
    staleTime: Infinity,
    meta: { failureKind: 'load' },
  });
  return { countries, labels };
}
