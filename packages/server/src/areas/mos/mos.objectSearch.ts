import { randomUUID } from 'node:crypto';
import { MosReplyError, type IMOSObjectList } from '@mos-connection/connector';
import {
  DEVICE_RULES,
  MEDIA_RULES,
  mediaFromMosObject,
  objectListRange,
  ruleViolation,
  type Media,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { MosUnreachable, type MosLinks } from './mos.links';
import { mosTypes } from './mos.messages';
import { countOf, describeMosObject } from './mos.objectDescription';
import { runningMosCaller, type MosObjectQuery, type NamedDevice } from './mos.calls';

/**
 * The media centre's search of a MOS asset manager (MOS profile 3): mosReqObjList with the words
 * as generalSearch and the page as the 1-based range listReturnStart..listReturnEnd, sent over
 * the connection MosLinks keeps to the device (no second listener on the MOS ports); the
 * answered mosObjList becomes a page of media. Any instance asks; the MOS leader sends
 * (mos.calls.ts).
 */

/**
 * One page of a MOS asset manager's objects for the words. 422 `device:unreachable` when it does
 * not answer within the MOS timeout (or we keep no connection to it), 422
 * `media:mosSearchUnavailable` when it refuses object-list requests (NACK), 422
 * `media:invalidAnswer` when its answer is no object list.
 */
export async function searchMosObjects(
  platform: Platform,
  device: NamedDevice,
  query: MosObjectQuery,
): Promise<{ items: Media[]; total: number }> {
  const caller = runningMosCaller(platform);
  if (!caller) throw ruleViolation(MEDIA_RULES.mosSearchUnavailable, { device: device.name });
  const { q, page, size, username } = query;
  return caller('search', {
    device: { id: device.id, name: device.name },
    query: { q, page, size, username },
  });
}

/** The search over the connections (on the MOS leader). */
export async function searchOverLinks(
  links: MosLinks,
  device: NamedDevice,
  query: MosObjectQuery,
): Promise<{ items: Media[]; total: number }> {
  const range = objectListRange(query.page, query.size);
  let answer: IMOSObjectList;
  try {
    answer = await links.send(device.id, (mos) =>
      mos.sendRequestObjectList({
        username: query.username,
        queryID: mosTypes.mosString128.create(randomUUID()),
        listReturnStart: range.start,
        listReturnEnd: range.end,
        generalSearch: mosTypes.mosString128.create(query.q),
        mosSchema: '',
        searchGroups: [],
      }),
    );
  } catch (err) {
    if (err instanceof MosReplyError)
      throw ruleViolation(MEDIA_RULES.invalidAnswer, { device: device.name });
    if (!(err instanceof MosUnreachable) && String(err).includes('Error in response'))
      throw ruleViolation(MEDIA_RULES.mosSearchUnavailable, { device: device.name });
    throw ruleViolation(DEVICE_RULES.unreachable, { device: device.name });
  }
  const objects = Array.isArray(answer.list) ? answer.list : [];
  const items = objects
    .map(describeMosObject)
    .filter((o) => o.objectId !== '')
    .slice(0, query.size)
    .map(mediaFromMosObject);
  // A device that leaves listReturnTotal out: what it returned up to this page.
  const total = countOf(answer.listReturnTotal) || range.start - 1 + objects.length;
  return { items, total };
}
