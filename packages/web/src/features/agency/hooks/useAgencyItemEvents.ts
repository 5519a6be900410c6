import { useQueryClient } from '@tanstack/react-query';
import { useTopic } from '../../../shared/realtime';
import { agencyKeys } from '../api/agencyApi';

/**
 * Keeps a viewed item's `used` mark live from `/topic/agency`. Only agency readers reach an item
 * (search and archive hit agency kinds for them alone), so the subscription is never refused;
 * unlike the wire's {@link useAgencyLive} it leaves the lanes alone.
 */
export function useAgencyItemEvents(): void {
  const queryClient = useQueryClient();
  useTopic('agency', (event) => {
    if (event.entity === 'agency_item' && event.action === 'UPDATE')
      queryClient.setQueryData(agencyKeys.item(event.data.id), event.data);
  });
}
