import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_LOCALE,
  DomainError,
  REMOTE_KEYS,
  rolesOf,
  type RemoteToken,
  type RemoteTokenIssued,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { recordAudit } from '../../platform/audit/audit';
import { notFound } from '../../platform/http/refusals';
import { remoteRepository as repo, type RemoteTokenRow } from './remote.repository';

/**
 * Tokens this installation issues to other branches (spec 3 §7 remote access). A token is 32
 * random bytes shown once; only its SHA-256 is kept, so a copy of the database lets no one in.
 * A request carrying a live token acts as the synthetic read-only actor below.
 */

const hashOf = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

const present = (row: RemoteTokenRow): RemoteToken => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listTokens(platform: Platform): Promise<RemoteToken[]> {
  return (await repo.listTokens(platform.database.db)).map(present);
}

/** A new token for another branch; the answer is the only time it is shown. */
export async function issueToken(
  platform: Platform,
  actor: Actor,
  name: string,
): Promise<RemoteTokenIssued> {
  const secret = `nrcs_${randomBytes(32).toString('base64url')}`;
  return platform.database.db.transaction(async (tx) => {
    const row = await repo.insertToken(tx, {
      name,
      tokenHash: hashOf(secret),
      createdById: actor.userId,
    });
    await recordAudit(tx, actor, {
      action: 'CREATE',
      entityType: 'remote_token',
      entityId: row.id,
      label: name,
    });
    return { token: present(row), secret };
  });
}

/** Revokes a live token: the branch holding it is refused from the next call on. */
export async function revokeToken(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<RemoteToken> {
  return platform.database.db.transaction(async (tx) => {
    const row = await repo.revokeToken(tx, id, platform.clock());
    if (!row) throw notFound();
    await recordAudit(tx, actor, {
      action: 'DELETE',
      entityType: 'remote_token',
      entityId: row.id,
      label: row.name,
    });
    return present(row);
  });
}

/**
 * Who another branch is when it calls the served routes: no user of ours (id 0 is never a row),
 * in no group, reading the documentary areas and the notices only. So it reads what any reader
 * without groups reads — programs without a group restriction, the drawer, the newsroom-wide
 * notices — and the served routes further keep private documents out.
 */
export function remoteActor(token: RemoteTokenRow, ip: string): Actor {
  return {
    userId: 0,
    nickname: `remote:${token.name}`,
    name: token.name,
    isRoot: false,
    roles: rolesOf(
      {
        assignment: 'read',
        assignment_proposal: 'read',
        news_report: 'read',
        story: 'read',
        rundown: 'read',
        notice: 'read',
      },
      false,
    ),
    groupIds: [],
    sessionId: `remote-token-${token.id}`,
    ip,
    locale: DEFAULT_LOCALE,
  };
}

/** The actor of a request's `Authorization: Bearer <token>`; 401 remote:tokenRefused otherwise. */
export async function actorOfBearer(
  platform: Platform,
  authorization: string | undefined,
  ip: string,
): Promise<Actor> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const row = token
    ? await repo.useToken(platform.database.db, hashOf(token), platform.clock())
    : undefined;
  if (!row) throw new DomainError('session_expired', REMOTE_KEYS.tokenRefused);
  return remoteActor(row, ip);
}
