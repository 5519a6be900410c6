import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  connectorConfigSchema,
  type ConnectorConfig,
  type ConnectorConfigUpdate,
  type ConnectorNetwork,
} from '@newsroom/domain';
import { isApiError } from '../../../../shared/api';
import { AGENCY_CONNECTORS_KEY, fetchConnectors, saveConnector } from '../api/agencyAdminApi';

/** The connector a 409 `stale_version` carries in `details.current`, if readable. */
function currentOfStale(error: unknown): ConnectorConfig | null {
  if (!isApiError(error) || error.code !== 'stale_version') return null;
  const current = (error.details as { current?: unknown } | null | undefined)?.current;
  const parsed = connectorConfigSchema.safeParse(current);
  return parsed.success ? parsed.data : null;
}

/**
 * The connectors (X, Facebook, Bluesky) and their save with the version read. A stale save
 * puts the other administrator's configuration in the cache (or reloads it), so the form shows
 * it and the next save carries the right version; the global handler says so.
 */
export function useConnectors() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: AGENCY_CONNECTORS_KEY,
    queryFn: fetchConnectors,
    meta: { failureKind: 'load' },
  });
  const replace = (connector: ConnectorConfig) =>
    queryClient.setQueryData<ConnectorConfig[]>(AGENCY_CONNECTORS_KEY, (all) =>
      all?.map((each) => (each.network === connector.network ? connector : each)),
    );

  const save = useMutation({
    mutationFn: ({
      network,
      update,
    }: {
      network: ConnectorNetwork;
      update: ConnectorConfigUpdate;
    }) => saveConnector(network, update),
    meta: { failureKind: 'update' },
    onSuccess: replace,
    onError: (error) => {
      const current = currentOfStale(error);
      if (current) replace(current);
      else if (isApiError(error) && error.code === 'stale_version')
        void queryClient.invalidateQueries({ queryKey: AGENCY_CONNECTORS_KEY });
    },
  });

  return { query, save };
}
