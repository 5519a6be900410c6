import {
  MEDIA_RULES,
  mediaFromMam,
  ruleViolation,
  type Device,
  type Media,
  type MediaDevice,
  type MediaSearchQuery,
  type MediaThumbnailQuery,
  type Paged,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { searchMosObjects } from '../mos/mos.objectSearch';
import { mamWebService, type MamEndpoint, type MamThumbnail } from './mam.webService';
import { mediaPolicy } from './media.policy';
import { devicesRepository } from '../devices/devices.repository';
import { forbidden, notFound } from '../../platform/http/refusals';

function requireRead(actor: Actor): void {
  if (!mediaPolicy.canRead(actor)) throw forbidden();
}

/** The enabled MAM device to search; 404 when absent, disabled or not a MAM. */
async function enabledMam(platform: Platform, deviceId: number): Promise<Device> {
  const device = await devicesRepository.find(platform.database.db, deviceId);
  if (!device || device.type !== 'MAM' || !device.enabled) throw notFound();
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

/** GET /media/devices: the enabled MAM devices (media read). */
export async function listDevices(platform: Platform, actor: Actor): Promise<MediaDevice[]> {
  requireRead(actor);
  const rows = await devicesRepository.listEnabled(platform.database.db, { type: 'MAM' });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    protocol: row.protocol as MediaDevice['protocol'],
  }));
}

/**
 * GET /media/search: one page of the device's media for the words, as story media — over its web
 * service (WS) or with mosReqObjList over the MOS connection (MOS). The device pages; a device
 * sending more items than asked is cut to the page size.
 */
export async function search(
  platform: Platform,
  actor: Actor,
  query: MediaSearchQuery,
): Promise<Paged<Media>> {
  requireRead(actor);
  const device = await enabledMam(platform, query.deviceId);
  const page = { page: query.page, size: query.size };
  if (device.protocol === 'MOS') {
    const answer = await searchMosObjects(platform, device, { ...query, username: actor.nickname });
    return { data: answer.items, ...page, total: answer.total };
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
  const device = await enabledMam(platform, query.deviceId);
  return mamWebService.thumbnail(webService(platform, device), query.objectId);
}
