import type { AnyFeed, AtomFeed, JsonFeed, MediaNs, RdfFeed, RssFeed } from 'feedsmith';
import { itemDate, titleFromText, type FetchedItem } from './fetchedItem';
import { plainText, textToHtml } from './sanitize';

/**
 * Feedsmith keeps each format's own shape; this reads the same few fields out of each: guid,
 * link, title, summary (the fullest HTML the item has), author, image and date.
 */

/** A parsed feed's title and items, in feed order. */
export function feedContent(parsed: AnyFeed): { title: string; items: FetchedItem[] } {
  switch (parsed.format) {
    case 'rss':
      return { title: parsed.feed.title ?? '', items: (parsed.feed.items ?? []).map(rssItem) };
    case 'rdf':
      return { title: parsed.feed.title ?? '', items: (parsed.feed.items ?? []).map(rdfItem) };
    case 'atom': {
      const authors = parsed.feed.authors;
      return {
        title: atomText(parsed.feed.title),
        items: (parsed.feed.entries ?? []).map((entry) => atomItem(entry, authors)),
      };
    }
    case 'json': {
      const authors = parsed.feed.authors;
      return {
        title: parsed.feed.title ?? '',
        items: (parsed.feed.items ?? []).map((item) => jsonItem(item, authors)),
      };
    }
  }
}

function rssItem(item: RssFeed.Item<string>): FetchedItem {
  const summaryHtml = item.content?.encoded ?? item.description ?? '';
  const person = item.authors?.[0];
  return {
    guid: item.guid?.value || null,
    link: item.link || null,
    title: titleOr(item.title, summaryHtml),
    summaryHtml,
    author: item.dc?.creators?.[0] ?? person?.name ?? person?.email ?? '',
    imageUrl:
      item.enclosures?.find((enclosure) => isImage(enclosure.url, enclosure.type))?.url ??
      mediaImage(item.media),
    publishedAt: itemDate(item.pubDate ?? item.dc?.dates?.[0]),
  };
}

function rdfItem(item: RdfFeed.Item<string>): FetchedItem {
  const summaryHtml = item.content?.encoded ?? item.description ?? '';
  return {
    guid: item.rdf?.about || null,
    link: item.link || null,
    title: titleOr(item.title, summaryHtml),
    summaryHtml,
    author: item.dc?.creators?.[0] ?? '',
    imageUrl: mediaImage(item.media),
    publishedAt: itemDate(item.dc?.dates?.[0]),
  };
}

function atomItem(
  entry: AtomFeed.Entry<string>,
  feedAuthors: AtomFeed.Person[] | undefined,
): FetchedItem {
  const summaryHtml = atomHtml(entry.content) || atomHtml(entry.summary);
  const links = entry.links ?? [];
  return {
    guid: entry.id || null,
    link: links.find((link) => (link.rel ?? 'alternate') === 'alternate')?.href ?? null,
    title: titleOr(atomText(entry.title), summaryHtml),
    summaryHtml,
    author: entry.authors?.[0]?.name ?? entry.dc?.creators?.[0] ?? feedAuthors?.[0]?.name ?? '',
    imageUrl:
      links.find((link) => link.rel === 'enclosure' && isImage(link.href, link.type))?.href ??
      mediaImage(entry.media),
    publishedAt: itemDate(entry.published ?? entry.updated ?? entry.dc?.dates?.[0]),
  };
}

function jsonItem(
  item: JsonFeed.Item<string>,
  feedAuthors: JsonFeed.Author[] | undefined,
): FetchedItem {
  const text = item.content_text ?? item.summary;
  const summaryHtml = item.content_html ?? (text ? textToHtml(text) : '');
  return {
    guid: item.id || null,
    link: item.url || item.external_url || null,
    title: titleOr(item.title, summaryHtml),
    summaryHtml,
    author: item.authors?.[0]?.name ?? feedAuthors?.[0]?.name ?? '',
    imageUrl:
      item.image ??
      item.banner_image ??
      item.attachments?.find((attachment) => isImage(attachment.url, attachment.mime_type))?.url ??
      null,
    publishedAt: itemDate(item.date_published ?? item.date_modified),
  };
}

/** The item's own title, else the start of its text. */
function titleOr(title: string | undefined, summaryHtml: string): string {
  const own = title?.replace(/\s+/g, ' ').trim();
  return own || titleFromText(plainText(summaryHtml));
}

function isHtmlType(type: string | undefined): boolean {
  return type?.includes('html') ?? false;
}

/** An Atom text construct as plain text (its markup, if any, removed). */
function atomText(text: AtomFeed.Text | undefined): string {
  if (!text) return '';
  return isHtmlType(text.type) ? plainText(text.value) : text.value;
}

/** An Atom text construct or content as HTML (plain text escaped, as its type says it is). */
function atomHtml(text: AtomFeed.Text | AtomFeed.Content | undefined): string {
  if (!text?.value) return '';
  return isHtmlType(text.type) ? text.value : textToHtml(text.value);
}

const IMAGE_FILE = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;

function isImage(url: string | undefined, type: string | undefined, medium?: string): boolean {
  if (!url) return false;
  if (type || medium) return medium === 'image' || (type?.startsWith('image/') ?? false);
  return IMAGE_FILE.test(url);
}

/** The first picture of Media RSS: an image content, else a thumbnail. */
function mediaImage(media: MediaNs.ItemOrFeed | undefined): string | null {
  if (!media) return null;
  const contents = [
    ...(media.contents ?? []),
    ...(media.groups ?? []).flatMap((group) => group.contents ?? []),
  ];
  const image = contents.find((content) => isImage(content.url, content.type, content.medium));
  if (image?.url) return image.url;
  const thumbnails = [media, ...contents].flatMap((holder) => holder.thumbnails ?? []);
  return thumbnails.find((thumbnail) => thumbnail.url)?.url ?? null;
}
