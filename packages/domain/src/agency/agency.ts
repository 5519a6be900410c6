import { z } from 'zod';

/**
 * The agency (spec 3 §1 social feeds, §2 feed lanes and source lists, §7 "Social and agency"):
 * sources polled for items (news feeds and social accounts), grouped by category, read in a
 * user's lanes like a wire screen.
 */

/**
 * Where items come from. `rss` covers RSS 2.0, RSS 1.0, Atom and JSON Feed; `twitter` X users and
 * lists; `facebook` pages; `mastodon` accounts and `bluesky` handles go beyond the spec.
 */
export const AGENCY_NETWORKS = ['rss', 'twitter', 'facebook', 'mastodon', 'bluesky'] as const;
export type AgencyNetwork = (typeof AGENCY_NETWORKS)[number];
export const agencyNetworkSchema = z.enum(AGENCY_NETWORKS);

/** What a source's address names, per network. */
export const AGENCY_SOURCE_KINDS = {
  rss: ['feed'],
  twitter: ['user', 'list'],
  facebook: ['page'],
  mastodon: ['account'],
  bluesky: ['handle'],
} as const satisfies Record<AgencyNetwork, readonly string[]>;
export type AgencySourceKind = (typeof AGENCY_SOURCE_KINDS)[AgencyNetwork][number];
export const AGENCY_SOURCE_KIND_LIST = [
  'feed',
  'user',
  'list',
  'page',
  'account',
  'handle',
] as const;

/** Networks with an API connector configured by the administrator (base URL and token). */
export const CONNECTOR_NETWORKS = ['twitter', 'facebook', 'bluesky'] as const;
export type ConnectorNetwork = (typeof CONNECTOR_NETWORKS)[number];

/** The public API each connector calls unless the administrator points it elsewhere. */
export const CONNECTOR_DEFAULT_BASE_URLS: Record<ConnectorNetwork, string> = {
  twitter: 'https://api.x.com/2',
  facebook: 'https://graph.facebook.com/v19.0',
  bluesky: 'https://public.api.bsky.app/xrpc',
};

/** Minutes between polls of a source: default, least and most. */
export const POLL_INTERVAL_DEFAULT_MINUTES = 5;
export const POLL_INTERVAL_MIN_MINUTES = 1;
export const POLL_INTERVAL_MAX_MINUTES = 1440;
/** A failing source waits its interval doubled per failure, up to this. */
export const POLL_BACKOFF_MAX_MINUTES = 360;
/** Largest answer a source may send, in bytes. */
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
/** How long a fetch may take, headers and body, in milliseconds. */
export const FEED_TIMEOUT_MS = 15_000;
/** Items kept from one poll of one source (the newest). */
export const ITEMS_PER_POLL_MAX = 200;
/** Longest item text kept, in characters. */
export const ITEM_TEXT_MAX = 20_000;
/** Lanes a user may have. */
export const LANES_MAX = 12;

/** The message keys of the agency's refusals and hints (spec 3 §8 invalid page/feed/user). */
export const AGENCY_KEYS = {
  /** Hint: the feed could not be read or parsed. */ invalidFeed: 'agency:invalidFeed',
  /** Hint: no such X user. */ invalidTwitterUser: 'agency:invalidTwitterUser',
  /** Hint: no such X list. */ invalidTwitterList: 'agency:invalidTwitterList',
  /** Hint: no such Facebook page. */ invalidFacebookPage: 'agency:invalidFacebookPage',
  /** Hint: no such Mastodon account. */ invalidMastodonAccount: 'agency:invalidMastodonAccount',
  /** Hint: no such Bluesky handle. */ invalidBlueskyHandle: 'agency:invalidBlueskyHandle',
  /** Hint: the address resolves to a private or loopback address, which the settings refuse. */
  addressRefused: 'agency:addressRefused',
  /** 409: the same source exists. */ duplicateSource: 'agency:duplicateSource',
  /** 409: a category of that name exists in the network. */
  duplicateCategory: 'agency:duplicateCategory',
  /** 422: sources are in the category (spec 3 §5: items in use cannot be deleted). */
  categoryInUse: 'agency:categoryInUse',
  /** 422: the kind does not belong to the network. */ kindOfOtherNetwork:
    'agency:kindOfOtherNetwork',
  /** 422: the category belongs to another network. */
  categoryOfOtherNetwork: 'agency:categoryOfOtherNetwork',
  /** 422: a user has at most LANES_MAX lanes. */ tooManyLanes: 'agency:tooManyLanes',
  /** 422: the item's network does not match the call. */ itemOfOtherNetwork:
    'agency:itemOfOtherNetwork',
  /** Warning: some news suggestions are in use and were kept (spec 3 §5). */
  newsInUse: 'agency:newsInUse',
} as const;
/** A source's invalid hint. */
export type AgencyHintKey = (typeof AGENCY_KEYS)[
  | 'invalidFeed'
  | 'invalidTwitterUser'
  | 'invalidTwitterList'
  | 'invalidFacebookPage'
  | 'invalidMastodonAccount'
  | 'invalidBlueskyHandle'
  | 'addressRefused'];

const idSchema = z.number().int().positive();
const name = z.string().trim().min(1).max(120);

