import { PrintPage } from '../../features/print';
import { assignmentPrint } from '../../features/assignments';
import { contactsPrint } from '../../features/contacts';
import { newsReportPrint } from '../../features/newsReports';
import { productionPrint } from '../../features/productions';
import { remotePrint, remoteRundownPrint } from '../../features/remote';
import { rundownPrint } from '../../features/rundowns';
import { scriptsPrint } from '../../features/scripts';
import { storyPrint } from '../../features/stories';
import { teamGridPrint } from '../../features/teams';

/** Every printable type, from each feature's entry (each loads its renderer on demand). */
export const APP_PRINT_ENTRIES = [
  rundownPrint,
  storyPrint,
  assignmentPrint,
  productionPrint,
  newsReportPrint,
  contactsPrint,
  teamGridPrint,
  scriptsPrint,
];

/** The types printed from another branch, read through /api/remote/branches/{branchId}/…. */
export const APP_BRANCH_PRINT_ENTRIES = [remotePrint, remoteRundownPrint];

/** The print page with the app's printable types. */
export function AppPrintPage() {
  return <PrintPage entries={APP_PRINT_ENTRIES} branchEntries={APP_BRANCH_PRINT_ENTRIES} />;
}
