import { AGENCY_KEYS, type AgencyNetwork, type ConnectorNetwork } from '@newsroom/domain';
import { fetchBluesky } from './connectors/bluesky';
import type { ConnectorSettings } from './connectors/connectorSettings';
import { fetchFacebook } from './connectors/facebook';
import { fetchMastodon } from './connectors/mastodon';
import { fetchTwitter } from './connectors/twitter';
import type { FetchedItem } from './fetchedItem';
import { parseFeed } from './parseFeed';
import { FEED_ACCEPT, safeFetch } from './safeFetch';

/** What one poll of a source read: nothing new (a feed's 304), or its items and validators. */
export type SourceReading =
  | { status: 'not_modified' }
  | { status: 'ok'; items: FetchedItem[]; etag: string | null; lastModified: string | null };

/** Mastodon reads each account's own instance, so it has no connector settings. */
const NO_CONNECTOR: ConnectorSettings = { baseUrl: '', token: null };

/**
 * Polls one source: a feed with a conditional GET, a social account through its network's
 * connector (APIs without validators: every poll reads the newest posts). Throws SourceError.
 */
export async function readSource(
  source: {
    network: AgencyNetwork;
    kind: string;
    address: string;
    etag: string | null;
    lastModified: string | null;
  },
  settings: { allowPrivate: boolean; connectors: Record<ConnectorNetwork, ConnectorSettings> },
): Promise<SourceReading> {
  const { allowPrivate, connectors } = settings;
  switch (source.network) {
    case 'rss':
      return readFeed(source, allowPrivate);
    case 'twitter':
      return posts(await fetchTwitter(source, connectors.twitter, allowPrivate));
    case 'facebook':
      return posts(await fetchFacebook(source, connectors.facebook, allowPrivate));
    case 'bluesky':
      return posts(await fetchBluesky(source, connectors.bluesky, allowPrivate));
    case 'mastodon':
      return posts(await fetchMastodon(source, NO_CONNECTOR, allowPrivate));
  }
}

async function readFeed(
  source: { address: string; etag: string | null; lastModified: string | null },
  allowPrivate: boolean,
): Promise<SourceReading> {
  const answer = await safeFetch(source.address.trim(), {
    allowPrivate,
    hint: AGENCY_KEYS.invalidFeed,
    etag: source.etag,
    lastModified: source.lastModified,
    headers: { Accept: FEED_ACCEPT },
  });
  if (answer.status === 'not_modified') return answer;
  return {
    status: 'ok',
    items: (await parseFeed(answer.body, answer.contentType)).items,
    etag: answer.etag,
    lastModified: answer.lastModified,
  };
}

function posts(items: FetchedItem[]): SourceReading {
  return { status: 'ok', items, etag: null, lastModified: null };
}
