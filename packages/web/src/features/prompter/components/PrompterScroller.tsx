import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import {
  linesPerSecond,
  type PrompterAction,
  type PrompterControlState,
  type PrompterStory,
} from '@newsroom/domain';
import type { PrompterView } from '../hooks/prompterStorage';
import { PrompterStoryView } from './PrompterStoryView';
import { placeAt, positionOf, type ScriptPlace } from './scrollGeometry';

/** Line height as a multiple of the font size (the CSS uses the same). */
export const LINE_HEIGHT = 1.4;

/** A place to go to once (the operator's, for a follower). */
export interface PlaceRequest {
  seq: number;
  storyId: number;
  fraction: number;
}

/** Props of {@link PrompterScroller}. */
export interface PrompterScrollerProps {
  stories: readonly PrompterStory[];
  onAirStoryId: number | null;
  view: PrompterView;
  control: PrompterControlState;
  dispatch: (action: PrompterAction) => void;
  /** Where the operator is, for a follower. */
  follow: PlaceRequest | null;
  /** Kept up to date with the place at the reading line (read by the operator's sync). */
  placeRef: RefObject<ScriptPlace | null>;
  /** The scroller element, for the wheel. */
  onScroller: (element: HTMLDivElement | null) => void;
}

/**
 * The scrolling text. Its position is a number kept here (not React state: it moves every frame);
 * each frame adds speed × elapsed time, and the place at the reading line is remembered, so when
 * the script changes (an edit above, a story added) the text is put back on the same words before
 * the browser paints.
 */
export function PrompterScroller({
  stories,
  onAirStoryId,
  view,
  control,
  dispatch,
  follow,
  placeRef,
  onScroller,
}: PrompterScrollerProps) {
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const positionRef = useRef(0);
  const lineHeightPx = view.fontSizePx * LINE_HEIGHT;
  const speedPxPerS = linesPerSecond(control) * lineHeightPx;
  // The frame loop and the callbacks read the latest values through refs.
  const speedRef = useRef(speedPxPerS);
  const currentRef = useRef(control.currentStoryId);
  useLayoutEffect(() => {
    speedRef.current = speedPxPerS;
    currentRef.current = control.currentStoryId;
  });

  const readingLine = (scroller: HTMLElement) =>
    (scroller.clientHeight * view.readingLinePercent) / 100;

  /** Moves to a content position (clamped), then notes the place at the reading line. */
  const moveTo = (position: number) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const max = Math.max(0, scroller.scrollHeight - scroller.clientHeight);
    positionRef.current = Math.max(0, Math.min(max, position));
    scroller.scrollTop = positionRef.current;
    const place = placeAt(scroller, positionRef.current + readingLine(scroller));
    placeRef.current = place;
    if (place && place.storyId !== currentRef.current) {
      currentRef.current = place.storyId;
      dispatch({ type: 'storyReached', storyId: place.storyId });
    }
  };

  const goTo = (storyId: number, into: { intoPx: number } | { fraction: number }) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const position = positionOf(scroller, storyId, into);
    if (position !== null) moveTo(position - readingLine(scroller));
  };

  // Back on the same words after the text changed; a new font or width keeps the fraction.
  useLayoutEffect(() => {
    const place = placeRef.current;
    if (place) goTo(place.storyId, { intoPx: place.intoPx });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the stories change
  }, [stories]);
  useLayoutEffect(() => {
    const place = placeRef.current;
    if (place) goTo(place.storyId, { fraction: place.fraction });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the layout changes
  }, [view.fontSizePx, view.marginPercent, view.readingLinePercent]);

  useEffect(() => {
    if (control.jump) goTo(control.jump.value, { intoPx: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request
  }, [control.jump?.seq]);
  useEffect(() => {
    if (control.nudge) moveTo(positionRef.current + control.nudge.value * lineHeightPx);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request
  }, [control.nudge?.seq]);
  useEffect(() => {
    if (follow) goTo(follow.storyId, { fraction: follow.fraction });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request
  }, [follow?.seq]);

  useEffect(() => {
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const elapsedS = Math.min(0.25, (now - last) / 1000);
      last = now;
      if (speedRef.current !== 0) moveTo(positionRef.current + speedRef.current * elapsedS);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one loop for the screen's life
  }, []);

  return (
    <div
      className={`nrcs-prompter__frame${view.isMirrored ? ' nrcs-prompter__frame--mirrored' : ''}`}
    >
      <div
        ref={(element) => {
          scrollerRef.current = element;
          onScroller(element);
        }}
        className="nrcs-prompter__scroller"
        style={{ fontSize: view.fontSizePx, lineHeight: LINE_HEIGHT }}
        data-testid="prompter-scroller"
      >
        <div
          className="nrcs-prompter__text"
          style={{
            paddingTop: `${view.readingLinePercent}vh`,
            paddingLeft: `${view.marginPercent}%`,
            paddingRight: `${view.marginPercent}%`,
            paddingBottom: '100vh',
          }}
        >
          {stories.map((story) => (
            <PrompterStoryView key={story.id} story={story} isOnAir={story.id === onAirStoryId} />
          ))}
        </div>
      </div>
      <div
        className="nrcs-prompter__reading-line"
        style={{ top: `${view.readingLinePercent}%` }}
        aria-hidden
      />
    </div>
  );
}
