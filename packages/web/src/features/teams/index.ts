import { lazy } from 'react';

/** Teams: the admin page (list, form, schedule) and the schedule panel the main area reuses. */
export { TeamSchedulePanel } from './components/TeamSchedulePanel';
export type { TeamSchedulePanelProps } from './components/TeamSchedulePanel';

/** Admin "teams", loaded on demand. */
export const TeamsAdminPage = lazy(() =>
  import('./pages/TeamsAdminPage').then((m) => ({ default: m.TeamsAdminPage })),
);
