import { PrintPage } from '../../features/print';
import { guidelinePrint } from '../../features/assignments';
import { reportagePrint } from '../../features/newsReports';
import { productionPrint } from '../../features/productions';
import { rundownPrint } from '../../features/rundowns';
import { storyPrint } from '../../features/stories';

/** Every printable type, from each feature's entry (each loads its renderer on demand). */
export const APP_PRINT_ENTRIES = [
  rundownPrint,
  storyPrint,
  guidelinePrint,
  productionPrint,
  reportagePrint,
];

/** The print page with the app's printable types. */
export function AppPrintPage() {
  return <PrintPage entries={APP_PRINT_ENTRIES} />;
}
