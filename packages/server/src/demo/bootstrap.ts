import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../platform/db/client';
import {
  groupMembers,
  groups,
  programGroups,
  programPeople,
  programs,
  users,
} from '../platform/db/schema';
import { generatePassword, hashPassword } from '../platform/auth/passwords';
import { branchRepository, DEFAULT_BRANCH_NAME } from '../areas/branch/branch.repository';
import {
  DEMO_BRANCH_NAME,
  DEMO_GROUPS,
  DEMO_PASSWORD,
  DEMO_PROGRAMS,
  DEMO_USERS,
} from './demoData';
import { seedGroups } from './groupsDemo';
import { seedPrograms } from './programsDemo';
import { seedSettings } from './settingsDemo';
import { seedCompanyData } from './companyDataDemo';
import { seedAuditHistory } from './auditDemo';
import { seedRundowns } from './rundownsDemo';
import { seedRundownTemplates } from './rundownTemplatesDemo';
import { seedAssignments } from './assignmentsDemo';
import { seedNewsReports } from './newsReportsDemo';
import { seedStories } from './storiesDemo';
import { seedReportageStory } from './reportageStoryDemo';
import { seedProductions } from './productionsDemo';
import { seedDevices } from './devicesDemo';
import { seedArchive } from './archiveDemo';
import { seedContacts } from './contactsDemo';
import { seedCalendar } from './calendarDemo';
import { seedNotices } from './noticesDemo';
import { seedChats } from './chatDemo';
import { seedAgency } from './agencyDemo';
import { seedPosts } from './postsDemo';
import { seedWorkspaces } from './workspacesDemo';
import { seedReports } from './reportsDemo';
import { seedRounds } from './roundsDemo';
import { seedChartsHistory } from './chartsDemo';
import { seedHitTimes } from './hitTimesDemo';
import type { FileStorage } from '../platform/storage/fileStorage';
import { indexEverything } from '../platform/search/indexer';
import type { SearchSources } from '../platform/search/registry';

/** What the first start created, for the start-up banner. */
export interface BootstrapResult {
  created: boolean;
  /** Set only when the admin password was generated: shown once, never stored in clear. */
  generatedAdminPassword: string | null;
  demoUsers: { nickname: string; role: string }[];
}

/** The spec's newsroom zone (spec 2 §9), when the caller names none. */
const SPEC_TIME_ZONE = 'America/Sao_Paulo';

/** Transaction-scoped lock so two instances starting together bootstrap once. */
const BOOTSTRAP_LOCK_KEY = 727_274_002;

async function seedDemo(
  tx: Tx,
  now: Date,
  timeZone: string,
  storage: FileStorage | undefined,
  feedsUrl: string | null,
): Promise<void> {
  const groupIds = new Map<string, number>();
  for (const name of DEMO_GROUPS) {
    const [row] = await tx.insert(groups).values({ name }).returning({ id: groups.id });
    groupIds.set(name, row!.id);
  }
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const userIds = new Map<string, number>();
  for (const person of DEMO_USERS) {
    const [row] = await tx
      .insert(users)
      .values({
        name: person.name,
        nickname: person.nickname,
        email: person.email,
        passwordHash: demoHash,
        passwordChangedAt: person.mustResetPassword ? null : now,
        permissions: person.permissions,
      })
      .returning({ id: users.id });
    userIds.set(person.nickname, row!.id);
    for (const [group, role] of Object.entries(person.groups)) {
      await tx
        .insert(groupMembers)
        .values({ groupId: groupIds.get(group)!, userId: row!.id, role });
    }
  }
  for (const show of DEMO_PROGRAMS) {
    const presenterId = show.presenter ? userIds.get(show.presenter) : undefined;
    const [row] = await tx
      .insert(programs)
      .values({
        name: show.name,
        start: show.start,
        end: show.end,
        defaultPresenterId: presenterId ?? null,
      })
      .returning({ id: programs.id });
    for (const group of show.groups)
      await tx.insert(programGroups).values({ programId: row!.id, groupId: groupIds.get(group)! });
    if (presenterId)
      await tx
        .insert(programPeople)
        .values({ programId: row!.id, userId: presenterId, role: 'presenter' });
  }
  await seedGroups(tx);
  await seedPrograms(tx, { now });
  await seedDevices(tx, { now });
  await seedRundownTemplates(tx, { now });
  await seedRundowns(tx, { now });
  await seedSettings(tx, { now });
  await seedCompanyData(tx, { now });
  await seedContacts(tx, { now });
  await seedAssignments(tx, { now });
  await seedNewsReports(tx, { now });
  await seedStories(tx, { now });
  await seedReportageStory(tx, { now });
  await seedAuditHistory(tx, { now });
  // Last: productions attach to the demo assignments (by slug) seeded before them.
  await seedProductions(tx, { now });
  await seedArchive(tx, { now });
  await seedCalendar(tx, { now, timeZone });
  await seedNotices(tx, { now });
  await seedChats(tx, { now, timeZone, storage });
  await seedAgency(tx, { now, feedsUrl });
  await seedPosts(tx, { now });
  await seedWorkspaces(tx);
  await seedReports(tx, { now, timeZone });
  await seedRounds(tx, { now, timeZone });
  await seedChartsHistory(tx, { now });
  await seedHitTimes(tx, { now });
}

/**
 * First start: creates `admin` (ROLE_ROOT) with ADMIN_PASSWORD or a generated password that
 * must be changed at first login, the branch configuration and, unless disabled, the demo
 * newsroom. Later starts change nothing.
 */
export async function bootstrap(
  database: Database,
  options: {
    adminPassword: string | null;
    demoData: boolean;
    now: Date;
    /** The newsroom's zone (NEWSROOM_TIME_ZONE): when the demo calendar's reminders fire. */
    timeZone?: string;
    /** The indexed kinds the demo documents are indexed by (the app's `areas.search`). */
    search: SearchSources;
    /** Where demo files go (the demo chat's file); without it they are left out. */
    storage?: FileStorage;
    /** Where the app serves the demo feeds to its own poller; without it they are left off. */
    demoFeedsUrl?: string;
  },
): Promise<BootstrapResult> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOTSTRAP_LOCK_KEY})`);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.nickname, 'admin'));
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing || anyUser) return { created: false, generatedAdminPassword: null, demoUsers: [] };

    const generated = options.adminPassword ? null : generatePassword();
    await tx.insert(users).values({
      name: 'Administrator',
      nickname: 'admin',
      email: 'admin@newsroom.local',
      passwordHash: await hashPassword(options.adminPassword ?? generated!),
      passwordChangedAt: generated ? null : options.now,
      isRoot: true,
    });
    await branchRepository.save(tx, {
      locale: 'pt_BR',
      branchName: options.demoData ? DEMO_BRANCH_NAME : DEFAULT_BRANCH_NAME,
    });
    if (options.demoData) {
      await seedDemo(
        tx,
        options.now,
        options.timeZone ?? SPEC_TIME_ZONE,
        options.storage,
        options.demoFeedsUrl ?? null,
      );
      // Demo rows are written without events, so the search index learns them here.
      await indexEverything(tx, options.search);
    }
    return {
      created: true,
      generatedAdminPassword: generated,
      demoUsers: options.demoData
        ? DEMO_USERS.map((u) => ({ nickname: u.nickname, role: u.role }))
        : [],
    };
  });
}
