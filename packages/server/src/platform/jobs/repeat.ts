/**
 * Runs `pass` every `everyMs`, never two at once (a pass still running skips its turn). The
 * answer stops it: no new pass, and it resolves once the pass under way has ended, so a shutdown
 * finishes work rather than cutting it. `pass` handles its own errors.
 */
export function repeat(everyMs: number, pass: () => Promise<void>): () => Promise<void> {
  let current: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = pass().finally(() => {
      current = null;
    });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
