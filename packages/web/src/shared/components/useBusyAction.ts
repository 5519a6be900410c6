import { useState } from 'react';

/**
 * Which of a component's actions is running: `run(kind, action)` marks `kind` busy until the
 * action settles, so its button shows a spinner and a second click is not sent twice.
 */
export function useBusyAction<K extends string>() {
  const [busy, setBusy] = useState<K | null>(null);
  const run = async (kind: K, action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  return [busy, run] as const;
}
