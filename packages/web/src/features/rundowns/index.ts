import { lazyWithTexts } from '../../shared/i18n';
import type { PrintEntry } from '../../shared/print';

/** Rundowns: the rundown screen, the day's rundown grid and the printed running order. */

/** The rundown screen (main area `rundown`), loaded on demand. */
export const RundownPage = lazyWithTexts(() =>
  import('./pages/RundownPage').then((m) => ({ default: m.RundownPage })),
);

/** The day's rundowns (main area `rundownGrid`), loaded on demand. */
export const RundownGridPage = lazyWithTexts(() =>
  import('./pages/RundownGridPage').then((m) => ({ default: m.RundownGridPage })),
);

/** The `rundown` print type, loaded on demand. */
export const rundownPrint: PrintEntry = {
  type: 'rundown',
  Renderer: lazyWithTexts(() =>
    import('./print/RundownPrint').then((m) => ({ default: m.RundownPrint })),
  ),
};

export { useLiveRundown } from './hooks/useLiveRundown';
export { useNow } from './hooks/useNow';
export type { LoadedRundown } from './api/rundownsApi';
export { formatClockMs } from './components/durationText';
