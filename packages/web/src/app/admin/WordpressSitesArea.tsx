import { hasRoles } from '@newsroom/domain';
import { useAuth } from '../../features/auth';
import { WordpressSitesPage } from '../../features/posts';
import { ROLE_POST_READ } from '../menus/adminRoles';

/** Admin "WordPress sites": live from the posts topic only for administrators who may hear it. */
export function WordpressSitesArea({ canEdit }: { canEdit: boolean }) {
  const { me } = useAuth();
  const hearsPosts = me !== null && hasRoles(me.roles, [ROLE_POST_READ]);
  return <WordpressSitesPage canEdit={canEdit} hearsPosts={hearsPosts} />;
}
