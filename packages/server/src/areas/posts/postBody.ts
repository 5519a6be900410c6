import sanitizeHtml from 'sanitize-html';
import { POST_BODY_ATTRIBUTES, POST_BODY_TAGS, storedFileIdOf } from '@newsroom/domain';

/**
 * The post body as stored: only the tags and attributes the editor produces (domain
 * POST_BODY_TAGS), links to http(s) and mail addresses, images of the newsroom's storage or of
 * http(s) addresses. Whatever else a client sends is dropped, never stored.
 */
export function cleanBody(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...POST_BODY_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(POST_BODY_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === 'img' && !isKeptImage(frame.attribs.src ?? ''),
  });
}

const isKeptImage = (src: string): boolean =>
  storedFileIdOf(src) !== null || /^https?:\/\//i.test(src);

/** The storage files the body's images show, once each, in order. */
export function bodyFileIds(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/gi)) {
    const id = storedFileIdOf(match[1] ?? '');
    if (id) ids.add(id);
  }
  return [...ids];
}

/** The body with each storage image pointing where the site keeps it. */
export function withSiteImages(html: string, urls: ReadonlyMap<string, string>): string {
  return html.replace(/(<img\b[^>]*\bsrc=")([^"]*)(")/gi, (whole, start, src, end) => {
    const id = storedFileIdOf(src);
    const url = id ? urls.get(id) : undefined;
    return url ? `${start}${url.replace(/"/g, '&quot;')}${end}` : whole;
  });
}
