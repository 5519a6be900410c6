import { lazy } from 'react';

/** Prompter and studio views (issue 26): each a window of its own, loaded on demand. */

/** The web prompter (`/prompter/:rundownId`). */
export const PrompterPage = lazy(() =>
  import('./pages/PrompterPage').then((m) => ({ default: m.PrompterPage })),
);
/** The presenter's view (`/presenter/:rundownId`). */
export const PresenterPage = lazy(() =>
  import('./pages/PresenterPage').then((m) => ({ default: m.PresenterPage })),
);
/** The control room's view (`/control/:rundownId`). */
export const ControlPage = lazy(() =>
  import('./pages/ControlPage').then((m) => ({ default: m.ControlPage })),
);
/** The studio clock (`/clock`). */
export const ClockPage = lazy(() =>
  import('./pages/ClockPage').then((m) => ({ default: m.ClockPage })),
);
