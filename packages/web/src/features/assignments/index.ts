import { lazy } from 'react';
import type { PrintEntry } from '../../shared/print';

/** Guidelines (assignments, "pautas") and their proposals: the area, the viewer and the print page. */
export { GuidelineViewer } from './components/GuidelineViewer';
export type { GuidelineViewerProps } from './components/GuidelineViewer';

/** The guidelines area (main area `guidelines`), loaded on demand. */
export const GuidelinesPage = lazy(() =>
  import('./pages/GuidelinesPage').then((m) => ({ default: m.GuidelinesPage })),
);

/** The `guideline` print type, loaded on demand. */
export const guidelinePrint: PrintEntry = {
  type: 'guideline',
  Renderer: lazy(() =>
    import('./print/GuidelinePrint').then((m) => ({ default: m.GuidelinePrint })),
  ),
};
