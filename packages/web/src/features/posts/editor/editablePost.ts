import type { TFunction } from 'i18next';
import { postInputSchema, type Post, type PostInput } from '@newsroom/domain';
import type { Validation } from '../../../shared/documentEditor';
import { validateAgainst } from '../../../shared/documents/validateAgainst';

/** The post form's values: what the editor saves (`PostInput`), kept as the draft. */
export interface EditablePost {
  caption: string;
  excerpt: string;
  /** HTML from the body editor ('' when empty). */
  body: string;
  featuredImageId: string | null;
  /** An ISO instant with its offset; null = when published. */
  publicationDate: string | null;
  wordpressId: number | null;
  authorId: number | null;
  categoryId: number | null;
  tags: string[];
}

/** A new post's values. */
export function emptyPost(): EditablePost {
  return {
    caption: '',
    excerpt: '',
    body: '',
    featuredImageId: null,
    publicationDate: null,
    wordpressId: null,
    authorId: null,
    categoryId: null,
    tags: [],
  };
}

/** The form's values of a post. */
export function toEditable(post: Post): EditablePost {
  return {
    caption: post.caption,
    excerpt: post.excerpt,
    body: post.body,
    featuredImageId: post.featuredImageId,
    publicationDate: post.publicationDate,
    wordpressId: post.wordpressId,
    authorId: post.authorId,
    categoryId: post.categoryId,
    tags: [...post.tags],
  };
}

/** Checks the form against the domain's input schema (a caption is required). */
export function validatePost(value: EditablePost, t: TFunction): Validation<PostInput> {
  return validateAgainst(postInputSchema, value, t, ['caption']);
}

/** The values after another site is chosen: its author and category are the new site's to pick. */
export function withSite(value: EditablePost, wordpressId: number | null): EditablePost {
  if (value.wordpressId === wordpressId) return value;
  return { ...value, wordpressId, authorId: null, categoryId: null };
}
