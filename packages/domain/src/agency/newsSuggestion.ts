import { z } from 'zod';
import { slugSchema } from '../assignments/assignment';

/**
 * News suggestions (spec 3 §3: slug, lead, source, used flag): leads for the newsroom, made by
 * hand or from an agency item, shown in the news sidebar newest first and marked used once taken.
 */

/** Longest lead, in characters. */
export const NEWS_LEAD_MAX = 5000;
/** Suggestions one DELETE may name. */
export const NEWS_DELETE_MAX = 100;

export const newsSuggestionSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  lead: z.string(),
  /** Where it came from: a source's name, an agency, a person. */
  source: z.string(),
  /** The item's or the page's address, when there is one. */
  link: z.string().nullable(),
  /** The agency item it was made from. */
  itemId: z.number().int().positive().nullable(),
  used: z.boolean(),
  authorId: z.number().int().nullable(),
  authorNickname: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type NewsSuggestion = z.infer<typeof newsSuggestionSchema>;

/** POST /news_suggestions body; PUT adds `version`. */
export const newsSuggestionInputSchema = z.object({
  slug: slugSchema,
  lead: z.string().trim().max(NEWS_LEAD_MAX).default(''),
  source: z.string().trim().max(200).default(''),
  link: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
});
export type NewsSuggestionInput = z.output<typeof newsSuggestionInputSchema>;
export const newsSuggestionUpdateSchema = newsSuggestionInputSchema.extend({
  version: z.number().int().min(1),
});
export type NewsSuggestionUpdate = z.output<typeof newsSuggestionUpdateSchema>;

/** PUT /news_suggestions/{id}/used body. */
export const newsUsedSchema = z.object({ used: z.boolean() });

/** GET /news_suggestions query: newest first; the sidebar's refresh asks page 0. */
export const newsQuerySchema = z.object({
  used: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type NewsQuery = z.infer<typeof newsQuerySchema>;

/**
 * DELETE /news_suggestions?ids=1,2: the answer names the ids deleted; fewer than asked means some
 * were in use and were kept (spec 3 §5: "items in use cannot be deleted").
 */
export const newsDeleteQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => value.split(',').filter(Boolean).map(Number))
    .pipe(z.array(z.number().int().positive()).min(1).max(NEWS_DELETE_MAX)),
});
export const newsDeletedSchema = z.object({ deletedIds: z.array(z.number().int().positive()) });
export type NewsDeleted = z.infer<typeof newsDeletedSchema>;
