import {
  REMOTE_KEYS,
  remotePingSchema,
  ruleViolation,
  type RemoteBranch,
  type RemoteCheck,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { recordAudit } from '../../platform/audit/audit';
import { notFound } from '../../platform/http/refusals';
import { isRemoteRefusal, remoteClient } from './remote.client';
import { remoteRepository as repo, type BranchRow } from './remote.repository';

/** The registered branches as the remote screens see them, their tokens sealed at rest. */

const present = (row: BranchRow): RemoteBranch => ({
  id: row.id,
  name: row.name,
  address: row.address,
  hasToken: row.tokenSealed !== null,
});

export async function listRemoteBranches(platform: Platform): Promise<RemoteBranch[]> {
  return (await repo.listBranches(platform.database.db)).map(present);
}

export async function branchRow(platform: Platform, branchId: number): Promise<BranchRow> {
  const row = await repo.findBranch(platform.database.db, branchId);
  if (!row) throw notFound();
  return row;
}

/** Keeps the token a branch issued us, sealed with the installation's key. */
export async function setBranchToken(
  platform: Platform,
  actor: Actor,
  branchId: number,
  token: string,
): Promise<RemoteBranch> {
  return platform.database.db.transaction(async (tx) => {
    const row = await repo.findBranch(tx, branchId);
    if (!row) throw notFound();
    await repo.setBranchToken(tx, branchId, platform.secrets.seal(token));
    await recordAudit(tx, actor, {
      action: 'UPDATE',
      entityType: 'branch',
      entityId: branchId,
      label: row.name,
      details: { token: 'changed' },
    });
    return { ...present(row), hasToken: true };
  });
}

/** A caller of the branch's served routes; 422 remote:noToken when none is stored. */
export function clientOfBranch(platform: Platform, row: BranchRow) {
  if (row.tokenSealed === null) throw ruleViolation(REMOTE_KEYS.noToken);
  return remoteClient(
    { address: row.address, token: platform.secrets.open(row.tokenSealed) },
    platform.config.remoteTimeoutMs,
  );
}

/**
 * Asks the branch who it is with our token: how it went, never a refusal (spec: check a branch).
 * Without a token it still calls, so a branch switched off says unreachable rather than noToken.
 */
export async function checkBranch(platform: Platform, branchId: number): Promise<RemoteCheck> {
  const row = await branchRow(platform, branchId);
  const started = performance.now();
  const elapsedMs = () => Math.round(performance.now() - started);
  const token = row.tokenSealed === null ? null : platform.secrets.open(row.tokenSealed);
  try {
    const ping = await remoteClient(
      { address: row.address, token },
      platform.config.remoteTimeoutMs,
    )('check', remotePingSchema);
    return { ok: true, key: REMOTE_KEYS.reachable, ping, elapsedMs: elapsedMs() };
  } catch (error) {
    if (!isRemoteRefusal(error)) throw error;
    return { ok: false, key: error.message, ping: null, elapsedMs: elapsedMs() };
  }
}
