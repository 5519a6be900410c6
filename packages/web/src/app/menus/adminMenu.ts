import {
  AlertOutlined,
  ApartmentOutlined,
  BuildOutlined,
  BankOutlined,
  PartitionOutlined,
  ProjectOutlined,
  BgColorsOutlined,
  CarOutlined,
  ControlOutlined,
  FlagOutlined,
  FolderOutlined,
  ReadOutlined,
  TagsOutlined,
  UsergroupAddOutlined,
  CloudOutlined,
  CloudServerOutlined,
  ClusterOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  EnvironmentOutlined,
  FileSearchOutlined,
  FontSizeOutlined,
  GlobalOutlined,
  HistoryOutlined,
  IdcardOutlined,
  MailOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  SettingOutlined,
  StopOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuArea } from './menuArea';

/**
 * The admin menu: the admin areas of spec 1 §2, then users, groups, programs and the company data
 * (teams, branches, types, vehicles, editorials, classifications, area configurations), the
 * report categories and events, the agency's sources, the WordPress sites posts go to, and the
 * rounds' institutions and segments (spec 3 §2), and the document workspaces (spec 3 §7). Like /main,
 * /admin switches areas by query (`/admin?area=<key>`); without one it opens general settings.
 */
export const ADMIN_AREAS = [
  { key: 'general', icon: SettingOutlined },
  { key: 'logo', icon: PictureOutlined },
  { key: 'fonts', icon: FontSizeOutlined },
  { key: 'themeColour', icon: BgColorsOutlined },
  { key: 'historyCleanup', icon: HistoryOutlined },
  { key: 'license', icon: SafetyCertificateOutlined },
  { key: 'logs', icon: FileSearchOutlined },
  { key: 'accessFailureLogs', icon: StopOutlined },
  { key: 'maps', icon: EnvironmentOutlined },
  { key: 'smtp', icon: MailOutlined },
  { key: 'devices', icon: DesktopOutlined },
  { key: 'registrations', icon: DatabaseOutlined },
  { key: 'remote', icon: CloudServerOutlined },
  { key: 'activeDirectory', icon: ClusterOutlined },
  { key: 'settings', icon: ToolOutlined },
  { key: 'searchIndex', icon: SearchOutlined },
  { key: 'users', icon: UserOutlined },
  { key: 'groups', icon: TeamOutlined },
  { key: 'programs', icon: IdcardOutlined },
  { key: 'teams', icon: UsergroupAddOutlined },
  { key: 'branches', icon: ApartmentOutlined },
  { key: 'types', icon: TagsOutlined },
  { key: 'vehicles', icon: CarOutlined },
  { key: 'editorials', icon: ReadOutlined },
  { key: 'classifications', icon: FlagOutlined },
  { key: 'configs', icon: ControlOutlined },
  { key: 'rundownTemplates', icon: ProfileOutlined },
  { key: 'productionTypes', icon: ProjectOutlined },
  { key: 'productionResources', icon: BuildOutlined },
  { key: 'reportCategories', icon: FolderOutlined },
  { key: 'reportEvents', icon: AlertOutlined },
  { key: 'agency', icon: GlobalOutlined },
  { key: 'wordpressConfigs', icon: NotificationOutlined },
  { key: 'institutions', icon: BankOutlined },
  { key: 'segments', icon: PartitionOutlined },
  { key: 'workspaces', icon: CloudOutlined },
] as const satisfies readonly MenuArea[];

/** Key of an admin area. */
export type AdminAreaKey = (typeof ADMIN_AREAS)[number]['key'];

/** The admin area shown when none is chosen. */
export const DEFAULT_ADMIN_AREA: AdminAreaKey = 'general';
