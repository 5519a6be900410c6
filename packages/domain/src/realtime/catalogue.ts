import type { BlockId, RundownId } from '../platform/ids';
import type { Assignment, Proposal } from '../assignments/assignment';
import type { BranchConfig } from '../branch/branchConfig';
import type { Calendar, CalendarCategory, CalendarEvent } from '../calendar/calendar';
import type { Chat, ChatMemberLeft, ChatMessage, ChatReadMark, ChatTyping } from '../chat/chat';
import type { UserPresence } from '../chat/presence';
import type { Contact, ContactGroup } from '../contacts/contact';
import type { AreaConfigs, ConfigArea } from '../companyData/areaConfigs';
import type { Branch } from '../companyData/branches';
import type { Classification, DocumentType, Editorial, Vehicle } from '../companyData/lookups';
import type { DeviceStatus, DeviceSummary } from '../devices/device';
import type { DirectoryConfig, SyncState } from '../directory/directoryConfig';
import type { RundownMosState } from '../devices/mos';
import type { LockView } from '../documents/locks';
import type { Group } from '../groups/group';
import type { Notification } from '../notifications/notification';
import type { NewsReport } from '../newsReports/newsReport';
import type { Notice } from '../notices/notice';
import type { AgencyCategory, AgencyItem, AgencyLane, AgencySource } from '../agency/agency';
import type { NewsSuggestion } from '../agency/newsSuggestion';
import type { Post } from '../posts/post';
import type { Institution, Round, Segment } from '../rounds/round';
import type { RoundCall } from '../rounds/roundCall';
import type { WordpressSite } from '../posts/wordpressSite';
import type { Report } from '../reports/report';
import type { ReportTerm } from '../reports/reportTerms';
import type { ProductionLookup } from '../productions/productionLookups';
import type { Production } from '../productions/production';
import type { Program } from '../programs/program';
import type { PrompterPositionEvent } from '../prompter/prompter';
import type { Block, Rundown, StoryRow } from '../rundowns/rundown';
import type { BlockStoryOrder } from '../rundowns/rundownRules';
import type { RundownStatusChange } from '../rundowns/onAir';
import type {
  RundownTemplate,
  StoryTemplate,
  TemplateBlock,
  TemplateStory,
} from '../rundownTemplates/rundownTemplate';
import type { IndexProgress } from '../search/search';
import type { SettingsViews } from '../settings/settings';
import type { StorySummary } from '../stories/story';
import type { Team, TeamChange } from '../teams/team';
import type { PublicUser, UserAdminRow } from '../users/user';
import type { Action, Topic } from './topics';

/**
 * What every real-time event carries (spec 1 §7), by topic, then entity, then action: the one
 * contract the server emits with, masks per viewer and the web applies. A topic with no entry
 * carries nothing yet.
 */
