import {
  daysToExpire,
  LICENCE_KEYS,
  licenceStateOf,
  ruleViolation,
  type LicenceFile,
  type LicenceInfo,
  type LicenceReading,
  type LicenceState,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit } from '../../platform/audit/audit';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { licenceRepository } from './licence.repository';
import { readLicence } from './licence.signature';
import { fetchLicenceFile } from './licenceServer.client';

/** The stored licence as read now: its reading, state and days left, and the server URL. */
export interface InstallationLicence {
  reading: LicenceReading;
  state: LicenceState;
  daysToExpire: number | null;
  serverUrl: string | null;
}

/** Reads the stored licence under the trusted key at the platform's `now`. */
export async function installationLicence(
  platform: Platform,
  db: Executor = platform.database.db,
): Promise<InstallationLicence> {
  const { file, serverUrl } = await licenceRepository.get(db);
  const reading: LicenceReading = file
    ? readLicence(file, platform.config.licencePublicKey)
    : { kind: 'none' };
  const zone = platform.config.newsroomTimeZone;
  const now = platform.clock();
  return {
    reading,
    state: licenceStateOf(reading, zone, now),
    daysToExpire:
      reading.kind === 'verified' ? daysToExpire(reading.payload.expiresAt, zone, now) : null,
    serverUrl,
  };
}

/** GET /license/info: the licence's fields, the installation's load and the server URL. */
export async function licenceInfo(platform: Platform): Promise<LicenceInfo> {
  const db = platform.database.db;
  const current = await installationLicence(platform);
  const payload = current.reading.kind === 'verified' ? current.reading.payload : null;
  const [activeUsers, activeLogins] = await Promise.all([
    licenceRepository.enabledUsers(db),
    licenceRepository.openSessions(db, platform.clock(), platform.config.sessionIdleMs),
  ]);
  return {
    state: current.state,
    clientId: payload?.clientId ?? null,
    licenceId: payload?.licenceId ?? null,
    type: payload?.type ?? null,
    createdAt: payload?.createdAt ?? null,
    expiresAt: payload?.expiresAt ?? null,
    maxUsers: payload?.maxUsers ?? null,
    maxConcurrentLogins: payload?.maxConcurrentLogins ?? null,
    activeUsers,
    activeLogins,
    daysToExpire: current.daysToExpire,
    serverUrl: current.serverUrl,
  };
}

/**
 * Stores a licence file once it reads as signed by the trusted key (422 `licence:messages.invalid`
 * otherwise, and the stored one stays). `clientId` names the client the file must be for.
 */
async function storeLicence(
  platform: Platform,
  actor: Actor,
  file: LicenceFile,
  how: 'UPLOAD' | 'FETCH',
  clientId?: string,
): Promise<void> {
  const reading = readLicence(file, platform.config.licencePublicKey);
  if (reading.kind !== 'verified') throw ruleViolation(LICENCE_KEYS.invalid);
  if (clientId !== undefined && reading.payload.clientId !== clientId)
    throw ruleViolation(LICENCE_KEYS.otherClient);
  const { licenceId, type, expiresAt } = reading.payload;
  await platform.database.db.transaction(async (tx) => {
    await licenceRepository.saveFile(tx, file, platform.clock());
    await recordAudit(tx, actor, {
      action: how,
      entityType: 'licence',
      entityId: licenceId,
      label: reading.payload.clientId,
      details: { type, expiresAt },
    });
  });
}

/** POST /license/register with a file: the administrator uploads a licence. */
export async function registerLicenceFile(platform: Platform, actor: Actor, file: LicenceFile) {
  await storeLicence(platform, actor, file, 'UPLOAD');
  return licenceInfo(platform);
}

/** The server URL, or 422 `licence:messages.notActivated` while none is set. */
async function serverUrlOrRefuse(platform: Platform): Promise<string> {
  const { serverUrl } = await licenceRepository.get(platform.database.db);
  if (!serverUrl) throw ruleViolation(LICENCE_KEYS.notActivated);
  return serverUrl;
}

/** POST /license/register with a client id: fetches that client's licence from the server URL. */
export async function registerFromServer(platform: Platform, actor: Actor, clientId: string) {
  const file = await fetchLicenceFile(await serverUrlOrRefuse(platform), clientId);
  await storeLicence(platform, actor, file, 'FETCH', clientId);
  return licenceInfo(platform);
}

/**
 * POST /license/check: with a server URL and a licence on file, fetches the client's current
 * licence and keeps it when it reads right (a renewal); without them, reads the stored one again.
 */
export async function checkLicence(platform: Platform, actor: Actor) {
  const current = await installationLicence(platform);
  if (current.serverUrl && current.reading.kind === 'verified') {
    const clientId = current.reading.payload.clientId;
    const file = await fetchLicenceFile(current.serverUrl, clientId);
    await storeLicence(platform, actor, file, 'FETCH', clientId);
  }
  return licenceInfo(platform);
}

/** PUT /license/set_server_url: sets (or with null or '' clears) the licence server's address. */
export async function setLicenceServerUrl(platform: Platform, actor: Actor, url: string | null) {
  const serverUrl = url || null;
  await platform.database.db.transaction(async (tx) => {
    await licenceRepository.saveServerUrl(tx, serverUrl, platform.clock());
    await recordAudit(tx, actor, {
      action: 'UPDATE',
      entityType: 'licence',
      label: 'serverUrl',
      details: { serverUrl },
    });
  });
  return licenceInfo(platform);
}
