import { useEffect, useRef } from 'react';
import { AWAY_AFTER_MS } from '@newsroom/domain';
import { useSocketState } from '../../../shared/realtime';
import { reportAway } from '../api/presenceApi';

/** What counts as someone at the screen. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Tells the server when this screen goes idle (no input for {@link AWAY_AFTER_MS}) and when its
 * user is back, so colleagues see them away. A socket that (re)connects counts as in use on the
 * server, so an idle screen says so again after each connect.
 */
export function useAwayReporter(): void {
  const socketState = useSocketState();
  const away = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const send = (value: boolean) => {
      if (away.current === value) return;
      away.current = value;
      reportAway(value).catch(() => undefined);
    };
    const arm = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => send(true), AWAY_AFTER_MS);
    };
    const onActivity = () => {
      send(false);
      arm();
    };
    arm();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true });
    return () => {
      window.clearTimeout(timer.current);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, []);

  useEffect(() => {
    if (socketState === 'connected' && away.current) reportAway(true).catch(() => undefined);
  }, [socketState]);
}
