import { hasRoles } from '@newsroom/domain';
import { useAuth } from '../../features/auth';
import { AgencyAdminPage } from '../../features/agency/admin';
import { ROLE_AGENCY_READ } from '../menus/adminRoles';

/** Admin "agency": live from the agency topic only for administrators who may hear it. */
export function AgencyAdminArea({ canEdit }: { canEdit: boolean }) {
  const { me } = useAuth();
  const hearsAgency = me !== null && hasRoles(me.roles, [ROLE_AGENCY_READ]);
  return <AgencyAdminPage canEdit={canEdit} hearsAgency={hearsAgency} />;
}
