/** Props of an admin settings page. */
export interface SettingsPageProps {
  /** ROLE_ADMIN_WRITE: may save; otherwise the page is read-only. */
  canEdit: boolean;
}
