import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { files } from './admin';
import { documentTailColumns } from './documentColumns';
import { optionalId, parentId, versionStamps } from './columns';
import { users } from './users';

/**
 * Posts and the WordPress sites they are published to (spec 3 §1, §2 "wordpress configs", §3
 * "Post"). A site's application password is kept sealed (platform/secrets).
 */
export const wordpressSites = pgTable(
  'wordpress_sites',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Without a trailing slash. */
    url: varchar('url', { length: 500 }).notNull(),
    user: varchar('user_name', { length: 120 }).notNull(),
    /** The application password, sealed. */
    passwordSealed: text('password_sealed'),
    enabled: boolean('enabled').notNull().default(true),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('wordpress_sites_url_key').on(sql`lower(${t.url})`)],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    caption: varchar('caption', { length: 300 }).notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** Clean HTML (domain POST_BODY_TAGS). */
    body: text('body').notNull().default(''),
    featuredImageId: varchar('featured_image_id', { length: 36 }).references(() => files.id, {
      onDelete: 'set null',
    }),
    publicationDate: timestamp('publication_date', { withTimezone: true }),
    wordpressId: optionalId('wordpress_id', () => wordpressSites.id),
    /** The site's user and category ids. */
    authorId: integer('author_id'),
    categoryId: integer('category_id'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** story, reportage, assignment or agency_item: what it was made from. */
    sourceType: varchar('source_type', { length: 20 }),
    sourceId: integer('source_id'),
    /** draft, scheduled, published, unpublished. */
    publicationState: varchar('publication_state', { length: 12 }).notNull().default('draft'),
    wordpressPostId: integer('wordpress_post_id'),
    /** The slug the post was first sent with, written before the create: a retry finds it by it. */
    wordpressSlug: varchar('wordpress_slug', { length: 200 }),
    link: text('link'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedById: optionalId('published_by_id', () => users.id),
    /** The version the site shows; a later version was saved since. */
    publishedVersion: integer('published_version'),
    /** What the site said at the last failed publish or unpublish. */
    publishError: text('publish_error'),
    /** A publish or unpublish under way holds the post until then (a lease, if it dies). */
    publishClaimUntil: timestamp('publish_claim_until', { withTimezone: true }),
    ...documentTailColumns(),
  },
  (t) => [index('posts_updated_idx').on(t.updatedAt)],
);

/** What of the newsroom's files a site holds already: uploaded once, reused by later publishes. */
export const wordpressMedia = pgTable(
  'wordpress_media',
  {
    siteId: parentId('site_id', () => wordpressSites.id),
    fileId: varchar('file_id', { length: 36 })
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.fileId] })],
);
