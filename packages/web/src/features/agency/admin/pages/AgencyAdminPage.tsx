import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgencySettingsTab } from '../components/AgencySettingsTab';
import { CategoriesTab } from '../components/CategoriesTab';
import { ConnectorsTab } from '../components/ConnectorsTab';
import { SourcesTab } from '../components/SourcesTab';
import { useAgencyAdminLive } from '../hooks/useAgencyAdminLive';

/** Props of {@link AgencyAdminPage}. */
export interface AgencyAdminPageProps {
  /** ROLE_ADMIN_WRITE: create, edit, delete and save; otherwise read-only. */
  canEdit: boolean;
  /**
   * ROLE_AGENCY_READ: the lists follow the `agency` topic. Without it the server would close the
   * socket, so the lists only take the answers of this administrator's own changes.
   */
  hearsAgency: boolean;
}

/** Follows `/topic/agency`; rendered only for users the server lets subscribe. */
function AgencyAdminLive() {
  useAgencyAdminLive();
  return null;
}

/**
 * Admin "agency" (spec 3 §2 source lists): sources, categories, connectors and the agency
 * settings, one tab each.
 */
export function AgencyAdminPage({ canEdit, hearsAgency }: AgencyAdminPageProps) {
  const { t } = useTranslation();
  return (
    <>
      {hearsAgency && <AgencyAdminLive />}
      <Tabs
        data-testid="agency-admin"
        items={[
          {
            key: 'sources',
            label: t('agencyAdmin:tabs.sources'),
            children: <SourcesTab canEdit={canEdit} />,
          },
          {
            key: 'categories',
            label: t('agencyAdmin:tabs.categories'),
            children: <CategoriesTab canEdit={canEdit} />,
          },
          {
            key: 'connectors',
            label: t('agencyAdmin:tabs.connectors'),
            children: <ConnectorsTab canEdit={canEdit} />,
          },
          {
            key: 'settings',
            label: t('agencyAdmin:tabs.settings'),
            children: <AgencySettingsTab canEdit={canEdit} />,
          },
        ]}
      />
    </>
  );
}
