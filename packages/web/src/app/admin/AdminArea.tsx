import { useTranslation } from 'react-i18next';
import { AccessFailureLogsPage } from '../../features/auth';
import { GeneralSettingsPage } from '../../features/branch';
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
    default:
      return <NotAvailable areaName={t(`menu:adminAreas.${area}`)} />;
  }
}
