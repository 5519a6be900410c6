import { useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import './mountOnApproach.css';

/** What can hold focus inside the box once its content is re-created. */
const FOCUSABLE = 'button, [href], input, [tabindex]:not([tabindex="-1"])';

/** Props of {@link MountOnApproach}. */
export interface MountOnApproachProps {
  /**
   * The content: `isWanted` is false until the pointer first comes over the box or focus enters
   * it (or it is clicked), then true for good.
   */
  children: (isWanted: boolean) => ReactNode;
  /** A click that arrived before any approach (assistive technology clicks without one). */
  onIdleClick?: () => void;
  /** Whether the overlay is open (also when opened another way): the content is wanted then. */
  isOpen?: boolean;
}

/**
 * Renders a plain element until it is about to be used, then the same element inside its
 * overlay (an antd Dropdown or Popover): a screen of many rows (a rundown's) holds hundreds of
 * such menus, few ever opened, and each mounted trigger costs its machinery on the first render.
 * The element is re-created when its overlay mounts: focus that was on it moves to the new one.
 */
export function MountOnApproach({ children, onIdleClick, isOpen = false }: MountOnApproachProps) {
  const [isWanted, setIsWanted] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!isWanted || !refocus.current) return;
    refocus.current = false;
    box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [isWanted]);
  // At once, not at React's next turn: the press that follows must land on the new element (a
  // press begun on the element it replaces ends as a click on neither).
  const wantNow = () => {
    if (!isWanted) flushSync(() => setIsWanted(true));
  };
  return (
    <span
      ref={box}
      className="nrcs-on-approach"
      onPointerEnter={wantNow}
      onFocus={(event: FocusEvent) => {
        if (isWanted) return;
        refocus.current = event.target !== event.currentTarget;
        setIsWanted(true);
      }}
      onClickCapture={() => {
        if (isWanted) return;
        setIsWanted(true);
        onIdleClick?.();
      }}
    >
      {children(isWanted || isOpen)}
    </span>
  );
}
