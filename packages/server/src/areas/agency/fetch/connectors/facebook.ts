import { AGENCY_KEYS } from '@newsroom/domain';
import { z } from 'zod';
import { itemDate, titleFromText, type FetchedItem } from '../fetchedItem';
import { textToHtml } from '../sanitize';
import { SourceError } from '../sourceError';
import type { ConnectorSettings } from './connectorSettings';
import { apiUrl, getJson } from './getJson';

/** Facebook (Graph API): a page's posts, read with the connector's access token. */

const graphError = z.object({ message: z.string().optional() }).optional();

const postsAnswer = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        message: z.string().optional(),
        story: z.string().optional(),
        created_time: z.string().optional(),
        permalink_url: z.string().optional(),
        full_picture: z.string().optional(),
      }),
    )
    .optional(),
  error: graphError,
});

const pageAnswer = z.object({ name: z.string().optional(), error: graphError });

/** The newest posts of a Facebook page (address: its name or id). */
export async function fetchFacebook(
  source: { kind: string; address: string },
  config: ConnectorSettings,
  allowPrivate: boolean,
): Promise<FetchedItem[]> {
  const hint = AGENCY_KEYS.invalidFacebookPage;
  if (!config.token) throw new SourceError(hint, 'no API token configured');
  const page = encodeURIComponent(source.address.trim());
  const options = { hint, allowPrivate };
  const answer = await getJson(
    apiUrl(config.baseUrl, `${page}/posts`, {
      fields: 'id,message,story,created_time,permalink_url,full_picture',
      limit: '50',
      access_token: config.token,
    }),
    postsAnswer,
    options,
  );
  if (answer.error || !answer.data) {
    throw new SourceError(hint, answer.error?.message ?? 'no posts in the answer');
  }
  const author = await pageName(
    apiUrl(config.baseUrl, page, { fields: 'name', access_token: config.token }),
    options,
  );
  return answer.data.map((post) => {
    const text = post.message || post.story || '';
    return {
      guid: post.id,
      link: post.permalink_url ?? null,
      title: titleFromText(text),
      summaryHtml: textToHtml(text),
      author: author ?? source.address,
      imageUrl: post.full_picture ?? null,
      publishedAt: itemDate(post.created_time),
    };
  });
}

/** The page's display name; its posts were read, so a failure here only costs the name. */
async function pageName(
  url: string,
  options: Parameters<typeof getJson>[2],
): Promise<string | null> {
  try {
    return (await getJson(url, pageAnswer, options)).name || null;
  } catch (error) {
    if (error instanceof SourceError) return null;
    throw error;
  }
}
