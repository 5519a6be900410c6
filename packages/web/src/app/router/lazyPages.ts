import { lazy } from 'react';

/** The authenticated shell (header, menus), loaded after login so the login screen stays light. */
export const MainLayout = lazy(() =>
  import('../layout/MainLayout').then((m) => ({ default: m.MainLayout })),
);
/** The main working area. */
export const MainPage = lazy(() =>
  import('../main/MainPage').then((m) => ({ default: m.MainPage })),
);
/** The administration area. */
export const AdminPage = lazy(() =>
  import('../admin/AdminPage').then((m) => ({ default: m.AdminPage })),
);
/** The preview area. */
export const PreviewPage = lazy(() =>
  import('../preview/PreviewPage').then((m) => ({ default: m.PreviewPage })),
);
/** The print page (its own window), with every feature's printable types. */
export const PrintPage = lazy(() =>
  import('../print/AppPrintPage').then((m) => ({ default: m.AppPrintPage })),
);
