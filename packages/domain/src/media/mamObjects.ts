import { z } from 'zod';
import { MEDIA_KINDS, STORY_LIMITS } from '../stories/storyContent';

/**
 * The asset manager's other calls (spec 3 §7 "MAM: searchable_fields, request_sync, media
 * create, update, get"). Over a WS device's contract (docs/API.md "Media centre"):
 *
 *   GET  <webServiceUrl>/fields             → {@link mamFieldsAnswerSchema}
 *   POST <webServiceUrl>/sync               → 2xx: the device re-reads its storage
 *   GET  <webServiceUrl>/objects/<objectId> → one item of the search contract
 *   POST <webServiceUrl>/objects            → the created item (a placeholder to be filled)
 *   PUT  <webServiceUrl>/objects/<objectId> → the changed item
 */

/** Most fields a device may offer. */
export const SEARCHABLE_FIELDS_MAX = 50;

/** A field the device can search by. */
export const searchableFieldSchema = z.object({
  /** Name sent back in a search (e.g. `slug`, `reporter`). */
  name: z.string().min(1).max(60),
  /** What users read; the name when the device gives none. */
  label: z.string().max(120),
});
export type SearchableField = z.infer<typeof searchableFieldSchema>;

/** The device's answer to `GET <webServiceUrl>/fields`. */
export const mamFieldsAnswerSchema = z.object({
  fields: z
    .array(z.object({ name: z.string().min(1).max(60), label: z.string().max(120).optional() }))
    .max(SEARCHABLE_FIELDS_MAX),
});

/** Query naming the device (searchable_fields; the object calls add `objectId`). */
export const mediaDeviceQuerySchema = z.object({
  deviceId: z.coerce.number().int().positive(),
});

const objectIdSchema = z.string().trim().min(1).max(STORY_LIMITS.short);

/** Query of GET /api/media/objects (ids go in the query: they may be longer than a path part). */
export const mediaObjectQuerySchema = mediaDeviceQuerySchema.extend({ objectId: objectIdSchema });

/** Body of POST /api/media/sync. */
export const mediaSyncBodySchema = z.object({ deviceId: z.number().int().positive() });

/** Answer of POST /api/media/sync: which device was asked. */
export const mediaSyncAnswerSchema = z.object({ device: z.string() });

/** What can be written of an object: a placeholder's slug, kind, planned length and abstract. */
const mediaFieldsShape = {
  slug: z.string().trim().min(1).max(STORY_LIMITS.short),
  type: z.enum(MEDIA_KINDS),
  /** Planned length in milliseconds (at most 24 h). */
  durationMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60 * 1000),
  abstractText: z.string().trim().max(2000),
};

/** Body of POST /api/media/objects: the device and the new object (a placeholder). */
export const mediaCreateSchema = z.object({
  deviceId: z.number().int().positive(),
  ...mediaFieldsShape,
  durationMs: mediaFieldsShape.durationMs.default(0),
  abstractText: mediaFieldsShape.abstractText.default(''),
});
export type MediaCreate = z.infer<typeof mediaCreateSchema>;

/** Body of PUT /api/media/objects: the device, the object and the fields to change (one at least). */
export const mediaUpdateSchema = z
  .object({
    deviceId: z.number().int().positive(),
    objectId: objectIdSchema,
    slug: mediaFieldsShape.slug.optional(),
    type: mediaFieldsShape.type.optional(),
    durationMs: mediaFieldsShape.durationMs.optional(),
    abstractText: mediaFieldsShape.abstractText.optional(),
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'deviceId' && key !== 'objectId'), {
    message: 'required',
    path: ['slug'],
  });
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;
