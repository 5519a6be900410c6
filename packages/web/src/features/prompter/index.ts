import { lazyWithTexts } from '../../shared/i18n';

/** Prompter and studio views (issue 26): each a window of its own, loaded on demand. */

/** The web prompter (`/prompter/:rundownId`). */
export const PrompterPage = lazyWithTexts(() =>
  import('./pages/PrompterPage').then((m) => ({ default: m.PrompterPage })),
);
/** The presenter's view (`/presenter/:rundownId`). */
export const PresenterPage = lazyWithTexts(() =>
  import('./pages/PresenterPage').then((m) => ({ default: m.PresenterPage })),
);
/** The control room's view (`/control/:rundownId`). */
export const ControlPage = lazyWithTexts(() =>
  import('./pages/ControlPage').then((m) => ({ default: m.ControlPage })),
);
/** The studio clock (`/clock`). */
export const ClockPage = lazyWithTexts(() =>
  import('./pages/ClockPage').then((m) => ({ default: m.ClockPage })),
);
