import { z } from 'zod';
import { pageQuerySchema } from '../platform/paging';
import { MEDIA_KINDS, mediaSchema, STORY_LIMITS, type Media } from '../stories/storyContent';

/**
 * The media centre (spec 1 §2 "media centre", spec 3 §7 "MAM"): searching the clips, images and
 * sounds of a media asset manager (a MAM device) to insert them into stories as MOS_VIDEO items.
 * The answered media is the story content's {@link Media} (spec 1 §3), so a picked item goes into
 * a subsection unchanged.
 *
 * A MAM speaking WS is reached over a small JSON contract of ours (docs/API.md "Media centre"):
 * `GET <webServiceUrl>/search?q=&page=&size=[&<field>=<words>…]` → {@link mamSearchAnswerSchema} and
 * `GET <webServiceUrl>/thumbnails/<objectId>` → an image.
 */

/** Message keys of the media centre's answers. */
export const MEDIA_RULES = {
  /** The asset manager does not know the object (404, spec 1 §8 "media not found in the asset manager"). */
  notFound: 'media:notFound',
  /** The asset manager answered something that is not the documented contract. */
  invalidAnswer: 'media:invalidAnswer',
  /** Searching a MAM over MOS (mosReqObjList) is not available in this installation. */
  mosSearchUnavailable: 'media:mosSearchUnavailable',
  /** The asset manager offers no such call (an II device; creating or changing objects over MOS). */
  unsupported: 'media:unsupported',
  /** The asset manager refused the sync request (spec 1 §8 "device sync in progress or failed"). */
  syncFailed: 'media:syncFailed',
} as const;

/** Longest search text passed to an asset manager. */
export const MEDIA_QUERY_MAX = 200;

/** An enabled MAM device offered by the media centre's device picker (GET /api/media/devices). */
export const mediaDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** WS (searched over its web service) or MOS. */
  protocol: z.enum(['II', 'MOS', 'WS']),
});
export type MediaDevice = z.infer<typeof mediaDeviceSchema>;

/** Most field-specific values one search may carry. */
export const MEDIA_SEARCH_PARAMS_MAX = 20;

/** Names the search contract uses itself: a device field cannot take them. */
const RESERVED_PARAM_NAMES = new Set(['q', 'page', 'size']);

/**
 * Field-specific values of a search (spec 3 §7 "medias (mamId, params, page, size)"): the names
 * a device answered at `/fields`, each with the words to look for in that field. Sent in the
 * query as one JSON object (`params={"reporter":"Ana"}`); blank values are dropped.
 */
export const mediaSearchParamsSchema = z
  .string()
  .max(4000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'invalid' });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .record(
        z
          .string()
          .min(1)
          .max(60)
          .refine((name) => !RESERVED_PARAM_NAMES.has(name), 'reserved'),
        z.string().trim().max(MEDIA_QUERY_MAX),
      )
      .refine((params) => Object.keys(params).length <= MEDIA_SEARCH_PARAMS_MAX, 'tooMany')
      .transform((params) =>
        Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '')),
      ),
  );

/**
 * Query of GET /api/media/search: the device, the words (empty = the device's own order), the
 * field-specific values and the page.
 */
export const mediaSearchQuerySchema = pageQuerySchema.extend({
  deviceId: z.coerce.number().int().positive(),
  q: z.string().trim().max(MEDIA_QUERY_MAX).default(''),
  params: mediaSearchParamsSchema.optional(),
});
export type MediaSearchQuery = z.infer<typeof mediaSearchQuerySchema>;

/** Query of GET /api/media/thumbnail. */
export const mediaThumbnailQuerySchema = z.object({
  deviceId: z.coerce.number().int().positive(),
  objectId: z.string().trim().min(1).max(STORY_LIMITS.short),
});
export type MediaThumbnailQuery = z.infer<typeof mediaThumbnailQuerySchema>;

/** A path as an asset manager sends it. */
const mamPathSchema = z.object({
  techDescription: z.string().optional(),
  url: z.string(),
});

/**
 * One item of an asset manager's search answer (the WS contract). Only `objectId` is required;
 * the rest falls back to empty values, and over-long values are cut to the story limits.
 */
export const mamMediaItemSchema = z.object({
  objectId: z.string().min(1),
  slug: z.string().optional(),
  /** Length in milliseconds. */
  durationMs: z.number().min(0).optional(),
  /** Frames per second of the media's time base. */
  timeBase: z.number().min(0).optional(),
  abstractText: z.string().optional(),
  /** IMAGE, VIDEO, AUDIO or OTHER; anything else is taken as OTHER. */
  type: z.string().optional(),
  paths: z.array(mamPathSchema).optional(),
  proxyPaths: z.array(mamPathSchema).optional(),
  metadataPath: z.string().nullable().optional(),
  mosExternalMetadata: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type MamMediaItem = z.infer<typeof mamMediaItemSchema>;

/** The asset manager's answer to `GET <webServiceUrl>/search`: the page's items and the total found. */
export const mamSearchAnswerSchema = z.object({
  items: z.array(mamMediaItemSchema),
  total: z.number().int().min(0),
});
export type MamSearchAnswer = z.infer<typeof mamSearchAnswerSchema>;

/** Limits of the answered media (those of {@link mediaSchema}). */
const LIMITS = {
  text: STORY_LIMITS.short,
  abstract: 2000,
  url: 2000,
  paths: 20,
  metadata: 50,
} as const;

const cut = (text: string | undefined, max: number): string =>
  [...(text ?? '')].slice(0, max).join('');

function pathsOf(paths: MamMediaItem['paths']): Media['paths'] {
  return (paths ?? [])
    .filter((p) => p.url.length > 0 && p.url.length <= LIMITS.url)
    .slice(0, LIMITS.paths)
    .map((p) => ({ techDescription: cut(p.techDescription, LIMITS.text), url: p.url }));
}

/**
 * An asset manager's item as the story content's media: unknown kinds become OTHER, texts are
 * cut to the story limits (a URL too long to store is dropped rather than cut, since a cut URL
 * points elsewhere), durations rounded to whole milliseconds.
 */
export function mediaFromMam(item: MamMediaItem): Media {
  const kind = (MEDIA_KINDS as readonly string[]).includes(item.type ?? '')
    ? (item.type as Media['type'])
    : item.type === undefined
      ? 'VIDEO'
      : 'OTHER';
  const metadataPath =
    item.metadataPath && item.metadataPath.length <= LIMITS.url ? item.metadataPath : null;
  return mediaSchema.parse({
    slug: cut(item.slug, LIMITS.text),
    objectId: cut(item.objectId, LIMITS.text),
    durationMs: Math.round(item.durationMs ?? 0),
    timeBase: item.timeBase ?? 0,
    abstractText: cut(item.abstractText, LIMITS.abstract),
    type: kind,
    paths: pathsOf(item.paths),
    proxyPaths: pathsOf(item.proxyPaths),
    metadataPath,
    mosExternalMetadata: (item.mosExternalMetadata ?? []).slice(0, LIMITS.metadata),
  });
}

/** Image types a thumbnail may have (never SVG: it can carry script). */
export const THUMBNAIL_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
] as const;

/** The thumbnail's content type when it is one of {@link THUMBNAIL_CONTENT_TYPES}, else null. */
export function thumbnailContentType(header: string | null | undefined): string | null {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (THUMBNAIL_CONTENT_TYPES as readonly string[]).includes(type) ? type : null;
}
