import { lazy } from 'react';

/** Print pages: link encoding and the (not yet printable) print page. */
export {
  encodePrintParams,
  decodePrintParams,
  printPath,
  printRandom,
  PRINT_RANDOM_MAX,
} from './api/printParams';
export type { PrintParams } from './api/printParams';

/** The print page, loaded on demand. */
export const PrintPage = lazy(() =>
  import('./pages/PrintPage').then((m) => ({ default: m.PrintPage })),
);
