import {
  getMosTypes,
  IMOSObjectAirStatus,
  IMOSObjectPathType,
  IMOSObjectStatus,
  IMOSScope,
  type IMOSItem,
  type IMOSROAck,
  type IMOSROStory,
  type IMOSRunningOrder,
  type IMOSRunningOrderBase,
  type MosDevice,
} from '@mos-connection/connector';
import type {
  DisplayStatus,
  MosItem,
  MosOperation,
  MosRunningOrder,
  MosRunningOrderMetadata,
  MosStory,
} from '@newsroom/domain';

/**
 * Our running-order model (domain `mos/`) in @mos-connection's shapes, and each operation as the
 * connector call that sends it. Non-strict MOS types: a slug longer than 128 characters is sent
 * as it is rather than failing the whole running order.
 */

export const mosTypes = getMosTypes(false);
const str = (value: string) => mosTypes.mosString128.create(value);

const PATH_TYPES = {
  PATH: IMOSObjectPathType.PATH,
  'PROXY PATH': IMOSObjectPathType.PROXY_PATH,
  'METADATA PATH': IMOSObjectPathType.METADATA_PATH,
} as const;

const SCOPES = {
  OBJECT: IMOSScope.OBJECT,
  STORY: IMOSScope.STORY,
  PLAYLIST: IMOSScope.PLAYLIST,
} as const;

function toItem(item: MosItem): IMOSItem {
  return {
    ID: str(item.itemId),
    Slug: str(item.slug),
    ObjectSlug: str(item.objectSlug),
    ObjectID: str(item.objectId),
    MOSID: item.mosId,
    mosAbstract: item.mosAbstract,
    Channel: str(item.channel),
    TimeBase: item.timeBase,
    Duration: item.duration,
    ...(item.edStart === null ? {} : { EditorialStart: item.edStart }),
    ...(item.edDur === null ? {} : { EditorialDuration: item.edDur }),
    ...(item.userTimingDur === null ? {} : { UserTimingDuration: item.userTimingDur }),
    Paths: item.paths.map((p) => ({
      Type: PATH_TYPES[p.type],
      Description: p.description,
      Target: p.target,
    })),
    MosExternalMetaData: item.mosExternalMetadata.map((m) => ({
      MosScope: SCOPES[m.scope],
      MosSchema: m.schema,
      MosPayload: m.payload,
    })),
  };
}

/** A story with its items (roCreate, roReplace, INSERT, REPLACE). */
export function toStory(story: MosStory): IMOSROStory {
  return {
    ID: str(story.storyId),
    Slug: str(story.slug),
    Number: str(story.number),
    Items: story.items.map(toItem),
  };
}

/** The running order's own fields (roMetadataReplace, and the head of roCreate). */
export function toRunningOrderBase(ro: MosRunningOrderMetadata): IMOSRunningOrderBase {
  return {
    ID: str(ro.roId),
    Slug: str(ro.slug),
    ...(ro.defaultChannel ? { DefaultChannel: str(ro.defaultChannel) } : {}),
    EditorialStart: mosTypes.mosTime.create(ro.edStart),
    EditorialDuration: mosTypes.mosDuration.create(Math.round(ro.edDurMs / 1000)),
  };
}

/** A whole running order (roCreate, roReplace). */
export function toRunningOrder(ro: MosRunningOrder): IMOSRunningOrder {
  return { ...toRunningOrderBase(ro), Stories: ro.stories.map(toStory) };
}

/** The device answered, refusing the message (NACK or another status than OK/ACK). */
export class MosRefused extends Error {}

/** Throws MosRefused when the device refused (a roAck whose status is not OK/ACK). */
export function expectAck(ack: IMOSROAck): void {
  const status = mosTypes.mosString128.stringify(ack.Status).trim().toUpperCase();
  if (status !== 'OK' && status !== 'ACK' && status !== '')
    throw new MosRefused(`MOS device answered ${status}`);
}

/** Sends one diff operation of a running order. */
export async function sendOperation(
  device: MosDevice,
  roId: string,
  op: MosOperation,
): Promise<IMOSROAck> {
  const RunningOrderID = str(roId);
  switch (op.kind) {
    case 'metadata':
      return device.sendMetadataReplace(toRunningOrderBase(op.metadata));
    case 'delete':
      return device.sendRODeleteStories({ RunningOrderID }, op.storyIds.map(str));
    case 'insert':
      return device.sendROInsertStories(
        { RunningOrderID, StoryID: str(op.beforeStoryId ?? '') },
        op.stories.map(toStory),
      );
    case 'move':
      return device.sendROMoveStories(
        { RunningOrderID, StoryID: str(op.beforeStoryId ?? '') },
        op.storyIds.map(str),
      );
    case 'replace':
      return device.sendROReplaceStories({ RunningOrderID, StoryID: str(op.story.storyId) }, [
        toStory(op.story),
      ]);
  }
}

/** roReadyToAir of a running order. */
export function readyToAir(device: MosDevice, roId: string): Promise<IMOSROAck> {
  return device.sendReadyToAir({ ID: str(roId), Status: IMOSObjectAirStatus.READY });
}

/** The display status a device's roElementStat means for a story; null = no change (READY, BUSY…). */
export function displayStatusOf(status: IMOSObjectStatus | string): DisplayStatus | null {
  if (status === IMOSObjectStatus.PLAY) return 'play';
  if (status === IMOSObjectStatus.STOP) return 'stop';
  return null;
}
