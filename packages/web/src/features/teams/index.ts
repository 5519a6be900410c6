import { lazyWithTexts } from '../../shared/i18n';
import type { PrintEntry } from '../../shared/print';

/**
 * Teams: the admin page (list, form, schedule), the schedule panel the main area reuses, and the
 * team grid's print page (the main area `teamSchedule` loads from its page's module,
 * app/main/lazyAreas.ts).
 */
export { TeamSchedulePanel } from './components/TeamSchedulePanel';
export type { TeamSchedulePanelProps } from './components/TeamSchedulePanel';

/** Admin "teams", loaded on demand. */
export const TeamsAdminPage = lazyWithTexts(() =>
  import('./pages/TeamsAdminPage').then((m) => ({ default: m.TeamsAdminPage })),
);

/** The `teamGrid` print type (options `{ from }`: the week's first day), loaded on demand. */
export const teamGridPrint: PrintEntry = {
  type: 'teamGrid',
  Renderer: lazyWithTexts(() =>
    import('./print/TeamGridPrint').then((m) => ({ default: m.TeamGridPrint })),
  ),
};
