import { lazyWithTexts } from '../../shared/i18n';
import type { PrintEntry } from '../../shared/print';

/** Productions: the area, the map, the detail viewer, the print page and the admin lists. */
export { ProductionViewer } from './components/ProductionViewer';
export type { ProductionViewerProps } from './components/ProductionViewer';

/** The productions area (main area `productions`), loaded on demand. */
export const ProductionsPage = lazyWithTexts(() =>
  import('./pages/ProductionsPage').then((m) => ({ default: m.ProductionsPage })),
);

/** The production map (main area `productionMap`), loaded on demand. */
export const ProductionMapPage = lazyWithTexts(() =>
  import('./pages/ProductionMapPage').then((m) => ({ default: m.ProductionMapPage })),
);

/** The `production` print type, loaded on demand. */
export const productionPrint: PrintEntry = {
  type: 'production',
  Renderer: lazyWithTexts(() =>
    import('./print/ProductionPrint').then((m) => ({ default: m.ProductionPrint })),
  ),
};

/** The admin lists of production types and production resources, loaded on demand. */
export const ProductionLookupsAdminPage = lazyWithTexts(() =>
  import('./admin/ProductionLookupsAdminPage').then((m) => ({
    default: m.ProductionLookupsAdminPage,
  })),
);
