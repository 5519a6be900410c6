import { zonedTimestamp } from '../platform/calendarDate';
import type { RundownId } from '../platform/ids';
import type { Rundown } from '../rundowns/rundown';
import { runningOrder } from '../rundowns/rundownRules';
import { isStandby, showDurationMs } from '../rundowns/rundownTiming';
import { sortSections, type Section, type Subsection } from '../stories/storyContent';

/**
 * A rundown as a MOS running order (issue 9): the newsroom is the NCS, each MOS-enabled rundown
 * is replicated on the program's MOS devices. roID = `NRCS-RD-<rundownId>`, storyID = the story's
 * uuid, itemID = the MOS subsection's uuid, so ids survive moves between blocks and restarts.
 *
 * Pitfalls: MOS times of items are in units of the object's time base (`objTB`, frames per
 * second); a media whose time base is unknown is sent with objTB 1000, so its units are plain
 * milliseconds. The Standby block and blocks put on standby are not part of the show and are
 * not sent (a story moved there is deleted from the device's running order).
 */

/** The prefix of our running-order ids; the rest is the rundown id. */
export const MOS_RUNNING_ORDER_PREFIX = 'NRCS-RD-';

/** Time base sent when a media's frame rate is unknown: units are milliseconds. */
export const MOS_MS_TIME_BASE = 1000;

/** The running-order id of a rundown. */
export function runningOrderIdOf(rundownId: RundownId): string {
  return `${MOS_RUNNING_ORDER_PREFIX}${rundownId}`;
}

