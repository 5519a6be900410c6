import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AccessFailureLogsPage } from '../../features/auth';
import { GeneralSettingsPage } from '../../features/branch';
import {
  FontsPage,
  HistoryCleanupPage,
  LockSettingsPage,
  LogoPage,
  MapsSettingsPage,
  DownloadLinksPage,
  StreamingSettingsPage,
  SmtpPage,
  ThemeColourPage,
} from '../../features/settings';
import { AuditLogPage } from '../../features/audit';
import { GroupsPage } from '../../features/groups';
import { ProgramsPage } from '../../features/programs';
import { UsersAdminPage } from '../../features/users';
import { CompanyDataAdminPage } from '../../features/companyData';
import { TeamsAdminPage } from '../../features/teams';
import { RundownTemplatesPage } from '../../features/rundownTemplates';
import { ProductionLookupsAdminPage } from '../../features/productions';
import { DevicesPage } from '../../features/devices';
import { SearchIndexPage } from '../../features/searchIndex';
import { LicencePage } from '../../features/licence';
import { DirectoryPage } from '../../features/ldap';
import { RemoteAdminPage } from '../../features/remote';
import { WorkspacesPage } from '../../features/workspaces';
import { NotAvailable } from '../../shared/components';
import type { AdminAreaKey } from '../menus/adminMenu';
import { AgencyAdminArea } from './AgencyAdminArea';
import { WordpressSitesArea } from './WordpressSitesArea';
import { ReportTermsArea } from './ReportTermsArea';
import { RoundListAdminArea } from './RoundListAdminArea';
import { RegistrationsArea } from './RegistrationsArea';

/** Props of {@link AdminArea}. */
export interface AdminAreaProps {
  area: AdminAreaKey;
  canEdit: boolean;
}

/** The admin areas whose page needs at most to know whether the administrator may edit. */
const ADMIN_AREA_PAGES: Partial<Record<AdminAreaKey, ComponentType<{ canEdit: boolean }>>> = {
  general: GeneralSettingsPage,
  accessFailureLogs: AccessFailureLogsPage,
  logo: LogoPage,
  fonts: FontsPage,
  themeColour: ThemeColourPage,
  historyCleanup: HistoryCleanupPage,
  smtp: SmtpPage,
  maps: MapsSettingsPage,
  streaming: StreamingSettingsPage,
  downloadLinks: DownloadLinksPage,
  settings: LockSettingsPage,
  logs: AuditLogPage,
  groups: GroupsPage,
  programs: ProgramsPage,
  users: UsersAdminPage,
  teams: TeamsAdminPage,
  devices: DevicesPage,
  searchIndex: SearchIndexPage,
  activeDirectory: DirectoryPage,
  agency: AgencyAdminArea,
  wordpressConfigs: WordpressSitesArea,
  license: LicencePage,
  registrations: RegistrationsArea,
  remote: RemoteAdminPage,
  workspaces: WorkspacesPage,
};

/** The body of one admin area: built areas show their page, the rest say they are not yet. */
export function AdminArea({ area, canEdit }: AdminAreaProps) {
  const { t } = useTranslation();
  const Page = ADMIN_AREA_PAGES[area];
  if (Page) return <Page canEdit={canEdit} />;
  switch (area) {
    case 'types':
    case 'vehicles':
    case 'editorials':
    case 'classifications':
    case 'branches':
    case 'configs':
      return <CompanyDataAdminPage area={area} canEdit={canEdit} />;
    case 'rundownTemplates':
      return <RundownTemplatesPage />;
    case 'productionTypes':
      return <ProductionLookupsAdminPage kind="production_types" />;
    case 'productionResources':
      return <ProductionLookupsAdminPage kind="production_resources" />;
    case 'reportCategories':
      return <ReportTermsArea list="report_categories" canEdit={canEdit} />;
    case 'reportEvents':
      return <ReportTermsArea list="report_events" canEdit={canEdit} />;
    case 'institutions':
    case 'segments':
      return <RoundListAdminArea list={area} canEdit={canEdit} />;
    default:
      return <NotAvailable areaName={t(`menu:adminAreas.${area}`)} />;
  }
}
