import { lazyWithTexts } from '../../shared/i18n';
import type { PrintEntry } from '../../shared/print';

/** Assignments ("pautas") and their proposals: the area, the viewer and the print page. */
export { AssignmentViewer } from './components/AssignmentViewer';
export type { AssignmentViewerProps } from './components/AssignmentViewer';

/** The assignments area (main area `guidelines`), loaded on demand. */
export const AssignmentsPage = lazyWithTexts(() =>
  import('./pages/AssignmentsPage').then((m) => ({ default: m.AssignmentsPage })),
);

/** The `guideline` print type, loaded on demand. */
export const assignmentPrint: PrintEntry = {
  type: 'guideline',
  Renderer: lazyWithTexts(() =>
    import('./print/AssignmentPrint').then((m) => ({ default: m.AssignmentPrint })),
  ),
};
