import type { AreaManifest, AreaRegistry } from '../platform/areas/manifest';
import { buildAreaRegistry } from '../platform/areas/registry';
import { healthManifest } from './health/health.manifest';
import { authManifest } from './auth/auth.manifest';
import { usersManifest } from './users/users.manifest';
import { branchManifest } from './branch/branch.manifest';
import { bootstrapManifest } from './bootstrap/bootstrap.manifest';
import { locksManifest } from './locks/locks.manifest';
import { filesManifest } from './files/files.manifest';
import { settingsManifest } from './settings/settings.manifest';
import { mailManifest } from './mail/mail.manifest';
import { auditManifest } from './audit/audit.manifest';
import { groupsManifest } from './groups/groups.manifest';
import { programsManifest } from './programs/programs.manifest';
import { companyDataManifest } from './companyData/companyData.manifest';
import { teamsManifest } from './teams/teams.manifest';
import { rundownTemplatesManifest } from './rundownTemplates/rundownTemplates.manifest';
import { storyTemplatesManifest } from './storyTemplates/storyTemplates.manifest';
import { rundownsManifest } from './rundowns/rundowns.manifest';
import { assignmentsManifest } from './assignments/assignments.manifest';
import { proposalsManifest } from './proposals/proposals.manifest';
import { storiesManifest } from './stories/stories.manifest';
import { productionsManifest } from './productions/productions.manifest';
import { newsReportsManifest } from './newsReports/newsReports.manifest';
import { contactsManifest } from './contacts/contacts.manifest';
import { notificationsManifest } from './notifications/notifications.manifest';
import { noticesManifest } from './notices/notices.manifest';
import { creditsManifest } from './credits/credits.manifest';
import { scriptsManifest } from './scripts/scripts.manifest';
import { prompterManifest } from './prompter/prompter.manifest';
import { searchManifest } from './search/search.manifest';
import { mediaManifest } from './media/media.manifest';
import { devicesManifest } from './devices/devices.manifest';
import { mosManifest } from './mos/mos.manifest';
import { calendarManifest } from './calendar/calendar.manifest';
import { chatManifest } from './chat/chat.manifest';
import { agencyManifest } from './agency/agency.manifest';
import { postsManifest } from './posts/posts.manifest';
import { reportsManifest } from './reports/reports.manifest';
import { roundsManifest } from './rounds/rounds.manifest';
import { licenceManifest } from './licence/licence.manifest';
import { ldapManifest } from './ldap/ldap.manifest';
import { mapsManifest } from './maps/maps.manifest';
import { chartsManifest } from './charts/charts.manifest';
import { remoteManifest } from './remote/remote.manifest';
import { workspacesManifest } from './workspaces/workspaces.manifest';

/** Every area of the app, in the order their routes are registered. */
export const AREA_MANIFESTS: readonly AreaManifest[] = [
  healthManifest,
  authManifest,
  usersManifest,
  branchManifest,
  bootstrapManifest,
  locksManifest,
  filesManifest,
  settingsManifest,
  mailManifest,
  auditManifest,
  groupsManifest,
  programsManifest,
  companyDataManifest,
  teamsManifest,
  rundownTemplatesManifest,
  storyTemplatesManifest,
  rundownsManifest,
  assignmentsManifest,
  proposalsManifest,
  storiesManifest,
  productionsManifest,
  newsReportsManifest,
  contactsManifest,
  notificationsManifest,
  noticesManifest,
  creditsManifest,
  scriptsManifest,
  prompterManifest,
  searchManifest,
  mediaManifest,
  devicesManifest,
  mosManifest,
  calendarManifest,
  chatManifest,
  agencyManifest,
  postsManifest,
  reportsManifest,
  remoteManifest,
  roundsManifest,
  licenceManifest,
  ldapManifest,
  mapsManifest,
  chartsManifest,
  workspacesManifest,
];

/** The registry of every area: what the app runs with unless a test brings its own. */
export const appAreas = (): AreaRegistry => buildAreaRegistry(AREA_MANIFESTS);
