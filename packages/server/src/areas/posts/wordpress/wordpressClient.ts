import { z } from 'zod';
import { plainText } from '../../agency/fetch/sanitize';
import { WordpressError } from './wordpressError';
import { asciiFileName, uniqueNames } from './wordpressNames';
import {
  POST_FIELDS,
  postAnswer,
  postBody,
  postFromAnswer,
  type WordpressPost,
  type WordpressPostFields,
} from './wordpressPost';
import { allPages, wordpressRequester, type WordpressSite } from './wordpressRequest';

/**
 * The WordPress REST API (v2) calls the posts area makes, signed with an application password.
 * The user needs the Editor role (or Administrator) to publish under other users' names; an Author
 * may write only as themself.
 */

export { WordpressError } from './wordpressError';
export type { WordpressErrorKind } from './wordpressError';
export type { WordpressPost, WordpressPostFields } from './wordpressPost';
export type { WordpressSite } from './wordpressRequest';

/** Calls that take longer fail as `timeout`; uploads of large images may need more. */
export const WORDPRESS_TIMEOUT_MS = 10_000;

const user = z.object({ id: z.number(), name: z.string() });
const term = z.object({ id: z.number(), name: z.string(), parent: z.number().optional() });
const media = z.object({ id: z.number(), source_url: z.string() });

/** A client of one site; every call throws {@link WordpressError} when it fails. */
export function wordpressClient(site: WordpressSite, options: { timeoutMs?: number } = {}) {
  const call = wordpressRequester(site, options.timeoutMs ?? WORDPRESS_TIMEOUT_MS);

  return {
    /** The signed-in user (GET users/me?context=edit): proves URL + credentials. */
    async whoAmI(): Promise<{ id: number; name: string }> {
      const { body } = await call({ route: 'users/me', query: { context: 'edit' }, answer: user });
      return { id: body.id, name: plainText(body.name) };
    },

    /**
     * Users who can author posts, all pages. `who=authors` needs only the right to edit posts,
     * where `capabilities[]` needs `list_users` (administrators).
     */
    async authors(): Promise<{ id: number; name: string }[]> {
      const query = { who: 'authors', _fields: 'id,name' };
      const users = await allPages(call, 'users', query, user);
      return users.map((found) => ({ id: found.id, name: plainText(found.name) }));
    },

    /** All categories, all pages, with their parent id. */
    async categories(): Promise<{ id: number; name: string; parentId: number | null }[]> {
      const query = { _fields: 'id,name,parent' };
      const terms = await allPages(call, 'categories', query, term);
      return terms.map((found) => ({
        id: found.id,
        name: plainText(found.name),
        parentId: found.parent || null,
      }));
    },

    /**
     * The ids of tags by name, in the order of the names (duplicates and blanks dropped), creating
     * the missing ones. Names compare case-insensitively, accents count ("Saude" is not "Saúde").
     */
    async tagIds(names: string[]): Promise<number[]> {
      const ids: number[] = [];
      for (const name of uniqueNames(names)) {
        const id = (await existingTagId(name)) ?? (await createdTagId(name));
        if (!ids.includes(id)) ids.push(id);
      }
      return ids;
    },

    /** Uploads one file to the media library. */
    async uploadMedia(file: {
      fileName: string;
      contentType: string;
      bytes: Uint8Array;
      altText?: string;
    }): Promise<{ id: number; url: string }> {
      const { body } = await call({
        method: 'POST',
        route: 'media',
        // Fields other than the file travel in the query when the body is the file itself.
        query: { alt_text: file.altText, _fields: 'id,source_url' },
        raw: {
          bytes: file.bytes,
          headers: {
            'content-type': file.contentType,
            'content-disposition': `attachment; filename="${asciiFileName(file.fileName)}"`,
          },
        },
        answer: media,
      });
      return { id: body.id, url: body.source_url };
    },

    /** Creates a post. */
    async createPost(fields: WordpressPostFields): Promise<WordpressPost> {
      const { body } = await call({
        method: 'POST',
        route: 'posts',
        query: { _fields: POST_FIELDS },
        json: postBody(fields),
        answer: postAnswer,
      });
      return postFromAnswer(body);
    },

    /** Updates a post by id (a 404 from the site = WordpressError kind 'notFound'). */
    async updatePost(id: number, fields: Partial<WordpressPostFields>): Promise<WordpressPost> {
      const { body } = await call({
        // POST, not PUT or PATCH, which some hosts' firewalls refuse.
        method: 'POST',
        route: `posts/${id}`,
        query: { _fields: POST_FIELDS },
        json: postBody(fields),
        answer: postAnswer,
      });
      return postFromAnswer(body);
    },

    /** A post by id, any status (context=edit); null when the site says 404. */
    async findPost(id: number): Promise<WordpressPost | null> {
      try {
        const query = { context: 'edit', _fields: POST_FIELDS };
        const { body } = await call({ route: `posts/${id}`, query, answer: postAnswer });
        return postFromAnswer(body);
      } catch (error) {
        if (error instanceof WordpressError && error.kind === 'notFound') return null;
        throw error;
      }
    },

    /**
     * Posts with this slug in any status but trash (to find one created by a call whose answer
     * was lost). A post whose wanted slug was taken got `-2` appended instead.
     */
    async findBySlug(slug: string): Promise<WordpressPost[]> {
      const query = { slug, status: 'any', context: 'edit', _fields: POST_FIELDS };
      const posts = await allPages(call, 'posts', query, postAnswer);
      return posts.map(postFromAnswer);
    },
  };

  async function existingTagId(name: string): Promise<number | null> {
    // `search` matches parts of names and slugs; the exact name is picked here.
    const found = await allPages(call, 'tags', { search: name, _fields: 'id,name' }, term);
    const wanted = name.toLocaleLowerCase();
    return found.find((tag) => plainText(tag.name).toLocaleLowerCase() === wanted)?.id ?? null;
  }

  async function createdTagId(name: string): Promise<number> {
    try {
      const { body } = await call({ method: 'POST', route: 'tags', json: { name }, answer: term });
      return body.id;
    } catch (error) {
      // Made meanwhile, or missed by the search (WordPress keeps "&" as "&amp;"): it names the id.
      const existing = error instanceof WordpressError ? error.siteData?.term_id : undefined;
      if (
        error instanceof WordpressError &&
        error.siteCode === 'term_exists' &&
        typeof existing === 'number'
      ) {
        return existing;
      }
      throw error;
    }
  }
}

/** The client {@link wordpressClient} makes. */
export type WordpressClient = ReturnType<typeof wordpressClient>;
