import type { PostPublicationState } from './post';

/**
 * Pure rules of posts: what the body may hold, how a publication date becomes a WordPress status,
 * what the site's status means here, the slug a post is first sent with, and a body from the plain
 * text of a source document.
 */

/** The HTML the post body keeps (the editor produces nothing else; the server drops the rest). */
export const POST_BODY_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'img',
  'figure',
  'figcaption',
] as const;
/** Attributes kept per tag; every other attribute is dropped. */
export const POST_BODY_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
};

/** Where the body's images of the newsroom's storage point (`/api/files/{uuid}`). */
const FILE_SRC = /^\/api\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The storage file id an image source points to, or null for any other address. */
export function storedFileIdOf(src: string): string | null {
  return FILE_SRC.exec(src)?.[1]?.toLowerCase() ?? null;
}

/** The status and instant a post is sent with: a publication date still ahead schedules it. */
export function wordpressStatusFor(
  publicationDate: string | null,
  now: Date,
): { status: 'publish' | 'future'; dateGmt: string | null } {
  if (publicationDate === null) return { status: 'publish', dateGmt: null };
  const at = new Date(publicationDate);
  return { status: at.getTime() > now.getTime() ? 'future' : 'publish', dateGmt: at.toISOString() };
}

/** What a status the site answers means here. */
export function publicationStateOf(wordpressStatus: string): PostPublicationState {
  if (wordpressStatus === 'publish') return 'published';
  if (wordpressStatus === 'future') return 'scheduled';
  return 'unpublished';
}

/** Whether a post can be sent back to draft: only what the site shows or will show. */
export function isOnSite(state: PostPublicationState): boolean {
  return state === 'published' || state === 'scheduled';
}

/**
 * The slug a post is first created with: its caption's words without accents, then its id, so a
 * create whose answer was lost is found again by it and never made twice.
 */
export function wordpressSlugOf(caption: string, postId: number): string {
  const words = caption
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
  return words ? `${words}-${postId}` : `post-${postId}`;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Paragraphs of plain texts (a blank line parts paragraphs, a single break stays a break). */
export function bodyFromTexts(texts: readonly string[]): string {
  return texts
    .flatMap((text) => text.split(/\n\s*\n/))
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The plain text of a body (for the search index and the list's preview). */
export function plainTextOfBody(html: string): string {
  return html
    .replace(/<(br|\/p|\/h[2-4]|\/li|\/blockquote|\/figcaption)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/\n\s*/g, '\n')
    .trim();
}
