/** An item as a source gave it, before it is sanitised, deduplicated and stored. */
export interface FetchedItem {
  /** The source's own identifier of the item (RSS guid, Atom id, post id), if any. */
  guid: string | null;
  /** Where the item is read in full. */
  link: string | null;
  /** Plain text. */
  title: string;
  /** HTML as the source sent it; the caller sanitises it. */
  summaryHtml: string;
  /** Who wrote it, as the source names them ("" when unknown). */
  author: string;
  /** The item's picture (enclosure, media, post attachment), if any. */
  imageUrl: string | null;
  /** When the source says it was published; null when it does not say or cannot be read. */
  publishedAt: Date | null;
}

/** Longest title made from an item's text when it has none (posts, untitled feed items). */
export const DERIVED_TITLE_MAX = 120;

/** A source's date, or null when it is missing or unreadable. */
export function itemDate(raw: string | null | undefined): Date | null {
  if (!raw?.trim()) return null;
  const date = new Date(raw.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A title made from text: its first line, at most DERIVED_TITLE_MAX characters. */
export function titleFromText(text: string): string {
  const line = text.split(/\r?\n/).find((part) => part.trim() !== '') ?? '';
  return Array.from(line.replace(/\s+/g, ' ').trim()).slice(0, DERIVED_TITLE_MAX).join('');
}