export interface TopicCatalogue {
  rundowns: {
    rundown: {
      CREATE: Rundown;
      UPDATE: Rundown;
      PATCH: FieldChangeOf<Rundown>;
      DELETE: { id: number };
    };
    rundown_mos: { UPDATE: RundownMosState };
    /** Display statuses given and the on-air marker after them (rundowns/onAir.ts). */
    rundown_status: { UPDATE: RundownStatusChange };
  };
  blocks: {
    block: {
      CREATE: Block;
      UPDATE: Block;
      PATCH: FieldChangeOf<Block> & { rundownId: RundownId };
      DELETE: { id: number; rundownId: RundownId };
      ORDER: { rundownId: RundownId; blockIds: BlockId[] };
    };
  };
  stories: {
    story: {
      CREATE: RundownStory | DrawerStory;
      UPDATE: RundownStory | DrawerStory;
      PATCH: FieldChangeOf<StoryRow> & { rundownId: RundownId | null; story: StoryRow };
      DELETE: { id: number; blockId: BlockId | null; rundownId: RundownId | null };
      /** Stories moved within or across rundowns: each touched block's new order. */
      MOVE: { rundownIds: RundownId[]; blocks: BlockStoryOrder[] };
    };
  };
  assignments: DocumentEvents<'assignments'>;
  news_reports: DocumentEvents<'news_reports'>;
  productions: DocumentEvents<'productions'> & {
    production_resource: LookupEvents<ProductionLookup>;
    production_type: LookupEvents<ProductionLookup>;
  };
  contacts: {
    /** Private contacts reach only their owner. */
    contact: Crud<Contact, { id: number }>;
    contact_group: Crud<ContactGroup>;
  };
  calendar: {
    /** Private calendars reach only their owner; shared ones their groups. */
    calendar: Crud<Calendar>;
    calendar_category: Crud<CalendarCategory, { id: number; calendarId: number }>;
  };
  calendar_event: {
    /** Reaches whoever sees the event's calendar. */
    calendar_event: Crud<CalendarEvent, { id: number; calendarId: number }>;
  };
  notifications: {
    /** Each reaches its own user only (REMINDER: a calendar reminder fired). */
    notification: { CREATE: Notification; REMINDER: Notification; READ: { ids: number[] | 'all' } };
  };
  chat: {
    /**
     * Each reaches the chat's members only (root included only as a member): a new chat, people
     * added (the chat after), a member who left (to those who stay and to the one who left).
     */
    chat: { CREATE: Chat; MEMBERS_ADDED: Chat; MEMBER_LEFT: ChatMemberLeft };
    chat_message: { MESSAGE_SENT: ChatMessage; MESSAGE_READ: ChatReadMark; IS_TYPING: ChatTyping };
  };
  agency: {
    /** New items of one poll of one source, newest first; UPDATE: an item was used. */
    agency_item: { CREATE: { sourceId: number; items: AgencyItem[] }; UPDATE: AgencyItem };
    /** Administrators' lists; UPDATE also when a poll changes a source's state. */
    agency_source: Crud<AgencySource>;
    agency_category: Crud<AgencyCategory>;
    /** Reaches the lane's owner only. */
    agency_lane: Crud<AgencyLane> & { ORDER: { ids: number[] } };
    news_suggestion: Crud<NewsSuggestion>;
  };
  notices: {
    notice: { CREATE: Notice; DELETE: { id: string } };
  };
  /** Posts (masked per viewer, as other documents) and the sites they are published to. */
  posts: DocumentEvents<'posts'> & { wordpress_site: Crud<WordpressSite> };
  /** Reports (masked per viewer, as other documents) and their categories and events. */
  reports: DocumentEvents<'reports'> & {
    report_category: Crud<ReportTerm>;
    report_event: Crud<ReportTerm>;
  };
  proposals: {
    proposal: Crud<Proposal, { id: number; date: string | null }>;
  };
  /** The rounds' administration lists and the day sheet's calls (ROLE_ROUND_READ). */
  segments: { segment: Crud<Segment> };
  institutions: { institution: Crud<Institution> };
  rounds: {
    round: Crud<Round>;
    /** A call of a day saved (CREATE the first time) or linked to a guideline or proposal. */
    round_call: { CREATE: RoundCall; UPDATE: RoundCall };
  };
  entity_locker: Record<string, LockEvents>;
  sessions: {
    session: {
      LOGGED_IN: { userId: number; nickname: string; name: string; online: true };
      LOGGED_OUT: { userId: number; online: boolean };
    };
    /** A user's presence changed (online, away, offline), from their sockets on every instance. */
    presence: { UPDATE: UserPresence };
  };
  users: {
    /** Administrators get the whole row; everyone else the public part. */
    user: Crud<UserAdminRow | PublicUser, UserAdminRow>;
  };
  groups: { group: Crud<Group> };
  teams: {
    team: Crud<Team>;
    team_change: {
      UPDATE: TeamChange & { teamId: number };
      DELETE: { teamId: number; id: number };
    };
  };
  programs: {
    /** A restricted program's events reach only its groups' members. */
    program: Crud<Program>;
    /** A restricted program changed, for administrators outside its groups: reload. */
    restricted_program: Crud<{ id: number }>;
    /** Access to a program may have changed for the receiver: reload. */
    program_access: { UPDATE: { id: number } | null };
  };
  company_data: {
    type: LookupEvents<DocumentType>;
    vehicle: LookupEvents<Vehicle>;
    editorial: LookupEvents<Editorial>;
    classification: LookupEvents<Classification>;
  };
  branches: { branch: LookupEvents<Branch> };
  branch: { branch_config: { UPDATE: BranchConfig } };
  settings: { [S in keyof SettingsViews]: { UPDATE: SettingsViews[S] } } & {
    [A in ConfigArea as `${A}_config`]: { UPDATE: AreaConfigs[A] & { version: number } };
  };
  devices: {
    device: Crud<DeviceSummary, DeviceSummary>;
    device_status: { UPDATE: DeviceStatus };
  };
  index: { index: { UPDATE: IndexProgress } };
  /** An operator's prompter moved (reaches the rundown's readers, as the rundown's events). */
  prompter: { prompter_position: { UPDATE: PrompterPositionEvent } };
  /** Directory sync (administrators): its configuration saved, its state at each step of a sync. */
  ldap: { ldap_config: { UPDATE: DirectoryConfig }; sync_state: { UPDATE: SyncState } };
  media: {
    /** The objects a MOS device announced changed (profile 1): its media-centre list reloads. */
    mos_objects: { UPDATE: { deviceId: number } };
  };
  rundown_templates: {
    rundown_template: {
      CREATE: RundownTemplate;
      UPDATE: RundownTemplate;
      PATCH: { id: number; field: 'name'; value: string };
      DELETE: { id: number; programId: number };
    };
  };
  block_templates: {
    template_block: {
      CREATE: TemplateBlock;
      PATCH: FieldChangeOf<TemplateBlock> & { templateId: number };
      DELETE: { id: number; templateId: number };
    };
    template_story: {
      CREATE: TemplateStory & { templateId: number };
      PATCH: FieldChangeOf<TemplateStory> & { templateId: number; blockId: BlockId };
      DELETE: { id: number; templateId: number; blockId: BlockId };
    };
  };
  story_templates: {
    story_template: Crud<StoryTemplate, { id: number; programId: number | null }>;
  };
}

