import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, ids, optionalId, parentId, updatedAt, versionStamps } from './columns';
import { users } from './users';

/** Categories of agency sources, per network (spec 3 §2 RSS, Twitter, Facebook categories). */
export const agencyCategories = pgTable(
  'agency_categories',
  {
    id: serial('id').primaryKey(),
    network: varchar('network', { length: 16 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    ...versionStamps(),
  },
  (t) => [uniqueIndex('agency_categories_name_key').on(t.network, sql`lower(${t.name})`)],
);

/** Polled sources; the poll schedule is `next_poll_at`, claimed by one instance at a time. */
export const agencySources = pgTable(
  'agency_sources',
  {
    id: serial('id').primaryKey(),
    network: varchar('network', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    address: varchar('address', { length: 500 }).notNull(),
    /** The address as compared for duplicates (case and trailing slash ignored). */
    addressKey: varchar('address_key', { length: 500 }).notNull(),
    categoryId: integer('category_id').references(() => agencyCategories.id),
    intervalMinutes: integer('interval_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    hint: varchar('hint', { length: 64 }),
    lastError: text('last_error'),
    failures: integer('failures').notNull().default(0),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
    /** Conditional GET validators of the last answer. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    ...versionStamps(),
  },
  (t) => [
    uniqueIndex('agency_sources_address_key').on(t.network, t.kind, t.addressKey),
    index('agency_sources_due_idx')
      .on(t.nextPollAt)
      .where(sql`${t.enabled}`),
  ],
);

/** A connector's base URL and token (X, Facebook, Bluesky); absent rows read as the defaults. */
export const agencyConnectors = pgTable('agency_connectors', {
  network: varchar('network', { length: 16 }).primaryKey(),
  baseUrl: varchar('base_url', { length: 500 }).notNull(),
  token: text('token'),
  ...versionStamps(),
});

/** Items fetched from sources, once each per source (`identity` of agencyRules.itemIdentity). */
export const agencyItems = pgTable(
  'agency_items',
  {
    id: serial('id').primaryKey(),
    sourceId: parentId('source_id', () => agencySources.id),
    network: varchar('network', { length: 16 }).notNull(),
    /** SHA-256 of the item's identity. */
    identity: varchar('identity', { length: 64 }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    text: text('text').notNull().default(''),
    link: text('link'),
    author: text('author').notNull().default(''),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    flash: boolean('flash').notNull().default(false),
    used: boolean('used').notNull().default(false),
    fetchedAt: createdAt(),
    /** Never set: items are deleted, not trashed; the search index's tables all have it. */
    excluded: boolean('excluded').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agency_items_identity_key').on(t.sourceId, t.identity),
    index('agency_items_source_idx').on(t.sourceId, t.publishedAt, t.id),
    index('agency_items_fetched_idx').on(t.fetchedAt),
  ],
);

/** A user's lanes: the columns of their wire screen. */
export const agencyLanes = pgTable(
  'agency_lanes',
  {
    id: serial('id').primaryKey(),
    ownerId: parentId('owner_id', () => users.id),
    name: varchar('name', { length: 120 }).notNull(),
    position: integer('position').notNull(),
    sourceIds: ids('source_ids'),
    categoryIds: ids('category_ids'),
    term: varchar('term', { length: 200 }).notNull().default(''),
    flashOnly: boolean('flash_only').notNull().default(false),
    ...versionStamps(),
  },
  (t) => [index('agency_lanes_owner_idx').on(t.ownerId, t.position)],
);

/** News suggestions (spec 3 §3: slug, lead, source, used flag). */
export const newsSuggestions = pgTable(
  'news_suggestions',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 100 }).notNull(),
    lead: text('lead').notNull().default(''),
    source: varchar('source', { length: 200 }).notNull().default(''),
    link: text('link'),
    itemId: optionalId('item_id', () => agencyItems.id),
    used: boolean('used').notNull().default(false),
    authorId: optionalId('author_id', () => users.id),
    ...versionStamps(),
  },
  (t) => [index('news_suggestions_created_idx').on(t.createdAt)],
);
