import { z } from 'zod';

/**
 * A WordPress site posts are published to (spec 3 §2 "wordpress configs"): its address, the user
 * and an application password (WordPress ≥ 5.6, Users → Profile → Application Passwords). The
 * password is write-only: stored encrypted, never answered.
 */

const idSchema = z.number().int().positive();

/** A site as the administrator reads it. */
export const wordpressSiteSchema = z.object({
  id: idSchema,
  name: z.string(),
  url: z.string(),
  user: z.string(),
  hasPassword: z.boolean(),
  /** Switched off: posts cannot be published to it (the demo's site until a real URL is given). */
  enabled: z.boolean(),
  version: z.number().int(),
});
export type WordpressSite = z.infer<typeof wordpressSiteSchema>;

/** POST /wordpress_configs body; PUT adds `version`. `password` absent on PUT = unchanged. */
export const wordpressSiteInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  url: z.url({ protocol: /^https?$/ }).max(500),
  user: z.string().trim().min(1).max(120),
  password: z.string().trim().min(1).max(200).optional(),
  enabled: z.boolean().default(true),
});
export type WordpressSiteInput = z.output<typeof wordpressSiteInputSchema>;
export const wordpressSiteUpdateSchema = wordpressSiteInputSchema.extend({
  version: z.number().int().min(1),
});
export type WordpressSiteUpdate = z.output<typeof wordpressSiteUpdateSchema>;

/**
 * The answer of a create or update: the site, and how the check of its credentials went (spec 3
 * §8: a valid check after saving shows a success message). `null` when it is switched off.
 */
export const wordpressSiteSavedSchema = z.object({
  site: wordpressSiteSchema,
  check: z
    .object({
      ok: z.boolean(),
      /** posts:credentialsValid, posts:credentialsRejected or posts:siteUnreachable. */
      key: z.string(),
      /** The site's own words (the signed-in user's name, or its error). */
      siteMessage: z.string(),
    })
    .nullable(),
});
export type WordpressSiteSaved = z.infer<typeof wordpressSiteSavedSchema>;

/** An author or category read from the site. */
export const wordpressTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Categories: the parent category (nested lists), else null. */
  parentId: z.number().int().nullable(),
});
export type WordpressTerm = z.infer<typeof wordpressTermSchema>;
