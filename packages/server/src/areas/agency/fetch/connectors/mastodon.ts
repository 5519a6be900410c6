import { AGENCY_KEYS } from '@newsroom/domain';
import { z } from 'zod';
import { itemDate, titleFromText, type FetchedItem } from '../fetchedItem';
import { plainText } from '../sanitize';
import { SourceError } from '../sourceError';
import type { ConnectorSettings } from './connectorSettings';
import { apiUrl, getJson } from './getJson';

/**
 * Mastodon: an account's public posts, read from the account's own instance (its profile URL
 * names it), so there is no connector to configure and no token.
 */

const statusFields = z.object({
  uri: z.string(),
  url: z.string().nullish(),
  content: z.string(),
  created_at: z.string().nullish(),
  account: z.object({ acct: z.string(), display_name: z.string().nullish() }),
  media_attachments: z
    .array(z.object({ type: z.string(), preview_url: z.string().nullish() }))
    .default([]),
});
const statusesAnswer = z.array(statusFields.extend({ reblog: statusFields.nullish() }));

/** The newest public posts of the account at a profile URL (`https://instance/@user`). */
export async function fetchMastodon(
  source: { kind: string; address: string },
  // The instance comes from the address; Mastodon has no connector settings.
  _config: ConnectorSettings,
  allowPrivate: boolean,
): Promise<FetchedItem[]> {
  const hint = AGENCY_KEYS.invalidMastodonAccount;
  const { origin, user } = profile(source.address);
  const options = { hint, allowPrivate };
  const account = await getJson(
    apiUrl(origin, 'api/v1/accounts/lookup', { acct: user }),
    z.object({ id: z.string() }),
    options,
  );
  const statuses = await getJson(
    apiUrl(origin, `api/v1/accounts/${encodeURIComponent(account.id)}/statuses`, {
      limit: '40',
      exclude_replies: 'true',
    }),
    statusesAnswer,
    options,
  );
  return statuses.map((status) => {
    // A boost shows the boosted post, as the timeline does.
    const post = status.reblog ?? status;
    return {
      guid: post.uri,
      link: post.url ?? post.uri,
      title: titleFromHtml(post.content),
      summaryHtml: post.content,
      author: post.account.display_name || post.account.acct,
      imageUrl:
        post.media_attachments.find((media) => media.type === 'image' && media.preview_url)
          ?.preview_url ?? null,
      publishedAt: itemDate(post.created_at),
    };
  });
}

function profile(address: string): { origin: string; user: string } {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new SourceError(AGENCY_KEYS.invalidMastodonAccount, `not a profile URL: ${address}`);
  }
  const user = /^\/@([^/]+)\/?$/.exec(url.pathname)?.[1];
  if (!user) {
    throw new SourceError(AGENCY_KEYS.invalidMastodonAccount, `not a profile URL: ${address}`);
  }
  return { origin: url.origin, user: decodeURIComponent(user) };
}

/** The first line of a post's HTML: its paragraphs and line breaks are its lines. */
function titleFromHtml(html: string): string {
  return titleFromText(
    html
      .split(/<br\s*\/?>|<\/p>/i)
      .map(plainText)
      .join('\n'),
  );
}
