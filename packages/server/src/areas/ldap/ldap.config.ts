import { z } from 'zod';
import {
  DIRECTORY_DEFAULTS,
  directoryConfigShape,
  type DirectoryConfig,
  type DirectoryConfigUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { changedFields, recordAudit } from '../../platform/audit/audit';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { expectUpdated } from '../../platform/documents/versions';
import { cancelTasks, scheduleTask } from '../../platform/jobs/tasks';
import { emit } from '../../platform/realtime/outbox';
import type { DirectoryConnection } from './ldapClient';
import { ldapRepository as repo, type DirectoryRow } from './ldap.repository';

/** The directory's configuration: read with defaults underneath, saved over its version. */

/** Kind and key of the durable task of the scheduled sync (platform/jobs/tasks). */
export const SCHEDULED_SYNC_TASK = 'ldap.sync';
/** How long a directory call may take. */
export const DIRECTORY_TIMEOUT_MS = 10_000;

const storedSchema = z.object(directoryConfigShape);
/** The edited fields as stored. */
export type StoredConfig = z.infer<typeof storedSchema>;

/** A stored configuration with the defaults underneath; the defaults when unreadable. */
export function readStored(value: unknown): StoredConfig {
  const base = typeof value === 'object' && value !== null ? value : {};
  const parsed = storedSchema.safeParse({ ...DIRECTORY_DEFAULTS, ...base });
  return parsed.success ? parsed.data : storedSchema.parse(DIRECTORY_DEFAULTS);
}

/** The configuration as answered: never the password. */
export function presentConfig(row: DirectoryRow | undefined): DirectoryConfig {
  return {
    ...readStored(row?.config),
    hasPassword: row?.passwordSealed != null,
    version: row?.version ?? 0,
  };
}

/** The stored configuration with its bind password opened. */
export async function loadConfig(
  platform: Pick<Platform, 'database' | 'secrets'>,
  db: Executor = platform.database.db,
) {
  const row = await repo.find(db);
  const config = readStored(row?.config);
  const password = row?.passwordSealed ? platform.secrets.open(row.passwordSealed) : '';
  return { config, password, row };
}

/** How to reach the configured directory. */
export function connectionOf(config: StoredConfig): DirectoryConnection {
  return {
    url: config.url,
    security: config.security,
    verifyCertificate: config.verifyCertificate,
    timeoutMs: DIRECTORY_TIMEOUT_MS,
  };
}

/** Puts the next scheduled sync `intervalMinutes` from now, or none (off, or by hand only). */
export async function scheduleNextSync(tx: Executor, config: StoredConfig, now: Date) {
  if (!config.enabled || config.syncIntervalMinutes === 0) {
    await cancelTasks(tx, SCHEDULED_SYNC_TASK);
    return;
  }
  await scheduleTask(tx, {
    kind: SCHEDULED_SYNC_TASK,
    key: SCHEDULED_SYNC_TASK,
    runAt: new Date(now.getTime() + config.syncIntervalMinutes * 60_000),
  });
}

/**
 * Saves the configuration if the caller saw its version (409 `stale_version` otherwise), moves
 * the scheduled sync, records the change (never the password) and publishes it on `ldap`.
 */
export async function saveConfig(
  platform: Platform,
  actor: Actor,
  update: DirectoryConfigUpdate,
): Promise<DirectoryConfig> {
  const { password, version, ...fields } = update;
  const sealed = typeof password === 'string' ? platform.secrets.seal(password) : password;
  return platform.database.db.transaction(async (tx) => {
    const before = await repo.lock(tx, DIRECTORY_DEFAULTS);
    await expectUpdated(before.version === version ? [before] : [], () =>
      Promise.resolve(presentConfig(before)),
    );
    const config = storedSchema.parse(fields);
    const row = await repo.saveConfig(tx, {
      config,
      passwordSealed: sealed === undefined ? before.passwordSealed : sealed,
      version: before.version + 1,
    });
    await scheduleNextSync(tx, config, platform.clock());
    const view = presentConfig(row);
    await recordAudit(tx, actor, {
      action: 'UPDATE',
      entityType: 'ldap_config',
      entityId: 1,
      label: 'LDAP',
      details: {
        changes: changedFields(readStored(before.config), config),
        ...(password !== undefined ? { passwordChanged: true } : {}),
      },
    });
    await emit(tx, actor.sessionId, {
      topic: 'ldap',
      action: 'UPDATE',
      entity: 'ldap_config',
      id: 1,
      data: view,
      version: view.version,
    });
    return view;
  });
}
