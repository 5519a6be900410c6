import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Tooltip } from 'antd';
import './lazyTooltip.css';

/** How long the pointer rests on the element before its hint shows (antd's own delay). */
const ENTER_DELAY_MS = 100;

/** Props of {@link LazyTooltip}. */
export interface LazyTooltipProps {
  title: ReactNode;
  children: ReactNode;
}

/**
 * antd's Tooltip over `children`, mounted the first time it is wanted (the pointer over them, or
 * focus inside): a screen of many rows (a rundown's) holds hundreds of hints, few ever shown, and
 * each mounted Tooltip costs its trigger's machinery on the first render. The hint anchors on a
 * box laid over the children, so their elements stay the same when it mounts (focus is kept).
 */
export function LazyTooltip({ title, children }: LazyTooltipProps) {
  const [isWanted, setIsWanted] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = (delayMs: number) => {
    window.clearTimeout(timer.current);
    setIsWanted(true);
    timer.current = window.setTimeout(() => setIsOpen(true), delayMs);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setIsOpen(false);
  };
  return (
    <span
      className="nrcs-lazy-tooltip"
      onMouseEnter={() => show(ENTER_DELAY_MS)}
      onMouseLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
    >
      {children}
      {isWanted ? (
        <Tooltip open={isOpen} title={title}>
          <span className="nrcs-lazy-tooltip__anchor" aria-hidden="true" />
        </Tooltip>
      ) : null}
    </span>
  );
}
