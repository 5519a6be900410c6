import {
  DomainError,
  ruleViolation,
  workspacePath,
  WORKSPACE_ATTACHMENT_MAX_BYTES,
  WORKSPACE_KEYS,
  WORKSPACE_SEARCH_LIMITS,
  type Workspace,
  type WorkspaceCheck,
  type WorkspaceCredentialsInput,
  type WorkspaceInput,
  type WorkspacesConfig,
  type WorkspaceUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { recordWrites } from '../../platform/records/recordWrites';
import { StoreError, webdavStore, type StoreClient } from './webdavClient';
import { workspacesRepository as repo, type WorkspaceRow } from './workspaces.repository';

/** The workspaces' administration (spec 3 §7 "workspaces, config") and each user's credentials. */

const present = (row: WorkspaceRow): Workspace => ({
  id: row.id,
  name: row.name,
  url: row.url,
  rootPath: row.rootPath,
  enabled: row.enabled,
  version: row.version,
});

const workspaceRecords = recordWrites<Workspace>({
  entity: 'workspace',
  async load(db, id) {
    const row = await repo.records.find(db, id);
    return row && present(row);
  },
  auditView: ({ id: _id, version: _version, ...rest }) => rest,
  // Attachments keep their copy and the workspace's name: nothing holds a workspace in use.
  inUse: (count) => ruleViolation('error:inUse', { count }),
  // No screen follows the workspace list live: the admin screen reloads after its own change.
  publish: async () => undefined,
});

/** The refusal of a call the store failed. */
export function storeRefusal(error: unknown): unknown {
  if (!(error instanceof StoreError)) return error;
  const key = {
    refused: WORKSPACE_KEYS.credentialsRefused,
    notFound: WORKSPACE_KEYS.notFound,
    unreachable: WORKSPACE_KEYS.unreachable,
  }[error.kind];
  return ruleViolation(key, { serverMessage: error.serverMessage });
}

/** 400 naming `field` when a path is refused (`..`, backslashes, control characters). */
export function canonicalPath(input: string, field: string): string {
  const path = workspacePath(input);
  if (path === null)
    throw new DomainError('validation_failed', 'validation:failed', {
      part: 'body',
      fields: [{ field, key: 'invalidPath' }],
    });
  return path;
}

const urlOf = (url: string): string => url.trim().replace(/\/+$/, '');

async function assertNameFree(db: Executor, name: string, exceptId: number | null) {
  if (await repo.records.nameTaken(db, name, exceptId))
    throw new DomainError('duplicate', 'error:duplicate', { field: 'name' });
}

export async function listWorkspaces(platform: Platform): Promise<Workspace[]> {
  return (await repo.records.list(platform.database.db)).map(present);
}

export function loadWorkspace(platform: Platform, id: number): Promise<Workspace> {
  return workspaceRecords.load(platform.database.db, id);
}

export async function createWorkspace(
  platform: Platform,
  actor: Actor,
  input: WorkspaceInput,
): Promise<Workspace> {
  const rootPath = canonicalPath(input.rootPath, 'rootPath');
  return workspaceRecords.create(platform, actor, async (tx) => {
    await assertNameFree(tx, input.name, null);
    const row = await repo.records.insert(tx, {
      name: input.name,
      url: urlOf(input.url),
      rootPath,
      enabled: input.enabled,
    });
    return { id: row.id };
  });
}

export async function updateWorkspace(
  platform: Platform,
  actor: Actor,
  id: number,
  input: WorkspaceUpdate,
): Promise<Workspace> {
  const rootPath = canonicalPath(input.rootPath, 'rootPath');
  return workspaceRecords.update(platform, actor, id, async (tx, _before, atVersion) => {
    await assertNameFree(tx, input.name, id);
    await atVersion(
      await repo.records.updateAtVersion(tx, id, input.version, {
        name: input.name,
        url: urlOf(input.url),
        rootPath,
        enabled: input.enabled,
      }),
    );
  });
}

/** Deletes a workspace and every user's credentials of it; attachments keep their copies. */
export async function deleteWorkspace(platform: Platform, actor: Actor, id: number): Promise<void> {
  await workspaceRecords.remove(platform, actor, id, (tx) => repo.delete(tx, id));
}

/** GET /souv/config: the enabled workspaces, each with whether the user gave credentials. */
export async function workspacesConfig(
  platform: Platform,
  actor: Actor,
): Promise<WorkspacesConfig> {
  const db = platform.database.db;
  const [rows, credentials] = await Promise.all([
    repo.records.list(db),
    repo.credentialsOf(db, actor.userId),
  ]);
  return {
    workspaces: rows
      .filter((row) => row.enabled)
      .map((row) => ({
        id: row.id,
        name: row.name,
        hasCredentials: credentials.has(row.id),
        username: credentials.get(row.id)?.username ?? null,
      })),
    attachmentMaxBytes: WORKSPACE_ATTACHMENT_MAX_BYTES,
    searchMaxResults: WORKSPACE_SEARCH_LIMITS.maxResults,
  };
}

/** An enabled workspace, or 404 / 422 `workspaces:disabled`. */
export async function enabledWorkspace(platform: Platform, id: number): Promise<WorkspaceRow> {
  await workspaceRecords.load(platform.database.db, id);
  const row = (await repo.records.find(platform.database.db, id))!;
  if (!row.enabled) throw ruleViolation(WORKSPACE_KEYS.disabled);
  return row;
}

/** The store of a workspace signed in as the actor (422 `credentialsMissing` without an account). */
export async function storeFor(
  platform: Platform,
  actor: Actor,
  workspace: WorkspaceRow,
): Promise<StoreClient> {
  const credentials = await repo.credentials(platform.database.db, workspace.id, actor.userId);
  if (!credentials) throw ruleViolation(WORKSPACE_KEYS.credentialsMissing);
  return webdavStore(
    {
      url: workspace.url,
      username: credentials.username,
      password: platform.secrets.open(credentials.passwordSealed),
    },
    { timeoutMs: platform.config.workspaceTimeoutMs },
  );
}

/**
 * PUT /souv/workspaces/{id}/credentials: keeps the actor's account sealed, then asks the store
 * for the workspace's root folder with it (spec 3 §8: a valid check shows a success message).
 */
export async function saveCredentials(
  platform: Platform,
  actor: Actor,
  id: number,
  input: WorkspaceCredentialsInput,
): Promise<WorkspaceCheck> {
  const workspace = await enabledWorkspace(platform, id);
  await repo.saveCredentials(
    platform.database.db,
    {
      workspaceId: id,
      userId: actor.userId,
      username: input.username,
      passwordSealed: platform.secrets.seal(input.password),
    },
    platform.clock(),
  );
  try {
    await (await storeFor(platform, actor, workspace)).stat(workspace.rootPath);
    return { ok: true, key: WORKSPACE_KEYS.credentialsValid };
  } catch (error) {
    const refusal = storeRefusal(error);
    if (!(refusal instanceof DomainError)) throw error;
    return { ok: false, key: refusal.message };
  }
}

/** DELETE /souv/workspaces/{id}/credentials: forgets the actor's account of the workspace. */
export async function deleteCredentials(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<void> {
  await workspaceRecords.load(platform.database.db, id);
  await repo.deleteCredentials(platform.database.db, id, actor.userId);
}
