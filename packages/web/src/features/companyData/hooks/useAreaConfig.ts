import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AreaConfigs, ConfigArea } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import {
  areaConfigKey,
  fetchAreaConfig,
  parsePushedConfig,
  saveAreaConfig,
} from '../api/areaConfigsApi';
import { COMPANY_DATA_KEY } from '../api/companyDataApi';

/**
 * One area's configuration, kept current from `/topic/settings` (entity `<area>_config`), and
 * its save. A save over a stale version is refused (409); the current one is then reloaded.
 */
export function useAreaConfig<A extends ConfigArea>(area: A) {
  const queryClient = useQueryClient();
  const key = areaConfigKey(area);
  const config = useQuery({
    queryKey: key,
    queryFn: () => fetchAreaConfig(area),
    meta: { failureKind: 'load' },
  });

  useTopic('settings', (event) => {
    if (event.entity !== `${area}_config`) return;
    const pushed = parsePushedConfig(area, event.data);
    if (pushed) queryClient.setQueryData(key, pushed);
    else void queryClient.invalidateQueries({ queryKey: key });
  });

  const save = useMutation({
    mutationFn: ({ values, version }: { values: AreaConfigs[A]; version: number }) =>
      saveAreaConfig(area, values, version),
    meta: { isSilent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: COMPANY_DATA_KEY });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  return { config, save };
}
