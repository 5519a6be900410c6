import { z } from 'zod';
import { documentAbilitiesSchema, documentDateSchema } from '../assignments/assignment';
import { documentTrailerShape } from '../documents/documentShape';
import { isCalendarDate } from '../platform/calendarDate';
import { pageQuerySchema } from '../platform/paging';
import { storySourceTypeSchema } from '../stories/story';

/**
 * Posts (spec 3 §1 "posts published to a CMS", §3 "Post"): web articles the newsroom writes and
 * publishes to a WordPress site — caption (the headline), excerpt, a body of clean HTML from the
 * rich text editor, a featured image from file storage, a publication date (a future one
 * schedules it), the site (`wordpressId`), and the site's author, category and tags.
 */

const idSchema = z.number().int().positive();

/** Limits of post fields. */
export const POST_LIMITS = {
  caption: 300,
  excerpt: 1_000,
  body: 300_000,
  tags: 30,
  tag: 60,
} as const;

/** Message keys of post and WordPress answers. */
export const POST_KEYS = {
  /** 422: the post has no site, author or category to publish to (`fields`). */
  publishIncomplete: 'posts:publishIncomplete',
  /** 422: the site could not take the post; details carry the site's answer (`siteMessage`). */
  publishFailed: 'posts:publishFailed',
  /** 422: the site could not take the post back; details carry `siteMessage`. */
  unpublishFailed: 'posts:unpublishFailed',
  /** 422: the post was never published. */
  notPublished: 'posts:notPublished',
  /** 409: another publish or unpublish of the post is under way. */
  publishInProgress: 'posts:publishInProgress',
  /** 422: a post sent to a site stays with it (its copy there is updated, never moved). */
  siteFixed: 'posts:siteFixed',
  /** 422: the site is switched off. */
  siteDisabled: 'posts:siteDisabled',
  /** 422: the site answered, but not to these credentials (`siteMessage`). */
  credentialsRejected: 'posts:credentialsRejected',
  /** 422: the site did not answer (`siteMessage`). */
  siteUnreachable: 'posts:siteUnreachable',
  /** Success: the site took the credentials (shown after a save). */
  credentialsValid: 'posts:credentialsValid',
  /** 403: only its owner shares a post. */
  onlyOwnerShares: 'posts:onlyOwnerShares',
  /** 409: a site with that address exists. */
  duplicateSite: 'posts:duplicateSite',
  /** 422: posts are published to the site (`count`); switch it off instead. */
  siteInUse: 'posts:siteInUse',
} as const;

/** Where a post stands on its site. */
export const POST_PUBLICATION_STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PostPublicationState = (typeof POST_PUBLICATION_STATES)[number];

/** An ISO instant with its offset ("2026-11-27T09:00:00-03:00" or "…Z"). */
export const instantSchema = z.iso.datetime({ offset: true });

/** The editable fields of a post (POST body; PUT adds `version`). */
export const postInputSchema = z.object({
  caption: z.string().trim().min(1).max(POST_LIMITS.caption),
  excerpt: z.string().trim().max(POST_LIMITS.excerpt).default(''),
  /** HTML from the rich text editor; the server keeps only the tags of POST_BODY_TAGS. */
  body: z.string().max(POST_LIMITS.body).default(''),
  /** An image of the newsroom's file storage (POST /files/single answers its id). */
  featuredImageId: z.uuid().nullable().default(null),
  /** When it goes live; a future date schedules it; null = when published. */
  publicationDate: instantSchema.nullable().default(null),
  /** The WordPress site (spec: wordpressId). */
  wordpressId: idSchema.nullable().default(null),
  /** The site's user who signs it. */
  authorId: idSchema.nullable().default(null),
  /** The site's category. */
  categoryId: idSchema.nullable().default(null),
  tags: z.array(z.string().trim().min(1).max(POST_LIMITS.tag)).max(POST_LIMITS.tags).default([]),
});
export type PostInput = z.output<typeof postInputSchema>;

export const postUpdateSchema = postInputSchema.extend({ version: z.number().int().min(1) });
export type PostUpdate = z.output<typeof postUpdateSchema>;

/** The post's life on its site. */
export const postPublicationSchema = z.object({
  state: z.enum(POST_PUBLICATION_STATES),
  /** The post's id on the site; kept after an unpublish, so a new publish updates the same one. */
  wordpressPostId: z.number().int().nullable(),
  /** Its public address on the site. */
  link: z.string().nullable(),
  /** When it was last sent to the site. */
  publishedAt: z.string().nullable(),
  publishedById: idSchema.nullable(),
  /** Saved after it was last sent: the site shows an older text. */
  changedSince: z.boolean(),
  /** What the site said when the last publish or unpublish failed (cleared by a success). */
  lastError: z.string().nullable(),
});
export type PostPublication = z.infer<typeof postPublicationSchema>;

export const postAbilitiesSchema = documentAbilitiesSchema.extend({
  /** Holds ROLE_POST_ADMIN: publishes and unpublishes. */
  canPublish: z.boolean(),
});

/** A post as answered (list, viewer, editor). */
export const postSchema = z.object({
  id: idSchema,
  caption: z.string(),
  excerpt: z.string(),
  body: z.string(),
  featuredImageId: z.string().nullable(),
  publicationDate: z.string().nullable(),
  wordpressId: idSchema.nullable(),
  authorId: idSchema.nullable(),
  categoryId: idSchema.nullable(),
  tags: z.array(z.string()),
  /** Where it came from (a story, reportage, guideline or agency item), if anywhere. */
  sourceType: storySourceTypeSchema.nullable(),
  sourceId: idSchema.nullable(),
  publication: postPublicationSchema,
  createdAt: z.string(),
  ...documentTrailerShape,
  abilities: postAbilitiesSchema,
});
export type Post = z.infer<typeof postSchema>;

/** GET /posts/filter (spec 3 §7: from, to, filter, page): by day of last change, newest first. */
const daySchema = documentDateSchema.refine(isCalendarDate, 'invalid');
export const postFilterQuerySchema = pageQuerySchema.extend({
  from: daySchema.optional(),
  to: daySchema.optional(),
  /** Words of the caption, excerpt or tags. */
  filter: z.string().trim().max(200).default(''),
  state: z.enum(POST_PUBLICATION_STATES).optional(),
});
export type PostFilterQuery = z.infer<typeof postFilterQuerySchema>;

/** POST /posts/sources: a post from a story, reportage, guideline or agency item. */
export const postSourceSchema = z.object({
  sourceType: storySourceTypeSchema,
  sourceId: idSchema,
});
export type PostSource = z.infer<typeof postSourceSchema>;

/** PUT /posts/{id}/publish (spec: wordpressId, authorId, categoryId; absent = the post's own). */
export const postPublishSchema = z.object({
  wordpressId: idSchema.optional(),
  authorId: idSchema.optional(),
  categoryId: idSchema.optional(),
});
export type PostPublish = z.infer<typeof postPublishSchema>;