/** The rundown id of one of our running-order ids; null for any other id. */
export function rundownIdOfRunningOrder(roId: string): number | null {
  if (!roId.startsWith(MOS_RUNNING_ORDER_PREFIX)) return null;
  const id = Number(roId.slice(MOS_RUNNING_ORDER_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Kinds of object path (MOS objPaths): high resolution, proxy, metadata. */
export const MOS_PATH_TYPES = ['PATH', 'PROXY PATH', 'METADATA PATH'] as const;
/** One kind of object path. */
export type MosPathType = (typeof MOS_PATH_TYPES)[number];

/** An object path of a MOS item. */
export interface MosObjectPath {
  type: MosPathType;
  /** Technical description (e.g. "MPEG2 Video"). */
  description: string;
  target: string;
}

/** Scopes of mosExternalMetadata. */
export const MOS_METADATA_SCOPES = ['OBJECT', 'STORY', 'PLAYLIST'] as const;

/** A mosExternalMetadata block (schema URL and free payload). */
export interface MosExternalMetadata {
  scope: (typeof MOS_METADATA_SCOPES)[number];
  schema: string;
  payload: unknown;
}

/** A MOS item: a MOS_VIDEO or MOS_CG subsection of a story. */
export interface MosItem {
  /** The subsection's uuid. */
  itemId: string;
  slug: string;
  /** The media's own slug (objSlug). */
  objectSlug: string;
  objectId: string;
  /** MOS id of the device that owns the object. */
  mosId: string;
  mosAbstract: string;
  channel: string;
  /** Frames per second of the times below (objTB); MOS_MS_TIME_BASE when unknown. */
  timeBase: number;
  /** Editorial in point, in units of timeBase. */
  edStart: number | null;
  /** Editorial duration, in units of timeBase. */
  edDur: number | null;
  /** Duration the user set for the item, in units of timeBase. */
  userTimingDur: number | null;
  /** The object's full duration, in units of timeBase. */
  duration: number;
  /** PATH, PROXY PATH and METADATA PATH entries, in that order. */
  paths: MosObjectPath[];
  mosExternalMetadata: MosExternalMetadata[];
}

/** A story of a running order. */
export interface MosStory {
  /** The story's uuid. */
  storyId: string;
  slug: string;
  /** The page shown in the rundown ("01", "02"…), MOS storyNum. */
  number: string;
  items: MosItem[];
}

/** The running order's own fields (what roMetadataReplace carries). */
export interface MosRunningOrderMetadata {
  roId: string;
  /** Program name and date, e.g. "Jornal da Manhã 2026-11-21". */
  slug: string;
  /** Device channel used when an item names none. */
  defaultChannel: string;
  /** Scheduled start, local newsroom time `YYYY-MM-DDTHH:mm:ss`. */
  edStart: string;
  /** Scheduled length of the show in ms (a show crossing midnight counts to the next day). */
  edDurMs: number;
}

/** A whole running order: its fields and its stories in air order. */
export interface MosRunningOrder extends MosRunningOrderMetadata {
  stories: MosStory[];
}

/** What the mapping needs besides the rundown. */
export interface RunningOrderContext {
  programName: string;
  /** MOS id of the device the running order is for (the items' mosID). */
  mosId: string;
  /** The device's default channel ('' = none). */
  defaultChannel: string;
  /** The newsroom's IANA time zone: the show's start is a wall time there. */
  timeZone: string;
  /** The sections of each story of the rundown, by story id (missing = no MOS items). */
  sectionsByStoryId: ReadonlyMap<number, readonly Section[]>;
}

/** Subsection types that become MOS items. */
const MOS_SUBSECTION_TYPES: readonly Subsection['type'][] = ['MOS_VIDEO', 'MOS_CG'];

function toUnits(ms: number | null, timeBase: number): number | null {
  return ms === null ? null : Math.round((ms * timeBase) / 1000);
}

function metadataOf(records: readonly Record<string, unknown>[]): MosExternalMetadata[] {
  return records.map((record) => {
    const scope = record.mosScope ?? record.scope;
    const schema = record.mosSchema ?? record.schema;
    return {
      scope: MOS_METADATA_SCOPES.find((s) => s === scope) ?? 'OBJECT',
      schema: typeof schema === 'string' ? schema : '',
      payload: record.mosPayload ?? record.payload ?? record,
    };
  });
}

/**
 * The MOS item of a subsection, or null when it is not a MOS subsection or names no object yet
 * (a placeholder without media cannot be played).
 */
export function mosItemOf(
  sub: Subsection,
  context: Pick<RunningOrderContext, 'mosId' | 'defaultChannel'>,
): MosItem | null {
  if (!MOS_SUBSECTION_TYPES.includes(sub.type) || !sub.media || sub.media.objectId === '')
    return null;
  const media = sub.media;
  const timeBase = media.timeBase > 0 ? media.timeBase : MOS_MS_TIME_BASE;
  return {
    itemId: sub.uuid,
    slug: sub.slug || media.slug,
    objectSlug: media.slug,
    objectId: media.objectId,
    mosId: context.mosId,
    mosAbstract: media.abstractText,
    channel: sub.channel || context.defaultChannel,
    timeBase,
    edStart: toUnits(sub.edStartMs, timeBase),
    edDur: toUnits(sub.edDurMs, timeBase),
    userTimingDur: toUnits(sub.userTimingDurMs, timeBase),
    duration: toUnits(media.durationMs, timeBase) ?? 0,
    paths: [
      ...media.paths.map((p) => ({
        type: 'PATH' as const,
        description: p.techDescription,
        target: p.url,
      })),
      ...media.proxyPaths.map((p) => ({
        type: 'PROXY PATH' as const,
        description: p.techDescription,
        target: p.url,
      })),
      ...(media.metadataPath
        ? [{ type: 'METADATA PATH' as const, description: '', target: media.metadataPath }]
        : []),
    ],
    mosExternalMetadata: metadataOf(media.mosExternalMetadata),
  };
}

/** The MOS items of a story's sections, in air order. */
export function mosItemsOf(
  sections: readonly Section[],
  context: Pick<RunningOrderContext, 'mosId' | 'defaultChannel'>,
): MosItem[] {
  return sortSections(sections).flatMap((section) =>
    section.subSections.flatMap((sub) => {
      const item = mosItemOf(sub, context);
      return item ? [item] : [];
    }),
  );
}

/**
 * A rundown as a running order for one device: every story of the show in air order (blocks by
 * index, stories by index), without the Standby block and blocks on standby, and without private
 * stories (devices would show what the API masks; a private story is not ready for air).
 */
export function runningOrderOf(
  rundown: Pick<Rundown, 'id' | 'date' | 'start' | 'end' | 'blocks'>,
  context: RunningOrderContext,
): MosRunningOrder {
  const stories = runningOrder(rundown)
    .filter(({ block, story }) => !isStandby(block) && !story.isPrivate)
    .map(({ story }) => ({
      storyId: story.uuid,
      slug: story.slug,
      number: story.page,
      items: mosItemsOf(context.sectionsByStoryId.get(story.id) ?? [], context),
    }));
  return {
    roId: runningOrderIdOf(rundown.id),
    slug: `${context.programName} ${rundown.date}`.trim(),
    defaultChannel: context.defaultChannel,
    edStart: zonedTimestamp(context.timeZone, rundown.date, rundown.start),
    edDurMs: showDurationMs(rundown.start, rundown.end),
    stories,
  };
}

/** The running order's own fields, without its stories. */
export function metadataOfRunningOrder(ro: MosRunningOrder): MosRunningOrderMetadata {
  return {
    roId: ro.roId,
    slug: ro.slug,
    defaultChannel: ro.defaultChannel,
    edStart: ro.edStart,
    edDurMs: ro.edDurMs,
  };
}
