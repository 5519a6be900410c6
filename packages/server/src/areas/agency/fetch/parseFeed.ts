import { AGENCY_KEYS, ITEMS_PER_POLL_MAX } from '@newsroom/domain';
import type { AnyFeed } from 'feedsmith';
import { onFirstUse } from '../../../platform/onFirstUse';
import { decodeFeed } from './decodeFeed';
import { feedContent } from './feedFormats';
import type { FetchedItem } from './fetchedItem';
import { SourceError } from './sourceError';

/**
 * Reads a feed answer (RSS 2.0, RSS 1.0, Atom or JSON Feed) into its title and its newest
 * ITEMS_PER_POLL_MAX items: dated ones newest first, then undated ones in feed order.
 */
export async function parseFeed(
  body: Buffer,
  contentType: string | null,
): Promise<{ title: string; items: FetchedItem[] }> {
  const { parseFeed: parseAnyFeed } = await feedsmith();
  const { title, items } = feedContent(
    parsed(decodeFeed(body, contentType), contentType, parseAnyFeed),
  );
  // An item with neither title nor text has nothing to show.
  const shown = items.filter((item) => item.title !== '' || item.summaryHtml.trim() !== '');
  return { title: title.trim(), items: newest(shown) };
}

/** feedsmith, loaded at the first feed read (about 150 ms). */
const feedsmith = onFirstUse(() => import('feedsmith'));

function parsed(
  text: string,
  contentType: string | null,
  parseAnyFeed: (input: unknown) => AnyFeed,
): AnyFeed {
  try {
    // The body's first character outweighs a Content-Type servers often get wrong.
    const start = text.trimStart()[0];
    const isJson = start === '{' || (start !== '<' && /json/i.test(contentType ?? ''));
    return parseAnyFeed(isJson ? JSON.parse(text) : text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SourceError(AGENCY_KEYS.invalidFeed, `not a feed: ${reason}`);
  }
}

function newest(items: FetchedItem[]): FetchedItem[] {
  const dated = items
    .filter((item) => item.publishedAt)
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime());
  const undated = items.filter((item) => !item.publishedAt);
  return [...dated, ...undated].slice(0, ITEMS_PER_POLL_MAX);
}
