import { MosReplyError, type IMOSObject } from '@mos-connection/connector';
import {
  DEVICE_RULES,
  DomainError,
  MEDIA_RULES,
  mediaFromMosObject,
  ruleViolation,
  type Media,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { MosUnreachable, type MosLinks } from './mos.links';
import { mosTypes } from './mos.messages';
import { describeMosObject } from './mos.objectDescription';
import { runningMosCaller, type MosCaller, type NamedDevice } from './mos.calls';

/**
 * The media centre's other requests to a MOS device, over the connection MosLinks keeps:
 * mosReqAll (profile 1: the device sends its whole object list again, which the announced
 * objects take in) and mosReqObj (one object by id). Any instance asks; the MOS leader sends.
 */

function callerOf(platform: Platform, device: NamedDevice): MosCaller {
  const caller = runningMosCaller(platform);
  if (!caller) throw ruleViolation(DEVICE_RULES.unreachable, { device: device.name });
  return caller;
}

const named = (device: NamedDevice): NamedDevice => ({ id: device.id, name: device.name });

/** mosReqAll: 422 `media:syncFailed` when the device refuses, `device:unreachable` without answer. */
export async function requestMosSync(platform: Platform, device: NamedDevice): Promise<void> {
  await callerOf(platform, device)('requestSync', { device: named(device) });
}

/** mosReqObj: the object as story media; 404 `media:notFound` when the device refuses the id. */
export function requestMosObject(
  platform: Platform,
  device: NamedDevice,
  objectId: string,
): Promise<Media> {
  return callerOf(platform, device)('requestObject', { device: named(device), objectId });
}

/** mosReqAll over the connections (on the MOS leader). */
export async function requestSyncOverLinks(links: MosLinks, device: NamedDevice): Promise<null> {
  try {
    await links.send(device.id, (mos) => mos.sendRequestAllMOSObjects(0));
  } catch (err) {
    if (err instanceof MosUnreachable || !(err instanceof Error))
      throw ruleViolation(DEVICE_RULES.unreachable, { device: device.name });
    throw ruleViolation(MEDIA_RULES.syncFailed, { device: device.name });
  }
  return null;
}

/** mosReqObj over the connections (on the MOS leader). */
export async function requestObjectOverLinks(
  links: MosLinks,
  device: NamedDevice,
  objectId: string,
): Promise<Media> {
  let object: IMOSObject;
  try {
    object = await links.send(device.id, (mos) =>
      mos.sendRequestMOSObject(mosTypes.mosString128.create(objectId)),
    );
  } catch (err) {
    if (err instanceof MosReplyError)
      throw ruleViolation(MEDIA_RULES.invalidAnswer, { device: device.name });
    if (!(err instanceof MosUnreachable) && String(err).includes('Error in response'))
      throw new DomainError('not_found', MEDIA_RULES.notFound);
    throw ruleViolation(DEVICE_RULES.unreachable, { device: device.name });
  }
  const described = describeMosObject(object);
  if (described.objectId === '')
    throw ruleViolation(MEDIA_RULES.invalidAnswer, { device: device.name });
  return mediaFromMosObject(described);
}
