import { useTopic } from '../../../shared/realtime';
import { abilityOf, useAuth } from '../../auth';

/** Props of {@link ReportsTopicListener}. */
export interface ReportsTopicListenerProps {
  /** Called on every event of `/topic/reports`. */
  onEvent: () => void;
}

/**
 * Listens to `/topic/reports` for pages that list reports among other kinds (the trash), only for
 * report readers: the server closes the socket of anyone else who subscribes.
 */
export function ReportsTopicListener({ onEvent }: ReportsTopicListenerProps) {
  const { me } = useAuth();
  return me && abilityOf(me, 'report') !== 'none' ? <Listening onEvent={onEvent} /> : null;
}

function Listening({ onEvent }: ReportsTopicListenerProps) {
  useTopic('reports', onEvent);
  return null;
}
