import { useTranslation } from 'react-i18next';
import { AccessFailureLogsPage } from '../../features/auth';
import { GeneralSettingsPage } from '../../features/branch';
import {
  FontsPage,
  HistoryCleanupPage,
  LockSettingsPage,
  LogoPage,
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
import { NotAvailable } from '../../shared/components';
import type { AdminAreaKey } from '../menus/adminMenu';

/** Props of {@link AdminArea}. */
export interface AdminAreaProps {
  area: AdminAreaKey;
  canEdit: boolean;
}

/** The body of one admin area: general settings and access-failure logs exist, the rest say so. */
export function AdminArea({ area, canEdit }: AdminAreaProps) {
  const { t } = useTranslation();
  switch (area) {
    case 'general':
      return <GeneralSettingsPage canEdit={canEdit} />;
    case 'accessFailureLogs':
      return <AccessFailureLogsPage />;
    case 'logo':
      return <LogoPage canEdit={canEdit} />;
    case 'fonts':
      return <FontsPage canEdit={canEdit} />;
    case 'themeColour':
      return <ThemeColourPage canEdit={canEdit} />;
    case 'historyCleanup':
      return <HistoryCleanupPage canEdit={canEdit} />;
    case 'smtp':
      return <SmtpPage canEdit={canEdit} />;
    case 'settings':
      return <LockSettingsPage canEdit={canEdit} />;
    case 'logs':
      return <AuditLogPage />;
    case 'groups':
      return <GroupsPage canEdit={canEdit} />;
    case 'programs':
      return <ProgramsPage canEdit={canEdit} />;
    case 'users':
      return <UsersAdminPage />;
    case 'types':
    case 'vehicles':
    case 'editorials':
    case 'classifications':
    case 'branches':
    case 'configs':
      return <CompanyDataAdminPage area={area} canEdit={canEdit} />;
    case 'teams':
      return <TeamsAdminPage />;
    case 'rundownTemplates':
      return <RundownTemplatesPage />;
    case 'productionTypes':
      return <ProductionLookupsAdminPage kind="production_types" />;
    case 'productionResources':
      return <ProductionLookupsAdminPage kind="production_resources" />;
    case 'devices':
      return <DevicesPage canEdit={canEdit} />;
    case 'searchIndex':
      return <SearchIndexPage canEdit={canEdit} />;
    default:
      return <NotAvailable areaName={t(`menu:adminAreas.${area}`)} />;
  }
}
