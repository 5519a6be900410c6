import { useEffect, useState } from 'react';
import { startUpCodeLoaded } from '../boot/startUpCode';

/** Longest wait for an idle moment, so a busy page still gets its extras. */
const MAX_WAIT_MS = 2000;

/**
 * False until the opened route's code has loaded and the browser is then idle: the shell's
 * extras (the chat dock, a dozen files) load after the page's code and first render, not beside
 * them on the browser's few connections.
 */
export function useAfterStartUp(): boolean {
  const [isAfter, setIsAfter] = useState(false);
  useEffect(() => {
    let isLive = true;
    let cancel = () => {};
    void startUpCodeLoaded().then(() => {
      if (!isLive) return;
      const done = () => setIsAfter(true);
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(done, { timeout: MAX_WAIT_MS });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = window.setTimeout(done, 0);
        cancel = () => window.clearTimeout(timer);
      }
    });
    return () => {
      isLive = false;
      cancel();
    };
  }, []);
  return isAfter;
}
