import { lazyNamed } from '../lazyNamed';

/** The authenticated shell (header, menus), loaded after login so the login screen stays light. */
export const MainLayout = lazyNamed(() => import('../layout/MainLayout'), 'MainLayout');
/** The main working area. */
export const MainPage = lazyNamed(() => import('../main/MainPage'), 'MainPage');
/** The administration area. */
export const AdminPage = lazyNamed(() => import('../admin/AdminPage'), 'AdminPage');
/** The preview area. */
export const PreviewPage = lazyNamed(() => import('../preview/PreviewPage'), 'PreviewPage');
/** The print page (its own window), with every feature's printable types. */
export const PrintPage = lazyNamed(() => import('../print/AppPrintPage'), 'AppPrintPage');
/** The map view of one document (its own window, or this one on touch devices). */
export const MapViewPage = lazyNamed(
  () => import('../../features/maps/pages/MapViewPage'),
  'MapViewPage',
);
