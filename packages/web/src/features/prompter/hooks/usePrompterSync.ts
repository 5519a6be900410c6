import { useEffect, useRef, useState, type RefObject } from 'react';
import type { PrompterAction, PrompterControlState } from '@newsroom/domain';
import { useTopic } from '../../../shared/realtime';
import { sendPrompterPosition } from '../api/prompterApi';
import type { PlaceRequest } from '../components/PrompterScroller';
import type { ScriptPlace } from '../components/scrollGeometry';

/** While running, the operator's place is sent this often (followers run at the same speed between). */
export const SYNC_INTERVAL_MS = 1000;
/** While paused, this often: a screen opened later still finds the operator's place. */
export const PAUSED_SYNC_INTERVAL_MS = 5000;

/** One id per window, so a follower can tell operators apart and an operator skips its own echo. */
const SCREEN_ID = Math.random().toString(36).slice(2, 12);

/**
 * Several screens following one operator. The operator's screen sends its place, speed and pause
 * when they change, every second while running and every five while paused; a follower takes speed and pause at once and
 * goes to the place, so between two messages it scrolls on by itself and a late message only
 * corrects it. Positions travel as a story and a fraction of it: screens of other sizes land on
 * the same words.
 */
export function usePrompterSync(options: {
  rundownId: number;
  isOperator: boolean;
  control: PrompterControlState;
  dispatch: (action: PrompterAction) => void;
  placeRef: RefObject<ScriptPlace | null>;
}): PlaceRequest | null {
  const { rundownId, isOperator, control, dispatch, placeRef } = options;
  const [follow, setFollow] = useState<PlaceRequest | null>(null);
  const seqRef = useRef(0);

  useTopic('prompter', (event) => {
    const position = event.data;
    if (isOperator || position.rundownId !== rundownId || position.screenId === SCREEN_ID) return;
    dispatch({ type: 'setSpeedStep', step: position.speedStep });
    if (position.isPaused !== control.isPaused) dispatch({ type: 'togglePause' });
    seqRef.current += 1;
    setFollow({ seq: seqRef.current, storyId: position.storyId, fraction: position.offset });
  });

  const { speedStep, isPaused } = control;
  const jumpSeq = control.jump?.seq;
  const nudgeSeq = control.nudge?.seq;
  useEffect(() => {
    if (!isOperator) return;
    const send = () => {
      const place = placeRef.current;
      if (!place) return;
      void sendPrompterPosition(rundownId, {
        storyId: place.storyId,
        offset: place.fraction,
        speedStep,
        isPaused,
        screenId: SCREEN_ID,
      }).catch(() => undefined);
    };
    // After a jump the place settles on the next frame.
    const first = setTimeout(send, 50);
    const timer = setInterval(send, isPaused ? PAUSED_SYNC_INTERVAL_MS : SYNC_INTERVAL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [isOperator, rundownId, speedStep, isPaused, jumpSeq, nudgeSeq, placeRef]);

  return follow;
}
