import { lazyWithTexts } from '../../shared/i18n';

/** The archive (issue 8): past documents by date range, kind, program and text. */

/** The archive area (main area `archive`), loaded on demand. */
export const ArchivePage = lazyWithTexts(() =>
  import('./pages/ArchivePage').then((m) => ({ default: m.ArchivePage })),
);
