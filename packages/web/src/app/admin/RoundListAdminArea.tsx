import { hasRoles } from '@newsroom/domain';
import { useAuth } from '../../features/auth';
import { RoundListAdminPage } from '../../features/rounds';
import { ROLE_ROUND_READ } from '../menus/adminRoles';

/** Props of {@link RoundListAdminArea}. */
export interface RoundListAdminAreaProps {
  list: 'institutions' | 'segments';
  canEdit: boolean;
}

/** Admin "Institutions" and "Segments": live from their topics only for who may hear them. */
export function RoundListAdminArea({ list, canEdit }: RoundListAdminAreaProps) {
  const { me } = useAuth();
  const hearsRounds = me !== null && hasRoles(me.roles, [ROLE_ROUND_READ]);
  return <RoundListAdminPage list={list} canEdit={canEdit} hearsRounds={hearsRounds} />;
}
