import { InstitutionsTab } from './InstitutionsTab';
import { RoundListsLive } from './RoundListsLive';
import { SegmentsTab } from './SegmentsTab';

/** Props of {@link RoundListAdminPage}. */
export interface RoundListAdminPageProps {
  list: 'institutions' | 'segments';
  /** Create, edit and delete; otherwise read-only. */
  canEdit: boolean;
  /** ROLE_ROUND_READ: the list follows its topic; otherwise only this administrator's own saves. */
  hearsRounds: boolean;
}

/** Admin "Institutions" and "Segments" (spec 3 §2 admin lists): the rounds' lists in /admin. */
export function RoundListAdminPage({ list, canEdit, hearsRounds }: RoundListAdminPageProps) {
  return (
    <>
      {hearsRounds && <RoundListsLive />}
      {list === 'institutions' ? (
        <InstitutionsTab canEdit={canEdit} />
      ) : (
        <SegmentsTab canEdit={canEdit} />
      )}
    </>
  );
}
