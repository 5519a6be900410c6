import { AGENCY_KEYS, type AgencyHintKey } from '@newsroom/domain';
import { z } from 'zod';
import { itemDate, titleFromText, type FetchedItem } from '../fetchedItem';
import { textToHtml } from '../sanitize';
import { SourceError } from '../sourceError';
import type { ConnectorSettings } from './connectorSettings';
import { apiUrl, getJson } from './getJson';

/** X (API v2): a user's timeline or a list's, read with the connector's bearer token. */

const problems = z.array(z.object({ detail: z.string().optional(), title: z.string().optional() }));

const userAnswer = z.object({
  data: z.object({ id: z.string() }).optional(),
  errors: problems.optional(),
});

const tweetsAnswer = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        text: z.string(),
        author_id: z.string().optional(),
        created_at: z.string().optional(),
        attachments: z.object({ media_keys: z.array(z.string()).optional() }).optional(),
      }),
    )
    .optional(),
  includes: z
    .object({
      users: z
        .array(z.object({ id: z.string(), username: z.string(), name: z.string() }))
        .optional(),
      media: z
        .array(
          z.object({
            media_key: z.string(),
            url: z.string().optional(),
            preview_image_url: z.string().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  errors: problems.optional(),
});
type TweetsAnswer = z.infer<typeof tweetsAnswer>;

const TIMELINE_QUERY = {
  max_results: '50',
  'tweet.fields': 'created_at,attachments',
  expansions: 'author_id,attachments.media_keys',
  'user.fields': 'username,name',
  'media.fields': 'url,preview_image_url',
};

/** The newest posts of an X user (`kind` user, address its @name) or list (`kind` list, its id). */
export async function fetchTwitter(
  source: { kind: string; address: string },
  config: ConnectorSettings,
  allowPrivate: boolean,
): Promise<FetchedItem[]> {
  const hint =
    source.kind === 'list' ? AGENCY_KEYS.invalidTwitterList : AGENCY_KEYS.invalidTwitterUser;
  if (!config.token) throw new SourceError(hint, 'no API token configured');
  const options = { hint, allowPrivate, headers: { Authorization: `Bearer ${config.token}` } };
  let path: string;
  if (source.kind === 'list') {
    path = `lists/${encodeURIComponent(source.address.trim())}/tweets`;
  } else {
    const name = source.address.trim().replace(/^@/, '');
    const user = await getJson(
      apiUrl(config.baseUrl, `users/by/username/${encodeURIComponent(name)}`),
      userAnswer,
      options,
    );
    if (!user.data) throw new SourceError(hint, problem(user.errors, 'no such user'));
    path = `users/${encodeURIComponent(user.data.id)}/tweets`;
  }
  const answer = await getJson(apiUrl(config.baseUrl, path, TIMELINE_QUERY), tweetsAnswer, options);
  return tweetItems(answer, hint);
}

function problem(errors: z.infer<typeof problems> | undefined, fallback: string): string {
  return errors?.[0]?.detail ?? errors?.[0]?.title ?? fallback;
}

function tweetItems(answer: TweetsAnswer, hint: AgencyHintKey): FetchedItem[] {
  // A quiet timeline has no data and no errors.
  if (!answer.data && answer.errors?.length)
    throw new SourceError(hint, problem(answer.errors, 'no timeline'));
  const users = new Map(answer.includes?.users?.map((user) => [user.id, user]));
  const media = new Map(answer.includes?.media?.map((medium) => [medium.media_key, medium]));
  return (answer.data ?? []).map((tweet) => {
    const user = tweet.author_id ? users.get(tweet.author_id) : undefined;
    const picture = (tweet.attachments?.media_keys ?? [])
      .map((key) => media.get(key))
      .map((medium) => medium?.url ?? medium?.preview_image_url)
      .find(Boolean);
    return {
      guid: tweet.id,
      // X redirects /i/status/<id> to the post when the author is unknown.
      link: `https://x.com/${user?.username ?? 'i'}/status/${tweet.id}`,
      title: titleFromText(tweet.text),
      summaryHtml: textToHtml(tweet.text),
      author: user ? `${user.name} (@${user.username})` : '',
      imageUrl: picture ?? null,
      publishedAt: itemDate(tweet.created_at),
    };
  });
}
