import { mediaFromMam } from '../media/media';
import type { Media } from '../stories/storyContent';

/**
 * The media centre over MOS (profile 3, mosReqObjList → mosObjList): a page of the media centre
 * as the 1-based, inclusive range of objects asked of the device, and each answered mosObj as the
 * story content's media.
 */

/** A mosObj as the device described it, with plain strings. */
export interface MosObjectDescription {
  objectId: string;
  slug: string;
  /** mosAbstract ('' when absent or not plain text). */
  abstract: string;
  /** objType: STILL, VIDEO, AUDIO or OTHER. */
  type: string;
  /** objTB: units per second of objDur (0 = unknown). */
  timeBase: number;
  /** objDur, in units of objTB. */
  duration: number;
  /** objPaths: objPath (PATH), objProxyPath (PROXY PATH), objMetadataPath (METADATA PATH). */
  paths: { type: string; description: string; target: string }[];
  mosExternalMetadata: { scope: string; schema: string; payload: unknown }[];
}

/** The objects of a media-centre page (page from 0): listReturnStart and listReturnEnd, 1-based, inclusive. */
export function objectListRange(page: number, size: number): { start: number; end: number } {
  return { start: page * size + 1, end: page * size + size };
}

const MOS_KINDS: Record<string, string> = {
  STILL: 'IMAGE',
  VIDEO: 'VIDEO',
  AUDIO: 'AUDIO',
  OTHER: 'OTHER',
};

/**
 * A mosObj as media: STILL is an IMAGE, the duration turns into milliseconds through the time
 * base (unknown time base: 0 ms), paths split by type (the first metadata path is the media's),
 * mosExternalMetadata kept as `{ mosScope, mosSchema, mosPayload }` (what the running order sends
 * back to devices). Texts are cut to the story limits as for any asset manager.
 */
export function mediaFromMosObject(object: MosObjectDescription): Media {
  const pathsOf = (type: string) =>
    object.paths
      .filter((p) => p.type === type && p.target !== '')
      .map((p) => ({ techDescription: p.description, url: p.target }));
  const timeBase = Number.isFinite(object.timeBase) && object.timeBase > 0 ? object.timeBase : 0;
  const duration = Number.isFinite(object.duration) && object.duration > 0 ? object.duration : 0;
  return mediaFromMam({
    objectId: object.objectId,
    slug: object.slug,
    durationMs: timeBase > 0 ? (duration * 1000) / timeBase : 0,
    timeBase,
    abstractText: object.abstract,
    type: MOS_KINDS[object.type] ?? 'OTHER',
    paths: pathsOf('PATH'),
    proxyPaths: pathsOf('PROXY PATH'),
    metadataPath: pathsOf('METADATA PATH')[0]?.url ?? null,
    mosExternalMetadata: object.mosExternalMetadata.map((m) => ({
      mosScope: m.scope,
      mosSchema: m.schema,
      mosPayload: m.payload,
    })),
  });
}
