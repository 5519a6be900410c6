import type { DeviceType } from '../devices/device';
import { mediaFromMam } from '../media/media';
import { subsectionInputSchema, type Subsection } from '../stories/storyContent';
import type { MosPluginItem } from './pluginMessages';

/**
 * A plug-in's item as a story subsection (issue 26): the item's own objType decides when it
 * says VIDEO or AUDIO (a clip: MOS_VIDEO) or STILL (a graphic: MOS_CG); otherwise the device's
 * kind does (a character generator's items are MOS_CG, any other device's MOS_VIDEO). The
 * subsection is ready, named after the item, and its times turn from objTB units into ms.
 */

const OBJECT_KINDS: Record<string, 'IMAGE' | 'VIDEO' | 'AUDIO' | 'OTHER'> = {
  STILL: 'IMAGE',
  VIDEO: 'VIDEO',
  AUDIO: 'AUDIO',
  OTHER: 'OTHER',
};

/** The subsection type an item becomes. */
export function pluginItemSubsectionType(
  item: Pick<MosPluginItem, 'objectType'>,
  deviceType: DeviceType,
): 'MOS_CG' | 'MOS_VIDEO' {
  if (item.objectType === 'VIDEO' || item.objectType === 'AUDIO') return 'MOS_VIDEO';
  if (item.objectType === 'STILL') return 'MOS_CG';
  return deviceType === 'CG' ? 'MOS_CG' : 'MOS_VIDEO';
}

function msOf(units: number | null, timeBase: number): number | null {
  return units === null || timeBase <= 0 ? null : Math.round((units * 1000) / timeBase);
}

/**
 * The subsection a received item becomes, with `uuid` (a new one, or the uuid of the subsection
 * the item was sent to edit, so its replication replaces the item on the devices).
 */
export function subsectionFromPluginItem(
  item: MosPluginItem,
  options: { uuid: string; deviceType: DeviceType },
): Subsection {
  const type = pluginItemSubsectionType(item, options.deviceType);
  const pathsOf = (kind: string) =>
    item.paths
      .filter((p) => p.type === kind && p.target !== '')
      .map((p) => ({ techDescription: p.description, url: p.target }));
  const media = mediaFromMam({
    objectId: item.objectId,
    slug: item.objectSlug || item.itemSlug,
    durationMs: msOf(item.duration, item.timeBase) ?? 0,
    timeBase: item.timeBase,
    abstractText: item.mosAbstract,
    type: OBJECT_KINDS[item.objectType] ?? (type === 'MOS_CG' ? 'OTHER' : 'VIDEO'),
    paths: pathsOf('PATH'),
    proxyPaths: pathsOf('PROXY PATH'),
    metadataPath: pathsOf('METADATA PATH')[0]?.url ?? null,
    mosExternalMetadata: item.mosExternalMetadata.map((m) => ({
      mosScope: m.scope,
      mosSchema: m.schema,
      mosPayload: m.payload,
    })),
  });
  const short = (text: string) => [...text].slice(0, 200).join('');
  return subsectionInputSchema.parse({
    uuid: options.uuid,
    type,
    slug: short(item.itemSlug || item.objectSlug || item.objectId),
    status: 'ready',
    channel: short(item.channel),
    macroIn: short(item.macroIn),
    macroOut: short(item.macroOut),
    media,
    edStartMs: msOf(item.edStart, item.timeBase),
    edDurMs: msOf(item.edDur, item.timeBase),
    userTimingDurMs: msOf(item.userTimingDur, item.timeBase),
  }) as Subsection;
}
