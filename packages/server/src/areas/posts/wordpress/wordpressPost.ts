import { z } from 'zod';

/**
 * A post as we send it to WordPress and as we read it back. Dates travel as `date_gmt` in UTC
 * without a zone, the form WordPress answers them in (its `date` is the site's wall clock).
 */

/** What we write into a WordPress post. */
export interface WordpressPostFields {
  title: string;
  /** Plain text or HTML. */
  excerpt: string;
  /** HTML; WordPress strips what the user's role may not post (scripts, iframes for authors). */
  content: string;
  /**
   * 'publish' with a date ahead becomes 'future' and 'future' with a date gone becomes 'publish':
   * WordPress decides by the date.
   */
  status: 'draft' | 'publish' | 'future';
  /**
   * ISO instant of publication: needed for 'future', or a back-dated publish. Null keeps the
   * post's date (a new post or a never-dated draft gets the moment it is published), so a
   * scheduled post published now needs the date of now, or it stays scheduled.
   */
  dateGmt: string | null;
  /** WordPress user id; null leaves it to WordPress (the signed-in user on creation). */
  author: number | null;
  /** Category ids; none puts the post in the site's default category. */
  categories: number[];
  /** Tag ids (see the client's tagIds). */
  tags: number[];
  /** Media id of the featured image; null removes it. */
  featuredMedia: number | null;
  /** Wanted slug; WordPress appends -2, -3 when another post (any status but trash) has it. */
  slug?: string;
}

/** A post as WordPress holds it. */
export interface WordpressPost {
  id: number;
  /** The public address once published; `?p=<id>` while draft or scheduled. */
  link: string;
  /** 'publish', 'future', 'draft', 'pending', 'private' or 'trash'. */
  status: string;
  /** ISO instant of publication (of the last save for a never-dated draft). */
  dateGmt: string | null;
}

/** The fields of a post answer we read (asked with `_fields`). */
export const POST_FIELDS = 'id,link,status,date_gmt';

export const postAnswer = z.object({
  id: z.number(),
  link: z.string(),
  status: z.string(),
  date_gmt: z.string().nullable().optional(),
});

/** A post as the REST API takes it; only the fields given are sent. */
export function postBody(fields: Partial<WordpressPostFields>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (fields.title !== undefined) body.title = fields.title;
  if (fields.excerpt !== undefined) body.excerpt = fields.excerpt;
  if (fields.content !== undefined) body.content = fields.content;
  if (fields.status !== undefined) body.status = fields.status;
  if (fields.dateGmt) body.date_gmt = wordpressUtc(fields.dateGmt);
  if (fields.author !== undefined && fields.author !== null) body.author = fields.author;
  if (fields.categories !== undefined) body.categories = fields.categories;
  if (fields.tags !== undefined) body.tags = fields.tags;
  if (fields.featuredMedia !== undefined) body.featured_media = fields.featuredMedia ?? 0;
  if (fields.slug !== undefined) body.slug = fields.slug;
  return body;
}

/** A post answer as a {@link WordpressPost}. */
export function postFromAnswer(answer: z.infer<typeof postAnswer>): WordpressPost {
  const date = answer.date_gmt ? new Date(`${answer.date_gmt}Z`) : null;
  return {
    id: answer.id,
    link: answer.link,
    status: answer.status,
    dateGmt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null,
  };
}

/** An ISO instant as WordPress reads a GMT date: `YYYY-MM-DDTHH:mm:ss`, in UTC, no zone. */
function wordpressUtc(iso: string): string {
  return new Date(iso).toISOString().slice(0, 19);
}
