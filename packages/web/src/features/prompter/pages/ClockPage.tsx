import { useNow } from '../../rundowns';
import { StudioClock } from '../components/StudioClock';
import '../studio.css';

/** A big studio clock with seconds and the date (`/clock`, issue 26). */
export function ClockPage() {
  const now = useNow(250);
  return (
    <main className="nrcs-studio nrcs-studio--clock" data-testid="clock-view">
      <StudioClock now={now} hasDate />
    </main>
  );
}