/** A category of sources within one network (spec 3 §2 RSS, Twitter, Facebook categories). */
export const agencyCategorySchema = z.object({
  id: idSchema,
  network: agencyNetworkSchema,
  name: z.string(),
  version: z.number().int(),
});
export type AgencyCategory = z.infer<typeof agencyCategorySchema>;
export const agencyCategoryInputSchema = z.object({ network: agencyNetworkSchema, name });
export type AgencyCategoryInput = z.infer<typeof agencyCategoryInputSchema>;
export const agencyCategoryUpdateSchema = z.object({ name, version: z.number().int().min(1) });
export type AgencyCategoryUpdate = z.infer<typeof agencyCategoryUpdateSchema>;

/** How a source's last poll went. */
export const SOURCE_STATES = ['pending', 'ok', 'invalid'] as const;
export type SourceState = (typeof SOURCE_STATES)[number];

/** A polled source: a feed URL, an X user or list, a page, an account or a handle. */
export const agencySourceSchema = z.object({
  id: idSchema,
  network: agencyNetworkSchema,
  kind: z.enum(AGENCY_SOURCE_KIND_LIST),
  name: z.string(),
  /** Feed URL; X user name or list id; Facebook page name or id; Mastodon profile URL; handle. */
  address: z.string(),
  categoryId: idSchema.nullable(),
  intervalMinutes: z.number().int(),
  enabled: z.boolean(),
  state: z.enum(SOURCE_STATES),
  /** The invalid hint's message key when `state` is invalid. */
  hint: z.string().nullable(),
  /** What the last failure said (HTTP status, parser message), for the administrator. */
  lastError: z.string().nullable(),
  failures: z.number().int(),
  lastPolledAt: z.string().nullable(),
  nextPollAt: z.string().nullable(),
  version: z.number().int(),
});
export type AgencySource = z.infer<typeof agencySourceSchema>;

/** POST /agency/sources body; PUT adds `version`. */
export const agencySourceInputSchema = z.object({
  network: agencyNetworkSchema,
  kind: z.enum(AGENCY_SOURCE_KIND_LIST),
  name,
  address: z.string().trim().min(1).max(500),
  categoryId: idSchema.nullable().default(null),
  intervalMinutes: z
    .number()
    .int()
    .min(POLL_INTERVAL_MIN_MINUTES)
    .max(POLL_INTERVAL_MAX_MINUTES)
    .default(POLL_INTERVAL_DEFAULT_MINUTES),
  enabled: z.boolean().default(true),
});
export type AgencySourceInput = z.output<typeof agencySourceInputSchema>;
export const agencySourceUpdateSchema = agencySourceInputSchema.extend({
  version: z.number().int().min(1),
});
export type AgencySourceUpdate = z.output<typeof agencySourceUpdateSchema>;

/** A connector's configuration as the administrator reads it (the token is write-only). */
export const connectorConfigSchema = z.object({
  network: z.enum(CONNECTOR_NETWORKS),
  baseUrl: z.string(),
  hasToken: z.boolean(),
  version: z.number().int(),
});
export type ConnectorConfig = z.infer<typeof connectorConfigSchema>;
/** PUT /agency/connectors/{network}: `token` absent = unchanged, null = removed. */
export const connectorConfigUpdateSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }).max(500),
  token: z.string().min(1).max(2000).nullish(),
  version: z.number().int().min(0),
});
export type ConnectorConfigUpdate = z.infer<typeof connectorConfigUpdateSchema>;

/** An item fetched from a source. `summary` is sanitised HTML; `text` the same as plain text. */
export const agencyItemSchema = z.object({
  id: idSchema,
  sourceId: idSchema,
  sourceName: z.string(),
  network: agencyNetworkSchema,
  title: z.string(),
  summary: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  author: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string(),
  /** Its title holds one of the agency's flash keywords. */
  flash: z.boolean(),
  /** A proposal, story or news suggestion was made from it (kept past retention). */
  used: z.boolean(),
});
export type AgencyItem = z.infer<typeof agencyItemSchema>;

/** A user's lane: one column of the wire screen (spec 3 §2 feed lanes). */
export const agencyLaneSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Order of the columns, from 0. */
  position: z.number().int(),
  sourceIds: z.array(idSchema),
  categoryIds: z.array(idSchema),
  /** Only items whose title or text hold every word of it ("" = all). */
  term: z.string(),
  flashOnly: z.boolean(),
  version: z.number().int(),
});
export type AgencyLane = z.infer<typeof agencyLaneSchema>;
export const agencyLaneInputSchema = z.object({
  name,
  sourceIds: z.array(idSchema).max(100).default([]),
  categoryIds: z.array(idSchema).max(100).default([]),
  term: z.string().trim().max(200).default(''),
  flashOnly: z.boolean().default(false),
});
export type AgencyLaneInput = z.output<typeof agencyLaneInputSchema>;
export const agencyLaneUpdateSchema = agencyLaneInputSchema.extend({
  version: z.number().int().min(1),
});
export type AgencyLaneUpdate = z.output<typeof agencyLaneUpdateSchema>;
/** PUT /agency/lanes/order: every lane of the caller, in the new order. */
export const agencyLaneOrderSchema = z.object({ ids: z.array(idSchema).max(LANES_MAX) });

/** GET /agency/lanes/{id}/items query (spec 3 §7: term, page, size). */
export const laneItemsQuerySchema = z.object({
  term: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(25),
});
export type LaneItemsQuery = z.infer<typeof laneItemsQuerySchema>;
