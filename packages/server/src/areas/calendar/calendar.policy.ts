import { hasRoles, type Viewer } from '@newsroom/domain';

/** What the rules need to know of a calendar. */
export interface CalendarAccess {
  isPrivate: boolean;
  ownerId: number | null;
  groupIds: readonly number[];
}

type Who = Pick<Viewer, 'userId' | 'isRoot' | 'roles' | 'groupIds'>;

const isAdmin = (who: Pick<Viewer, 'roles'>) => hasRoles(who.roles, ['ROLE_CALENDAR_ADMIN']);

/**
 * Who may do what with calendars (area `calendar`). Reading needs ROLE_CALENDAR_READ; creating
 * calendars and writing events ROLE_CALENDAR_WRITE. A private calendar exists only for its owner
 * (404 to everyone else, root included: privacy is the owner's choice); a shared one for the
 * members of its groups, or everyone with calendar access when it names none; its owner and root
 * always see it. Only the owner shares or deletes a calendar (a calendar administrator when its
 * owner was removed); its owner or a calendar administrator renames it.
 */
export const calendarPolicy = {
  canRead: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_CALENDAR_READ']),
  canWrite: (who: Pick<Viewer, 'roles'>): boolean => hasRoles(who.roles, ['ROLE_CALENDAR_WRITE']),
  canSee(who: Who, calendar: CalendarAccess): boolean {
    if (!calendarPolicy.canRead(who)) return false;
    if (calendar.ownerId === who.userId) return true;
    if (calendar.isPrivate) return calendar.ownerId === null && isAdmin(who);
    return (
      calendar.groupIds.length === 0 ||
      who.isRoot ||
      calendar.groupIds.some((id) => who.groupIds.includes(id))
    );
  },
  /** Renames it, recolours it, writes its categories and events. */
  canEdit: (who: Who, calendar: CalendarAccess): boolean =>
    calendarPolicy.canWrite(who) && calendarPolicy.canSee(who, calendar),
  /** Changes who it is shared with, or deletes it. */
  isOwner: (who: Who, calendar: CalendarAccess): boolean =>
    calendarPolicy.canSee(who, calendar) &&
    (calendar.ownerId === who.userId || (calendar.ownerId === null && isAdmin(who))),
};
