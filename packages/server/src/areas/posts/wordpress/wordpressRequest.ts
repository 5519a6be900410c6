import { z } from 'zod';
import { badAnswer, errorFromAnswer, errorFromFailure } from './wordpressError';

/**
 * One call to a site's REST API (wp/v2). Routes always go in `?rest_route=`, which every WordPress
 * serves, with or without pretty permalinks. Redirects are not followed: fetch would turn a
 * redirected POST into a GET and drop the Authorization header on another origin, so a redirect
 * is reported (the site's address is to be corrected) instead.
 */

/** A site and the user whose application password signs the calls. */
export interface WordpressSite {
  /** The site's address, as its visitors type it (a folder install keeps its folder). */
  url: string;
  user: string;
  /** An application password (Users → Profile), spaces allowed; never the login password. */
  password: string;
}

/** What to ask. */
export interface WordpressCall<T extends z.ZodType> {
  method?: 'GET' | 'POST';
  /** The route under /wp/v2, e.g. `posts/12`. */
  route: string;
  query?: Record<string, string | number | undefined>;
  /** A JSON body. */
  json?: unknown;
  /** A raw body (a media upload) and its headers. */
  raw?: { bytes: Uint8Array; headers: Record<string, string> };
  /** The shape the answer must have; anything else is a `badAnswer`. */
  answer: T;
}

/** A parsed answer and its headers (X-WP-TotalPages). */
export interface WordpressAnswer<T> {
  body: T;
  headers: Headers;
}

const USER_AGENT = 'NewsroomNRCS/1.0 (+posts)';

/** A caller of one site's REST API; throws WordpressError on any failure. */
export function wordpressRequester(site: WordpressSite, timeoutMs: number) {
  const base = site.url.trim().replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${site.user}:${site.password}`).toString('base64')}`;

  return async function call<T extends z.ZodType>(
    request: WordpressCall<T>,
  ): Promise<WordpressAnswer<z.infer<T>>> {
    const params = new URLSearchParams({ rest_route: `/wp/v2/${request.route}` });
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) params.append(name, String(value));
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization,
      'user-agent': USER_AGENT,
    };
    let body: BodyInit | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.raw) {
      Object.assign(headers, request.raw.headers);
      // A copy on its own ArrayBuffer: fetch takes no view of a possibly shared one.
      body = new Uint8Array(request.raw.bytes);
    }

    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}/?${params}`, {
        method: request.method ?? 'GET',
        headers,
        body,
        redirect: 'manual',
        // One deadline for headers and body alike.
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw errorFromFailure(error, timeoutMs);
    }
    if (response.status < 200 || response.status >= 300) {
      throw errorFromAnswer(response.status, text, response.headers.get('location'));
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw badAnswer(response.status, text);
    }
    const parsed = request.answer.safeParse(json);
    if (!parsed.success) throw badAnswer(response.status, text);
    return { body: parsed.data, headers: response.headers };
  };
}

/** The caller {@link wordpressRequester} makes. */
export type WordpressRequester = ReturnType<typeof wordpressRequester>;

/** Pages a collection can have before the site is assumed to loop (100 items each). */
const MAX_PAGES = 100;

/** Every item of a collection, page by page as X-WP-TotalPages says. */
export async function allPages<T extends z.ZodType>(
  call: WordpressRequester,
  route: string,
  query: Record<string, string | number | undefined>,
  item: T,
): Promise<z.infer<T>[]> {
  const items: z.infer<T>[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await call({
      route,
      query: { ...query, per_page: 100, page },
      answer: z.array(item),
    });
    items.push(...answer.body);
    const totalPages = Number(answer.headers.get('x-wp-totalpages') ?? 1);
    if (!(page < totalPages)) break;
  }
  return items;
}
