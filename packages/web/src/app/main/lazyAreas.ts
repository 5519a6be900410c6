import type { ComponentType } from 'react';
import type { MainAreaKey } from '../menus/mainMenu';
import { lazyNamed, type PreloadableComponent } from '../lazyNamed';

/*
 * The main areas' pages, loaded on demand straight from their modules. Importing them through the
 * features' index files made /main wait for the shared chunks those index files land in (tables,
 * version dialogs, viewers), code that only the areas need.
 */

/** /main's home (the user's programs): not part of the other areas' load. */
export const HomePanel = lazyNamed(() => import('./HomePanel'), 'HomePanel');

/** The page of each main area that is built; the others say they are not available yet. */
export const MAIN_AREA_PAGES: Partial<Record<MainAreaKey, PreloadableComponent<ComponentType>>> = {
  rundown: lazyNamed(() => import('../../features/rundowns/pages/RundownPage'), 'RundownPage'),
  rundownGrid: lazyNamed(
    () => import('../../features/rundowns/pages/RundownGridPage'),
    'RundownGridPage',
  ),
  guidelines: lazyNamed(
    () => import('../../features/assignments/pages/AssignmentsPage'),
    'AssignmentsPage',
  ),
  productions: lazyNamed(
    () => import('../../features/productions/pages/ProductionsPage'),
    'ProductionsPage',
  ),
  productionMap: lazyNamed(
    () => import('../../features/productions/pages/ProductionMapPage'),
    'ProductionMapPage',
  ),
  stories: lazyNamed(() => import('../../features/stories/lists/StoriesPage'), 'StoriesPage'),
  drawer: lazyNamed(() => import('../../features/stories/drawer/DrawerPage'), 'DrawerPage'),
  reportages: lazyNamed(
    () => import('../../features/newsReports/pages/NewsReportsPage'),
    'NewsReportsPage',
  ),
  contacts: lazyNamed(() => import('../../features/contacts/pages/ContactsPage'), 'ContactsPage'),
  mediaCentre: lazyNamed(
    () => import('../../features/media/pages/MediaCentrePage'),
    'MediaCentrePage',
  ),
  trash: lazyNamed(() => import('../../features/trash/pages/TrashPage'), 'TrashPage'),
  archive: lazyNamed(() => import('../../features/archive/pages/ArchivePage'), 'ArchivePage'),
  agency: lazyNamed(() => import('../../features/agency/pages/AgencyPage'), 'AgencyPage'),
  posts: lazyNamed(() => import('../../features/posts/pages/PostsPage'), 'PostsPage'),
  reports: lazyNamed(() => import('../../features/reports/pages/ReportsPage'), 'ReportsPage'),
  newsSuggestions: lazyNamed(
    () => import('../../features/newsSuggestions/pages/NewsSuggestionsPage'),
    'NewsSuggestionsPage',
  ),
  chat: lazyNamed(() => import('../../features/chat/pages/ChatHistoryPage'), 'ChatHistoryPage'),
  calendar: lazyNamed(() => import('../../features/calendar/pages/CalendarPage'), 'CalendarPage'),
  globalSearch: lazyNamed(() => import('../../features/search/pages/SearchPage'), 'SearchPage'),
  teamSchedule: lazyNamed(
    () => import('../../features/teams/pages/TeamSchedulePage'),
    'TeamSchedulePage',
  ),
  scripts: lazyNamed(() => import('../../features/scripts/pages/ScriptsPage'), 'ScriptsPage'),
  rounds: lazyNamed(() => import('../../features/rounds/pages/RoundsPage'), 'RoundsPage'),
  creditsList: lazyNamed(
    () => import('../../features/credits/pages/CreditsListPage'),
    'CreditsListPage',
  ),
  managerialCharts: lazyNamed(() => import('../../features/charts/pages/ChartsPage'), 'ChartsPage'),
  presenterRates: lazyNamed(
    () => import('../../features/rundowns/pages/PresenterRatesPage'),
    'PresenterRatesPage',
  ),
};
