import {
  mediaFromMosObject,
  type Media,
  type MediaSearchQuery,
  type MosObjectDescription,
  type Paged,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { emit } from '../../platform/realtime/outbox';
import { mosObjectsRepository, type AnnouncedObjectRow } from './mos.objects.repository';

/**
 * The objects MOS devices announce (profile 1): a mosObj adds, changes or (status DELETED)
 * removes one; a mosListAll is the device's whole list and replaces what it announced before.
 * They are kept per device as story media, so the media centre lists a device (a playout's
 * clips) that offers no object search, and every open media centre hears of the change.
 */

/** A mosObj a device announced, and whether it says the object is gone. */
export interface AnnouncedObject {
  description: MosObjectDescription;
  deleted: boolean;
}

/** MOS objIDs are at most 128 characters; a longer or empty one names nothing we can keep. */
const isKeepable = (o: AnnouncedObject) =>
  o.description.objectId !== '' && [...o.description.objectId].length <= 128;

function rowOf(description: MosObjectDescription): AnnouncedObjectRow {
  const media = mediaFromMosObject(description);
  return { objectId: description.objectId, slug: media.slug, abstract: media.abstractText, media };
}

/** Keeps what a device announced; `complete` = its whole list (mosListAll). */
export async function keepAnnouncedObjects(
  platform: Platform,
  deviceId: number,
  objects: AnnouncedObject[],
  complete: boolean,
): Promise<void> {
  const keepable = objects.filter(isKeepable);
  const deleted = keepable.filter((o) => o.deleted).map((o) => o.description.objectId);
  const kept = keepable.filter((o) => !o.deleted).map((o) => rowOf(o.description));
  await platform.database.db.transaction(async (tx) => {
    if (complete) await mosObjectsRepository.removeAll(tx, deviceId);
    else await mosObjectsRepository.remove(tx, deviceId, deleted);
    await mosObjectsRepository.upsert(tx, deviceId, kept);
    await emit(tx, null, {
      topic: 'media',
      entity: 'mos_objects',
      action: 'UPDATE',
      id: deviceId,
      data: { deviceId },
    });
  });
}

/** A media-centre page of the objects a device announced that hold every word. */
export async function searchAnnouncedObjects(
  platform: Platform,
  query: MediaSearchQuery,
): Promise<Paged<Media>> {
  const words = query.q.split(/\s+/).filter(Boolean);
  const page = { page: query.page, size: query.size };
  const found = await mosObjectsRepository.search(
    platform.database.db,
    query.deviceId,
    words,
    page,
  );
  return { data: found.media, ...page, total: found.total };
}

/** The devices among these that announced objects. */
export function devicesWithAnnouncedObjects(
  platform: Platform,
  deviceIds: number[],
): Promise<number[]> {
  return mosObjectsRepository.devicesWithObjects(platform.database.db, deviceIds);
}
