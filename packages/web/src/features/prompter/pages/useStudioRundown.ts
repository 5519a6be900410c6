import { useParams } from 'react-router';
import { useLiveRundown, useNow } from '../../rundowns';
import { studioFigures } from '../components/studioFigures';

/** The rundown of the route, live, and its figures at the current second. */
export function useStudioRundown() {
  const rundownId = Number(useParams().rundownId);
  const rundown = useLiveRundown(rundownId);
  const now = useNow(250);
  return {
    rundown,
    now,
    figures: rundown.data ? studioFigures(rundown.data, now) : null,
  };
}
