import {
  DIRECTORY_DEFAULTS,
  DomainError,
  isPerson,
  LDAP_KEYS,
  mapEntry,
  planSync,
  disablesEveryone,
  ruleViolation,
  type EntryProblem,
  type SyncPlan,
  type SyncResult,
  type SyncState,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { endSessionsOfUser } from '../../platform/auth/sessions';
import { recordAudit } from '../../platform/audit/audit';
import type { Platform } from '../../platform/context';

/** What a sync uses of the app. */
type SyncPlatform = Pick<Platform, 'database' | 'clock' | 'secrets'>;
import type { Executor, Tx } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import { setExcluded } from '../../platform/documents/softDelete';
import type { Worker, WorkerContext } from '../../platform/jobs/workers';
import type { TaskHandler } from '../../platform/jobs/tasks';
import { emit } from '../../platform/realtime/outbox';
import { ROLE_USER_READ } from '../users/users.policy';
import { presentAdminRow, presentPublicUser } from '../users/users.presenter';
import { usersRepository, type UserRow } from '../users/users.repository';
import {
  connectionOf,
  loadConfig,
  readStored,
  scheduleNextSync,
  SCHEDULED_SYNC_TASK,
  type StoredConfig,
} from './ldap.config';
import { ldapRepository as repo, type DirectoryRow } from './ldap.repository';
import { DirectoryError, searchUsers, withDirectory } from './ldapClient';

/**
 * The directory sync (spec 3 §4: a sync already in progress is refused). A sync is claimed on
 * the directory's row (one at a time across instances), reads the directory outside any
 * transaction, then applies the domain's plan in short transactions of {@link BATCH} users,
 * publishing the state on `ldap` after each. A sync whose server died stops beating and is taken
 * over after {@link STALE_AFTER_MS}. Scheduled syncs: a durable task marks one as requested and
 * moves itself to the next interval; the worker of every instance starts the requested one.
 */

/** Users changed per transaction. */
const BATCH = 50;
/** A running sync that has not moved for this long is taken as dead. */
const STALE_AFTER_MS = 5 * 60_000;
/** Problems kept in the last result. */
const PROBLEMS_KEPT = 100;
/** Password hash of AD users: matches no password (theirs is checked by the directory). */
export const DIRECTORY_PASSWORD_HASH = 'directory';

/** The state as answered and published. */
export async function syncStateOf(db: Executor, row: DirectoryRow | undefined): Promise<SyncState> {
  const next = await repo.nextSyncAt(db, SCHEDULED_SYNC_TASK);
  return {
    isSyncing: row?.syncStartedAt != null,
    done: row?.syncDone ?? 0,
    total: row?.syncTotal ?? 0,
    startedAt: row?.syncStartedAt?.toISOString() ?? null,
    nextSyncAt: next?.toISOString() ?? null,
    lastResult: row?.lastResult ?? null,
  };
}

export async function readSyncState(platform: SyncPlatform): Promise<SyncState> {
  const db = platform.database.db;
  return syncStateOf(db, await repo.find(db));
}

async function publishState(tx: Executor, row: DirectoryRow, origin: string | null) {
  await emit(tx, origin, {
    topic: 'ldap',
    action: 'UPDATE',
    entity: 'sync_state',
    id: 1,
    data: await syncStateOf(tx, row),
  });
}

/** Claims the sync, or refuses with the spec's "already in progress" (409). */
async function claim(
  platform: SyncPlatform,
  trigger: SyncResult['trigger'],
  origin: string | null,
) {
  const now = platform.clock();
  return platform.database.db.transaction(async (tx) => {
    await repo.lock(tx, DIRECTORY_DEFAULTS);
    const row = await repo.claimSync(tx, now, trigger, new Date(now.getTime() - STALE_AFTER_MS));
    if (!row) throw new DomainError('in_progress', LDAP_KEYS.syncInProgress);
    await publishState(tx, row, origin);
    return row;
  });
}

/**
 * POST /ldap/sync: starts a sync and answers its state at once; the sync goes on in the
 * background. `finished` settles when it ends (tests wait on it).
 */
export async function startSync(
  platform: SyncPlatform,
  actor: Actor | null,
  trigger: SyncResult['trigger'],
): Promise<{ state: SyncState; finished: Promise<SyncResult> }> {
  const { config } = await loadConfig(platform);
  if (!config.enabled || config.url === '') throw ruleViolation(LDAP_KEYS.disabled);
  const row = await claim(platform, trigger, actor?.sessionId ?? null);
  const finished = runSync(platform, actor, row);
  return { state: await readSyncState(platform), finished };
}

async function runSync(platform: SyncPlatform, actor: Actor | null, claimed: DirectoryRow) {
  const startedAt = claimed.syncStartedAt!;
  const trigger = claimed.syncTrigger === 'scheduled' ? 'scheduled' : 'manual';
  const counts = { created: 0, updated: 0, disabled: 0, unchanged: 0 };
  let problems: EntryProblem[] = [];
  let failure: { errorKey: string; serverMessage: string } | null = null;
  try {
    const { config, password } = await loadConfig(platform);
    const plan = await planFromDirectory(platform, config, password);
    problems = plan.problems;
    counts.unchanged = plan.unchanged;
    await applyPlan(platform, actor, plan, counts, problems);
  } catch (error) {
    failure = failureOf(error);
  }
  const result: SyncResult = {
    startedAt: startedAt.toISOString(),
    finishedAt: platform.clock().toISOString(),
    trigger,
    ok: failure === null,
    errorKey: failure?.errorKey ?? null,
    serverMessage: failure?.serverMessage ?? '',
    ...counts,
    problems: problems.slice(0, PROBLEMS_KEPT),
  };
  await platform.database.db.transaction(async (tx) => {
    const row = await repo.finishSync(tx, result);
    if (actor) {
      const { problems: _problems, ...summary } = result;
      await recordAudit(tx, actor, {
        action: 'SYNC',
        entityType: 'ldap_config',
        entityId: 1,
        label: 'LDAP',
        details: summary,
      });
    }
    await publishState(tx, row, null);
  });
  return result;
}

/** The refusal key and the server's words of a failed sync. */
export function failureOf(error: unknown): { errorKey: string; serverMessage: string } {
  if (error instanceof DirectoryError) {
    const key = {
      rejected: LDAP_KEYS.bindRejected,
      unreachable: LDAP_KEYS.unreachable,
      searchFailed: LDAP_KEYS.searchFailed,
    }[error.kind];
    return { errorKey: key, serverMessage: error.serverMessage };
  }
  if (error instanceof DomainError) return { errorKey: error.message, serverMessage: '' };
  return { errorKey: 'error:internal_error', serverMessage: '' };
}

/** The attributes a search asks for. */
export function searchOf(config: StoredConfig) {
  const a = config.attributes;
  return {
    baseDn: config.baseDn,
    filter: config.userFilter,
    attributes: [a.nickname, a.name, a.email, a.groups, a.uniqueId],
    // entryUUID is text, objectGUID bytes: only a GUID is read as bytes (shown as hex).
    binaryAttributes: a.uniqueId.toLowerCase() === 'objectguid' ? [a.uniqueId] : [],
  };
}

async function planFromDirectory(
  platform: SyncPlatform,
  config: StoredConfig,
  password: string,
): Promise<SyncPlan> {
  const entries = await withDirectory(connectionOf(config), config.bindDn, password, (client) =>
    searchUsers(client, searchOf(config)),
  );
  const db = platform.database.db;
  const beat = await repo.beat(db, platform.clock(), 0, entries.length);
  await db.transaction((tx) => publishState(tx, beat, null));
  const mapped = entries.map((entry) => mapEntry(entry, config.attributes, config.groupMappings));
  const managed = await repo.existingGroupIds(db, [
    ...new Set(config.groupMappings.map((m) => m.groupId)),
  ]);
  const existing = await repo.existingUsers(db, managed);
  const plan = planSync(mapped.filter(isPerson), existing, managed);
  if (disablesEveryone(plan, existing)) throw ruleViolation(LDAP_KEYS.listedNobody);
  return { ...plan, problems: [...mapped.filter((m) => !isPerson(m)), ...plan.problems] };
}

type Step = (tx: Tx, now: Date) => Promise<void>;

/** Applies the plan BATCH steps per transaction; a step refused by the database is a problem. */
async function applyPlan(
  platform: SyncPlatform,
  actor: Actor | null,
  plan: SyncPlan,
  counts: { created: number; updated: number; disabled: number },
  problems: EntryProblem[],
) {
  const origin = actor?.sessionId ?? null;
  const steps: { dn: string | null; run: Step; count: keyof typeof counts }[] = [
    ...plan.create.map(({ person }) => ({
      dn: person.dn,
      count: 'created' as const,
      run: async (tx: Tx, now: Date) => {
        const user = await usersRepository.insert(tx, {
          name: person.name,
          nickname: person.nickname,
          email: person.email,
          passwordHash: DIRECTORY_PASSWORD_HASH,
          passwordChangedAt: now,
          isAdUser: true,
        });
        await repo.link(tx, user.id, person.key, person.dn, now);
        await repo.addMemberships(tx, user.id, person.groupIds);
        await publishUser(tx, origin, 'CREATE', user, false);
      },
    })),
    ...plan.update.map((change) => ({
      dn: change.person.dn,
      count: 'updated' as const,
      run: async (tx: Tx, now: Date) => {
        const { person } = change;
        if (change.restore) await setExcluded(tx, users, change.userId, false);
        const user = await usersRepository.update(tx, change.userId, {
          name: person.name,
          nickname: person.nickname,
          email: person.email,
          isAdUser: true,
        });
        await repo.unlinkKey(tx, person.key, change.userId);
        await repo.link(tx, change.userId, person.key, person.dn, now);
        await repo.addMemberships(tx, change.userId, change.addGroupIds);
        await repo.removeMemberships(tx, change.userId, change.removeGroupIds);
        await publishUser(tx, origin, 'UPDATE', user, true);
      },
    })),
    ...plan.disable.map((userId) => ({
      dn: null,
      count: 'disabled' as const,
      run: async (tx: Tx) => {
        await setExcluded(tx, users, userId, true);
        // Like removing a user by hand: every session ends, sockets close with 1008.
        await endSessionsOfUser(tx, userId, null);
        const user = (await usersRepository.findById(tx, userId))!;
        await publishUser(tx, origin, 'DELETE', user, false);
      },
    })),
  ];
  const total = (await repo.find(platform.database.db))?.syncTotal ?? steps.length;
  for (let i = 0; i < steps.length; i += BATCH) {
    const batch = steps.slice(i, i + BATCH);
    await platform.database.db.transaction(async (tx) => {
      const now = platform.clock();
      for (const step of batch) {
        try {
          // A savepoint each: a user someone created meanwhile refuses alone.
          await tx.transaction((inner) => step.run(inner, now));
          counts[step.count] += 1;
        } catch (error) {
          if (step.dn === null) throw error;
          problems.push({ dn: step.dn, key: 'ldap:entry.taken' });
        }
      }
      const row = await repo.beat(tx, now, Math.min(total, i + batch.length), total);
      await publishState(tx, row, null);
    });
  }
}

async function publishUser(
  tx: Executor,
  origin: string | null,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  user: UserRow,
  isPublicChange: boolean,
) {
  await emit(tx, origin, {
    topic: 'users',
    action,
    entity: 'user',
    id: user.id,
    data: presentAdminRow(user),
    version: user.version,
    audience: { roles: [ROLE_USER_READ] },
  });
  if (isPublicChange) {
    await emit(tx, origin, {
      topic: 'users',
      action: 'UPDATE',
      entity: 'user',
      id: user.id,
      data: presentPublicUser(user),
      version: user.version,
    });
  }
}

/** The durable task of the scheduled sync: asks for a sync and puts itself at the next interval. */
export const scheduledSyncTask: TaskHandler = async (tx, _task, now) => {
  const row = await repo.find(tx);
  const config = readStored(row?.config);
  if (!row || !config.enabled) return;
  await repo.requestSync(tx, now);
  await scheduleNextSync(tx, config, now);
};

/** How often every instance looks for a requested sync. */
const REQUEST_POLL_MS = 5_000;

/**
 * Starts a requested sync outside any transaction, on whichever instance sees it first (the
 * claim keeps it to one).
 */
export const requestedSyncWorker: Worker = {
  name: 'ldap.requestedSync',
  everyMs: REQUEST_POLL_MS,
  async run(context: WorkerContext) {
    const platform = context;
    const row = await repo.find(platform.database.db);
    if (!row?.syncRequestedAt || row.syncStartedAt) return;
    try {
      const { finished } = await startSync(platform, null, 'scheduled');
      await finished;
    } catch (error) {
      // Another instance took it, or the directory was switched off meanwhile.
      if (!(error instanceof DomainError)) throw error;
    }
  },
};
