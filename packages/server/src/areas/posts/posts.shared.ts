import {
  DomainError,
  POST_KEYS,
  ruleViolation,
  type FieldError,
  type Post,
  type PostInput,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { allow, notFound } from '../../platform/http/refusals';
import { filesRepository } from '../files/files.repository';
import { cleanBody } from './postBody';
import { postsPolicy } from './posts.policy';
import { presentRecord } from './posts.presenter';
import { postsRepository, type PostRecord, type PostValues } from './posts.repository';

/** What every post use case shares: finding a post, its columns from an input, its checks. */

export const POST_ENTITY = 'post';
export const POST_TOPIC = 'posts';

/** A post the actor may know of (every post: they are not bound to programs), else 404. */
export async function findPost(db: Executor, _actor: Actor, id: number): Promise<PostRecord> {
  const record = await postsRepository.findRecord(db, id);
  if (!record) throw notFound();
  return record;
}

/** The whole (unmasked) post, read again. */
export async function wholeOf(db: Executor, id: number): Promise<Post> {
  const record = await postsRepository.findRecord(db, id);
  if (!record) throw notFound();
  return presentRecord(record);
}

/** 403 for a private post of others. */
export function assertContentVisible(actor: Actor, record: PostRecord): void {
  allow(postsPolicy.canSeeContent(actor, record));
}

/** Tags once each, case folded, in the order typed. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase('pt-BR');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The columns an input writes: the body cleaned, the date an instant, tags once each. */
export function valuesOf(input: PostInput): PostValues {
  return {
    caption: input.caption,
    excerpt: input.excerpt,
    body: cleanBody(input.body),
    featuredImageId: input.featuredImageId,
    publicationDate: input.publicationDate === null ? null : new Date(input.publicationDate),
    wordpressId: input.wordpressId,
    authorId: input.authorId,
    categoryId: input.categoryId,
    tags: uniqueTags(input.tags),
  };
}

/**
 * 400 naming an unknown featured image or site; 422 posts:siteFixed when a post sent to a site
 * would change site (its copy there is updated, never moved).
 */
export async function assertValid(
  db: Executor,
  input: Pick<PostInput, 'featuredImageId' | 'wordpressId'>,
  record?: Pick<PostRecord, 'wordpressPostId' | 'wordpressId'>,
): Promise<void> {
  const fields: FieldError[] = [];
  if (input.featuredImageId !== null) {
    const file = await filesRepository.findById(db, input.featuredImageId);
    if (!file || !file.mimeType.startsWith('image/'))
      fields.push({ field: 'featuredImageId', key: 'invalid' });
  }
  if (
    input.wordpressId !== null &&
    (await postsRepository.siteState(db, input.wordpressId)) === 'missing'
  )
    fields.push({ field: 'wordpressId', key: 'invalid' });
  if (fields.length > 0)
    throw new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });
  if (record && record.wordpressPostId !== null && input.wordpressId !== record.wordpressId)
    throw ruleViolation(POST_KEYS.siteFixed);
}
