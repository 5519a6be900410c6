import { lazy } from 'react';

/*
 * The main areas' pages, loaded on demand straight from their modules. Importing them through the
 * features' index files made /main wait for the shared chunks those index files land in (tables,
 * version dialogs, viewers), code that only the areas need.
 */
export const RundownPage = lazy(() =>
  import('../../features/rundowns/pages/RundownPage').then((m) => ({ default: m.RundownPage })),
);
export const RundownGridPage = lazy(() =>
  import('../../features/rundowns/pages/RundownGridPage').then((m) => ({
    default: m.RundownGridPage,
  })),
);
export const AssignmentsPage = lazy(() =>
  import('../../features/assignments/pages/AssignmentsPage').then((m) => ({
    default: m.AssignmentsPage,
  })),
);
export const ProductionsPage = lazy(() =>
  import('../../features/productions/pages/ProductionsPage').then((m) => ({
    default: m.ProductionsPage,
  })),
);
export const ProductionMapPage = lazy(() =>
  import('../../features/productions/pages/ProductionMapPage').then((m) => ({
    default: m.ProductionMapPage,
  })),
);
export const StoriesPage = lazy(() =>
  import('../../features/stories/lists/StoriesPage').then((m) => ({ default: m.StoriesPage })),
);
export const DrawerPage = lazy(() =>
  import('../../features/stories/drawer/DrawerPage').then((m) => ({ default: m.DrawerPage })),
);
export const NewsReportsPage = lazy(() =>
  import('../../features/newsReports/pages/NewsReportsPage').then((m) => ({
    default: m.NewsReportsPage,
  })),
);
export const MediaCentrePage = lazy(() =>
  import('../../features/media/pages/MediaCentrePage').then((m) => ({
    default: m.MediaCentrePage,
  })),
);
export const TrashPage = lazy(() =>
  import('../../features/trash/pages/TrashPage').then((m) => ({ default: m.TrashPage })),
);
export const ArchivePage = lazy(() =>
  import('../../features/archive/pages/ArchivePage').then((m) => ({ default: m.ArchivePage })),
);
export const SearchPage = lazy(() =>
  import('../../features/search/pages/SearchPage').then((m) => ({ default: m.SearchPage })),
);
