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
  type Paged,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { mamWebService, type MamThumbnail } from './mam.webService';
import { mediaPolicy } from './media.policy';
import { devicesRepository } from '../devices/devices.repository';

function requireRead(actor: Actor): void {
  if (!mediaPolicy.canRead(actor)) throw new DomainError('forbidden', 'error:forbidden');
}

/**
 * The enabled MAM device to search; 404 when absent, disabled or not a MAM. A MOS asset manager
 * would be searched with mosReqObjList, which the MOS connections do not offer yet (422).
 */
async function searchableDevice(platform: Platform, deviceId: number): Promise<Device> {
  const device = await devicesRepository.find(platform.database.db, deviceId);
  if (!device || device.type !== 'MAM' || !device.enabled)
    throw new DomainError('not_found', 'error:notFound');
  if (device.protocol !== 'WS')
    throw ruleViolation(MEDIA_RULES.mosSearchUnavailable, { device: device.name });
  return device;
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
 * GET /media/search: one page of the device's media for the words, as story media. The device
 * pages; a device sending more items than asked is cut to the page size.
 */
export async function search(
  platform: Platform,
  actor: Actor,
  query: MediaSearchQuery,
): Promise<Paged<Media>> {
  requireRead(actor);
  const device = await searchableDevice(platform, query.deviceId);
  const answer = await mamWebService.search(device, query);
  return {
    data: answer.items.slice(0, query.size).map(mediaFromMam),
    page: query.page,
    size: query.size,
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
  const device = await searchableDevice(platform, query.deviceId);
  return mamWebService.thumbnail(device, query.objectId);
}
