import {
  DomainError,
  MEDIA_RULES,
  mediaFromMam,
  ruleViolation,
  type Device,
  type Media,
  type MediaDevice,
  type MediaSearchQuery,
  type MediaThumbnailQuery,
  type MediaCreate,
  type MediaUpdate,
  type Paged,
  type SearchableField,
} from '@newsroom/domain';
import { requestMosObject, requestMosSync } from '../mos/mos.objectRequests';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { devicesWithAnnouncedObjects, searchAnnouncedObjects } from '../mos/mos.announcedObjects';
import { searchMosObjects } from '../mos/mos.objectSearch';
import { mamWebService, type MamEndpoint, type MamThumbnail } from './mam.webService';
import { mediaPolicy } from './media.policy';
import { devicesRepository } from '../devices/devices.repository';
import { forbidden, notFound } from '../../platform/http/refusals';

function requireRead(actor: Actor): void {
  if (!mediaPolicy.canRead(actor)) throw forbidden();
}

function requireWrite(actor: Actor): void {
  if (!mediaPolicy.canWrite(actor)) throw forbidden();
}

/**
 * The device the media centre reads: an enabled asset manager, or an enabled MOS device that
 * announced objects (a playout's clips); 404 otherwise.
 */
async function mediaDevice(platform: Platform, deviceId: number): Promise<Device> {
  const device = await devicesRepository.find(platform.database.db, deviceId);
  if (!device?.enabled) throw notFound();
  if (device.type === 'MAM') return device;
  const announced =
    device.protocol === 'MOS' && (await devicesWithAnnouncedObjects(platform, [device.id]));
  if (!announced || announced.length === 0) throw notFound();
  return device;
}

/** The device's web service as the WS client reaches it (an II asset manager has none: 422). */
function webService(platform: Platform, device: Device): MamEndpoint {
  if (device.protocol !== 'WS')
    throw ruleViolation(MEDIA_RULES.mosSearchUnavailable, { device: device.name });
  return {
    name: device.name,
    webServiceUrl: device.webServiceUrl,
    timeoutMs: platform.config.mamTimeoutMs,
  };
}

/** GET /media/devices: the enabled MAM devices, then MOS devices that announced objects (media read). */
export async function listDevices(platform: Platform, actor: Actor): Promise<MediaDevice[]> {
  requireRead(actor);
  const db = platform.database.db;
  const mams = await devicesRepository.listEnabled(db, { type: 'MAM' });
  const others = (await devicesRepository.listEnabled(db, { protocol: 'MOS' })).filter(
    (row) => row.type !== 'MAM',
  );
  const announcing = new Set(
    await devicesWithAnnouncedObjects(
      platform,
      others.map((row) => row.id),
    ),
  );
  return [...mams, ...others.filter((row) => announcing.has(row.id))].map((row) => ({
    id: row.id,
    name: row.name,
    protocol: row.protocol as MediaDevice['protocol'],
  }));
}

/**
 * GET /media/search: one page of the device's media for the words, as story media — over its web
 * service (WS), with mosReqObjList over the MOS connection (a MOS asset manager), or among the
 * objects a MOS device announced (any other MOS device, or an asset manager that refuses object
 * searches). The device pages; a device sending more items than asked is cut to the page size.
 */
export async function search(
  platform: Platform,
  actor: Actor,
  query: MediaSearchQuery,
): Promise<Paged<Media>> {
  requireRead(actor);
  const device = await mediaDevice(platform, query.deviceId);
  const page = { page: query.page, size: query.size };
  if (device.protocol === 'MOS') {
    if (device.type !== 'MAM') return searchAnnouncedObjects(platform, query);
    try {
      const answer = await searchMosObjects(platform, device, {
        ...query,
        username: actor.nickname,
      });
      return { data: answer.items, ...page, total: answer.total };
    } catch (err) {
      // An asset manager without object search (no profile 3): what it announced (profile 1).
      const refused =
        err instanceof DomainError && err.message === MEDIA_RULES.mosSearchUnavailable;
      if (refused && (await devicesWithAnnouncedObjects(platform, [device.id])).length > 0)
        return searchAnnouncedObjects(platform, query);
      throw err;
    }
  }
  const answer = await mamWebService.search(webService(platform, device), query);
  return {
    data: answer.items.slice(0, query.size).map(mediaFromMam),
    ...page,
    total: answer.total,
  };
}

/** GET /media/thumbnail: the object's thumbnail as the device sends it (images only). */
export async function thumbnail(
  platform: Platform,
  actor: Actor,
  query: MediaThumbnailQuery,
): Promise<MamThumbnail> {
  requireRead(actor);
  const device = await mediaDevice(platform, query.deviceId);
  return mamWebService.thumbnail(webService(platform, device), query.objectId);
}

/** GET /media/searchable_fields: what the device searches by (WS: its `/fields`; MOS: words only). */
export async function searchableFields(
  platform: Platform,
  actor: Actor,
  deviceId: number,
): Promise<SearchableField[]> {
  requireRead(actor);
  const device = await mediaDevice(platform, deviceId);
  if (device.protocol === 'MOS') return [];
  return mamWebService.fields(webService(platform, device));
}

/**
 * POST /media/sync: asks the device to read its storage again (WS `/sync`) or to send its whole
 * object list (MOS mosReqAll, taken in as announced objects).
 */
export async function requestSync(
  platform: Platform,
  actor: Actor,
  deviceId: number,
): Promise<{ device: string }> {
  requireWrite(actor);
  const device = await mediaDevice(platform, deviceId);
  if (device.protocol === 'MOS') await requestMosSync(platform, device);
  else await mamWebService.sync(webService(platform, device));
  return { device: device.name };
}

/** GET /media/objects: one object as story media (WS `/objects/<id>`, MOS mosReqObj). */
export async function getObject(
  platform: Platform,
  actor: Actor,
  deviceId: number,
  objectId: string,
): Promise<Media> {
  requireRead(actor);
  const device = await mediaDevice(platform, deviceId);
  if (device.protocol === 'MOS') return requestMosObject(platform, device, objectId);
  return mediaFromMam(await mamWebService.object(webService(platform, device), objectId));
}

/** The device's web service for writing; MOS devices take no object writes from us (422). */
async function writableDevice(platform: Platform, deviceId: number): Promise<MamEndpoint> {
  const device = await mediaDevice(platform, deviceId);
  if (device.protocol === 'MOS')
    throw ruleViolation(MEDIA_RULES.unsupported, { device: device.name });
  return webService(platform, device);
}

/** POST /media/objects: a new object (a placeholder the editors fill) on a WS asset manager. */
export async function createObject(
  platform: Platform,
  actor: Actor,
  input: MediaCreate,
): Promise<Media> {
  requireWrite(actor);
  const { deviceId, ...fields } = input;
  const device = await writableDevice(platform, deviceId);
  return mediaFromMam(await mamWebService.write(device, null, fields));
}

/** PUT /media/objects: changes the given fields of an object on a WS asset manager. */
export async function updateObject(
  platform: Platform,
  actor: Actor,
  input: MediaUpdate,
): Promise<Media> {
  requireWrite(actor);
  const { deviceId, objectId, ...fields } = input;
  const device = await writableDevice(platform, deviceId);
  return mediaFromMam(await mamWebService.write(device, objectId, fields));
}
