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
import { MosUnreachable } from './mos.links';
import { mosTypes } from './mos.messages';
import { describeMosObject } from './mos.objectDescription';
import { runningMosLinks } from './mos.objectSearch';

/**
 * The media centre's other requests to a MOS device, over the connection MosLinks keeps:
 * mosReqAll (profile 1: the device sends its whole object list again, which the announced
 * objects take in) and mosReqObj (one object by id).
 */

type Named = { id: number; name: string };

function linksOf(platform: Platform, device: Named) {
  const links = runningMosLinks(platform);
  if (!links) throw ruleViolation(DEVICE_RULES.unreachable, { device: device.name });
  return links;
}

/** mosReqAll: 422 `media:syncFailed` when the device refuses, `device:unreachable` without answer. */
export async function requestMosSync(platform: Platform, device: Named): Promise<void> {
  try {
    await linksOf(platform, device).send(device.id, (mos) => mos.sendRequestAllMOSObjects(0));
  } catch (err) {
    if (err instanceof MosUnreachable || !(err instanceof Error))
      throw ruleViolation(DEVICE_RULES.unreachable, { device: device.name });
    throw ruleViolation(MEDIA_RULES.syncFailed, { device: device.name });
  }
}

/** mosReqObj: the object as story media; 404 `media:notFound` when the device refuses the id. */
export async function requestMosObject(
  platform: Platform,
  device: Named,
  objectId: string,
): Promise<Media> {
  let object: IMOSObject;
  try {
    object = await linksOf(platform, device).send(device.id, (mos) =>
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
