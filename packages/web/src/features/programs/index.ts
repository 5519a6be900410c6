import { lazyWithTexts } from '../../shared/i18n';

/** Programs (shows): the admin screen and the home card of the programs the user may use. */
export { MyProgramsCard } from './components/MyProgramsCard';
export { useAccessiblePrograms } from './hooks/useAccessiblePrograms';
export { ProgramPicker } from './components/ProgramPicker';
export { ACCESSIBLE_PROGRAMS_KEY } from './api/programsApi';
export { formatSchedule } from './components/timeOfDay';
export type { ProgramsPageProps } from './pages/ProgramsPage';

/** Admin "programs", loaded on demand. */
export const ProgramsPage = lazyWithTexts(() =>
  import('./pages/ProgramsPage').then((m) => ({ default: m.ProgramsPage })),
);
