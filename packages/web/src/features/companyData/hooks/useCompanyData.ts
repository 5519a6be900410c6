import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTopic } from '../../../shared/realtime';
import { COMPANY_DATA_KEY, fetchCompanyData } from '../api/companyDataApi';

/**
 * The company data bundle (GET /api/remote) for selects: types, vehicles, editorials,
 * classifications, teams, people, programs and the area configurations. Reloaded when any of
 * them changes (company_data, teams, programs, settings topics).
 */
export function useCompanyData() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: COMPANY_DATA_KEY });
  useTopic('company_data', refresh);
  useTopic('teams', refresh);
  useTopic('programs', refresh);
  useTopic('settings', (event) => {
    if (event.entity.endsWith('_config')) refresh();
  });
  return useQuery({
    queryKey: COMPANY_DATA_KEY,
    queryFn: fetchCompanyData,
    staleTime: 60_000,
    meta: { failureKind: 'load' },
  });
}
