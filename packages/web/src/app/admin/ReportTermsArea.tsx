import { hasRoles, roleName } from '@newsroom/domain';
import { useAuth } from '../../features/auth';
import { ReportTermsPage, type ReportTermList } from '../../features/reports';

/** Role needed to hear the reports topic, which keeps the report lists live. */
const ROLE_REPORT_READ = roleName('report', 'read');

/**
 * Admin "report categories" and "report events": live from the reports topic only for
 * administrators who may hear it. Keyed by list, so switching lists starts afresh.
 */
export function ReportTermsArea({ list, canEdit }: { list: ReportTermList; canEdit: boolean }) {
  const { me } = useAuth();
  const hearsReports = me !== null && hasRoles(me.roles, [ROLE_REPORT_READ]);
  return <ReportTermsPage key={list} list={list} canEdit={canEdit} hearsReports={hearsReports} />;
}
