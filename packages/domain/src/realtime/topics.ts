/**
 * The real-time catalogue (spec 1 §7): every topic a client may subscribe to under
 * `/topic/<name>`, and the actions a message carries.
 */
export const TOPICS = [
  /** Chat messages, members and typing. */ 'chat',
  /** Agency: items, sources, categories, lanes and news suggestions (entity tells which). */ 'agency',
  /** Productions. */ 'productions',
  /** Contacts and contact groups. */ 'contacts',
  /** Blocks of rundowns. */ 'blocks',
  /** Blocks of rundown templates. */ 'block_templates',
  /** Calendars. */ 'calendar',
  /** Calendar events. */ 'calendar_event',
  /** Document edit locks: LOCK, UNLOCK, TAKE_OVER. */ 'entity_locker',
  /** Assignments. */ 'assignments',
  /** Search index rebuild progress. */ 'index',
  /** Institutions of rounds. */ 'institutions',
  /** Directory (LDAP) sync state. */ 'ldap',
  /** Media centre. */ 'media',
  /** Assignment proposals. */ 'proposals',
  /** Notices. */ 'notices',
  /** Notifications to users. */ 'notifications',
  /** Web posts. */ 'posts',
  /** News reports. */ 'news_reports',
  /** Reports. */ 'reports',
  /** Rounds. */ 'rounds',
  /** Rundowns (running orders). */ 'rundowns',
  /** Rundown templates. */ 'rundown_templates',
  /** Segments of rounds. */ 'segments',
  /** Sessions: LOGGED_IN, LOGGED_OUT (online flag); presence UPDATE. */ 'sessions',
  /** Stories. */ 'stories',
  /** Story templates. */ 'story_templates',
  /** Teams. */ 'teams',
  /** Users. */ 'users',
  /** Branch configuration (locale, branch name). */ 'branch',
  /** Groups of users. */ 'groups',
  /** Programs (shows). */ 'programs',
  /** Remote branches. */ 'branches',
  /** Company data lookups: types, vehicles, editorials, classifications (entity tells which). */ 'company_data',
  /** Installation settings and area configurations (entity tells which). */ 'settings',
  /** Prompter screens: the operator's reading position, for the screens that follow it. */ 'prompter',
  /** Devices (playout, CG, MAM...): changes (entity `device`) and connection status (`device_status`). */ 'devices',
] as const;
export type Topic = (typeof TOPICS)[number];

/** Message actions. */
export const ACTIONS = [
  'CREATE',
  'DELETE',
  'UPDATE',
  'PATCH',
  'MOVE',
  'ORDER',
  'LOCK',
  'UNLOCK',
  'TAKE_OVER',
  'READ',
  'MEMBERS_ADDED',
  'MEMBER_LEFT',
  'MESSAGE_READ',
  'MESSAGE_SENT',
  'LOGGED_IN',
  'LOGGED_OUT',
  'IS_TYPING',
  'REMINDER',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Destination of a per-user queue. */
export const USER_QUEUE = '/user/queue/events';

/** Whether `name` is a known topic. */
export function isTopic(name: string): name is Topic {
  return (TOPICS as readonly string[]).includes(name);
}