/** A story in a rundown, with the rundown it is in. */
export type RundownStory = StoryRow & { rundownId: RundownId };
/** A story of the drawer (in no rundown), as its list shows it. */
export type DrawerStory = StorySummary & { allowedUserIds: number[]; rundownId: null };

/** One field of an entity set to a new value. */
export interface FieldChangeOf<T> {
  id: number;
  field: keyof T & string;
  value: T[keyof T];
}

type Crud<T, Deleted = { id: number }> = { CREATE: T; UPDATE: T; DELETE: Deleted };
type LookupEvents<T> = Crud<T>;

/** The document kinds whose events the kernel publishes: each topic's entity, key and document. */
export interface DocumentTopics {
  assignments: { entity: 'assignment'; editKey: 'assignment'; document: Assignment };
  news_reports: { entity: 'news_report'; editKey: 'newsReport'; document: NewsReport };
  productions: { entity: 'production'; editKey: 'production'; document: Production };
  posts: { entity: 'post'; editKey: 'post'; document: Post };
  reports: { entity: 'report'; editKey: 'report'; document: Report };
}
export type DocumentTopic = keyof DocumentTopics;

/**
 * A document kind's events: the whole document on create and update (masked per viewer), one
 * field with the document after it on PATCH (under the kind's edit key), its id and date on delete.
 */
export interface DocumentEventData<D, EditKey extends string> {
  CREATE: D;
  UPDATE: D;
  PATCH: FieldChangeOf<D> & { [K in EditKey]: D };
  DELETE: { id: number; date: string };
}
type DocumentEvents<T extends DocumentTopic> = {
  [E in DocumentTopics[T]['entity']]: DocumentEventData<
    DocumentTopics[T]['document'],
    DocumentTopics[T]['editKey']
  >;
};

/** A lock taken or taken over, or let go. */
export interface LockEvents {
  LOCK: LockView & { previousUserId: number | null };
  TAKE_OVER: LockView & { previousUserId: number | null };
  UNLOCK: { uuid: string; entityType: string; entityId: string; expired?: true };
}

type Catalogue = TopicCatalogue & { [T in Exclude<Topic, keyof TopicCatalogue>]: object };
/** The entities a topic's events name. */
export type EntityOf<T extends Topic> = keyof Catalogue[T] & string;
type ActionsOf<T extends Topic, E extends EntityOf<T>> = Catalogue[T][E];
/** The actions an entity's events on a topic take. */
export type ActionOf<T extends Topic, E extends EntityOf<T>> = keyof ActionsOf<T, E> & Action;
/** What an event of a topic, entity and action carries. */
export type EventData<T extends Topic, E extends EntityOf<T>, A extends ActionOf<T, E>> = ActionsOf<
  T,
  E
>[A];

/** The fields an event names itself by, one variant per topic, entity and action. */
export type EventHead<T extends Topic = Topic> = {
  [P in T]: {
    [E in EntityOf<P>]: {
      [A in keyof ActionsOf<P, E> & Action]: {
        topic: P;
        entity: E;
        action: A;
        data: ActionsOf<P, E>[A];
      };
    }[keyof ActionsOf<P, E> & Action];
  }[EntityOf<P>];
}[T];

/** What every message says besides its topic, entity, action and data. */
export interface EventEnvelope {
  /** Outbox sequence number: increases with every event, so a client can notice a gap. */
  seq: number;
  /** The entity's id, when there is one. */
  id: string | number | null;
  /** The entity's version after the change, when it has one. */
  version: number | null;
  /** The session whose request caused the event, so its own tab can skip the echo. */
  originSession: string | null;
}

/** The body of every message on a topic (of `T`, by default of any). */
export type RealtimeEvent<T extends Topic = Topic> = EventHead<T> & EventEnvelope;
