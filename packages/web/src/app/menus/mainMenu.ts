import {
  BarChartOutlined,
  BulbOutlined,
  CalendarOutlined,
  ContactsOutlined,
  ContainerOutlined,
  DashboardOutlined,
  DeleteOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FileWordOutlined,
  GlobalOutlined,
  InboxOutlined,
  MessageOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  PictureOutlined,
  ProfileOutlined,
  ProjectOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SearchOutlined,
  SyncOutlined,
  TableOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { MenuArea } from './menuArea';

/**
 * The main menu: every area of spec 1 §2, in the spec's order. The main route switches areas
 * by query, `/main?area=<key>`, so `/main` stays the one route of spec 1 §2 and unknown
 * sub-paths remain 404s; `/main` alone shows the start panel.
 */
export const MAIN_AREAS = [
  { key: 'agency', icon: GlobalOutlined },
  { key: 'archive', icon: InboxOutlined },
  { key: 'calendar', icon: CalendarOutlined },
  { key: 'creditsList', icon: OrderedListOutlined },
  { key: 'chat', icon: MessageOutlined },
  { key: 'contacts', icon: ContactsOutlined },
  { key: 'drawer', icon: ContainerOutlined },
  { key: 'globalSearch', icon: SearchOutlined },
  { key: 'guidelines', icon: FileTextOutlined },
  { key: 'mediaCentre', icon: PictureOutlined },
  { key: 'newsSuggestions', icon: BulbOutlined },
  { key: 'posts', icon: NotificationOutlined },
  { key: 'productions', icon: ProjectOutlined },
  { key: 'productionMap', icon: EnvironmentOutlined },
  { key: 'reportages', icon: VideoCameraOutlined },
  { key: 'reports', icon: ReadOutlined },
  { key: 'rounds', icon: SyncOutlined },
  { key: 'rundown', icon: UnorderedListOutlined },
  { key: 'rundownGrid', icon: TableOutlined },
  { key: 'scripts', icon: FileWordOutlined },
  { key: 'stories', icon: ProfileOutlined },
  { key: 'teamSchedule', icon: ScheduleOutlined },
  { key: 'trash', icon: DeleteOutlined },
  { key: 'managerialCharts', icon: BarChartOutlined },
  { key: 'presenterRates', icon: DashboardOutlined },
] as const satisfies readonly MenuArea[];

/** Key of a main area. */
export type MainAreaKey = (typeof MAIN_AREAS)[number]['key'];

export { AREA_PARAM } from './areaParam';
