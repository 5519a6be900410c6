import { AGENCY_KEYS } from '@newsroom/domain';
import { z } from 'zod';
import { itemDate, titleFromText, type FetchedItem } from '../fetchedItem';
import { textToHtml } from '../sanitize';
import { SourceError } from '../sourceError';
import type { ConnectorSettings } from './connectorSettings';
import { apiUrl, getJson } from './getJson';

/**
 * Bluesky: a handle's posts from the public AppView, which needs no token (one configured is
 * sent as a bearer, for an AppView that wants it).
 */

const images = z.array(z.object({ thumb: z.string() })).optional();

const feedAnswer = z.object({
  feed: z
    .array(
      z.object({
        post: z.object({
          uri: z.string(),
          author: z.object({ handle: z.string(), displayName: z.string().optional() }),
          record: z.object({ text: z.string().optional(), createdAt: z.string().optional() }),
          embed: z.object({ images, media: z.object({ images }).optional() }).optional(),
        }),
      }),
    )
    .optional(),
  error: z.string().optional(),
  message: z.string().optional(),
});

/** The newest posts (no replies) of a Bluesky handle. */
export async function fetchBluesky(
  source: { kind: string; address: string },
  config: ConnectorSettings,
  allowPrivate: boolean,
): Promise<FetchedItem[]> {
  const hint = AGENCY_KEYS.invalidBlueskyHandle;
  const answer = await getJson(
    apiUrl(config.baseUrl, 'app.bsky.feed.getAuthorFeed', {
      actor: source.address.trim().replace(/^@/, ''),
      limit: '50',
      filter: 'posts_no_replies',
    }),
    feedAnswer,
    {
      hint,
      allowPrivate,
      headers: config.token ? { Authorization: `Bearer ${config.token}` } : {},
    },
  );
  if (answer.error || !answer.feed) {
    throw new SourceError(hint, answer.message ?? answer.error ?? 'no feed in the answer');
  }
  return answer.feed.map(({ post }) => {
    const text = post.record.text ?? '';
    const picture = post.embed?.images?.[0] ?? post.embed?.media?.images?.[0];
    return {
      guid: post.uri,
      link: `https://bsky.app/profile/${post.author.handle}/post/${post.uri.split('/').pop()}`,
      title: titleFromText(text),
      summaryHtml: textToHtml(text),
      author: post.author.displayName || post.author.handle,
      imageUrl: picture?.thumb ?? null,
      publishedAt: itemDate(post.record.createdAt),
    };
  });
}
