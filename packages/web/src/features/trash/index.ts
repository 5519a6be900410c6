import { lazyWithTexts } from '../../shared/i18n';

/** The trash (issue 8): excluded documents of every kind, with restore. */

/** The trash area (main area `trash`), loaded on demand. */
export const TrashPage = lazyWithTexts(() =>
  import('./pages/TrashPage').then((m) => ({ default: m.TrashPage })),
);
