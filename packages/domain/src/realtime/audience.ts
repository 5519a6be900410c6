import { hasRoles, roleName, type Area } from '../auth/roles';
import type { Topic } from './topics';

/**
 * Who may receive an event. Absent fields do not restrict; present ones all must hold.
 * The server evaluates it per subscriber before sending, so private documents and program
 * group restrictions never leak over the socket.
 */
export interface Audience {
  /** Only these users (e.g. a private document's owner and allowed users). */
  userIds?: number[];
  /** Only members of one of these groups (a program's restriction; empty = everyone). */
  programGroupIds?: number[];
  /**
   * Only these users, root included: who may read a private document (its owner and allowed
   * users). Privacy is the owner's choice, not a permission root holds; never a user queue.
   */
  privateTo?: number[];
  /** Only holders of every one of these roles. */
  roles?: string[];
  /** Sockets of these sessions are closed with 1008 after delivery (control, never sent). */
  closeSessionIds?: string[];
}

/** What the server knows of a subscriber. */
export interface Viewer {
  userId: number;
  isRoot: boolean;
  roles: readonly string[];
  groupIds: readonly number[];
}

/** Whether a viewer belongs to an event's audience. */
export function isInAudience(audience: Audience | null | undefined, viewer: Viewer): boolean {
  if (!audience) return true;
  if (audience.userIds && !viewer.isRoot && !audience.userIds.includes(viewer.userId)) return false;
  if (
    audience.programGroupIds &&
    audience.programGroupIds.length > 0 &&
    !viewer.isRoot &&
    !audience.programGroupIds.some((id) => viewer.groupIds.includes(id))
  ) {
    return false;
  }
  if (audience.privateTo && !audience.privateTo.includes(viewer.userId)) return false;
  if (audience.roles && !hasRoles(viewer.roles, audience.roles)) return false;
  return true;
}

/** The area whose read access a topic needs; topics absent here need only a session. */
export const TOPIC_AREAS: Partial<Record<Topic, Area>> = {
  chat: 'chat',
  agency: 'agency',
  productions: 'production',
  contacts: 'contact',
  blocks: 'rundown',
  block_templates: 'rundown',
  calendar: 'calendar',
  calendar_event: 'calendar',
  assignments: 'assignment',
  index: 'admin',
  institutions: 'round',
  ldap: 'admin',
  media: 'media',
  proposals: 'assignment_proposal',
  notices: 'notice',
  posts: 'post',
  news_reports: 'news_report',
  reports: 'report',
  rounds: 'round',
  rundowns: 'rundown',
  rundown_templates: 'rundown',
  segments: 'round',
  stories: 'story',
  story_templates: 'story',
  teams: 'team',
  devices: 'rundown',
  prompter: 'rundown',
};

/** Whether a viewer may subscribe to a topic. */
export function canSubscribeTopic(topic: Topic, viewer: Viewer): boolean {
  const area = TOPIC_AREAS[topic];
  return area === undefined || hasRoles(viewer.roles, [roleName(area, 'read')]);
}
