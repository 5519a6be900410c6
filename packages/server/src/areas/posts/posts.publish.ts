import { buffer } from 'node:stream/consumers';
import {
  DomainError,
  POST_KEYS,
  isOnSite,
  publicationStateOf,
  ruleViolation,
  wordpressSlugOf,
  wordpressStatusFor,
  type FieldError,
  type Post,
  type PostPublish,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { documentChanged } from '../../platform/documents/kernel';
import { allow, notFound } from '../../platform/http/refusals';
import { filesRepository } from '../files/files.repository';
import { openFile } from '../files/files.service';
import { bodyFileIds, withSiteImages } from './postBody';
import { postKind } from './posts.kind';
import { postsPolicy } from './posts.policy';
import { postsRepository, type PostRecord } from './posts.repository';
import { assertContentVisible, findPost } from './posts.shared';
import {
  WordpressError,
  type WordpressClient,
  type WordpressPost,
  type WordpressPostFields,
} from './wordpress/wordpressClient';
import {
  wordpressSitesRepository as sites,
  type WordpressSiteRow,
} from './wordpressSites.repository';
import { clientOf, siteRefusal } from './wordpressSites.service';

/**
 * Publishing a post to its WordPress site and taking it back (spec 3 §4 "publish / unpublish").
 * The site is called outside any transaction: a claim on the post (a lease, in case the process
 * dies) keeps a second publish out meanwhile (409 posts:publishInProgress), then one transaction
 * writes what the site answered, with a revision and an UPDATE event. A failure keeps the post as
 * it was, with the site's words as its last error.
 */

/** Longer than the calls of one publish can take (the images' uploads, then the post). */
const CLAIM_MS = 5 * 60_000;

/** What a publish sends where, decided before the site is called. */
interface Plan {
  record: PostRecord;
  site: WordpressSiteRow;
  authorId: number;
  categoryId: number;
  slug: string;
}

/** The post the actor may change, held for a publish or unpublish; its record as claimed. */
async function claim(platform: Platform, actor: Actor, id: number): Promise<PostRecord> {
  allow(postsPolicy.canPublish(actor));
  const db = platform.database.db;
  const record = await findPost(db, actor, id);
  if (record.excluded) throw ruleViolation('document:alreadyExcluded');
  assertContentVisible(actor, record);
  const now = platform.clock();
  if (!(await postsRepository.claimPublish(db, id, now, new Date(now.getTime() + CLAIM_MS))))
    throw new DomainError('in_progress', POST_KEYS.publishInProgress);
  return record;
}

/** The site, author and category a publish goes to: the call's, else the post's own. */
async function planOf(platform: Platform, record: PostRecord, body: PostPublish): Promise<Plan> {
  const siteId = body.wordpressId ?? record.wordpressId;
  const authorId = body.authorId ?? record.authorId;
  const categoryId = body.categoryId ?? record.categoryId;
  const missing: FieldError[] = [];
  if (siteId === null) missing.push({ field: 'wordpressId', key: 'required' });
  if (authorId === null) missing.push({ field: 'authorId', key: 'required' });
  if (categoryId === null) missing.push({ field: 'categoryId', key: 'required' });
  if (siteId === null || authorId === null || categoryId === null)
    throw ruleViolation(POST_KEYS.publishIncomplete, { fields: missing.map((f) => f.field) });
  if (record.wordpressPostId !== null && siteId !== record.wordpressId)
    throw ruleViolation(POST_KEYS.siteFixed);
  const site = await sites.sites.find(platform.database.db, siteId);
  if (!site) {
    throw new DomainError('validation_failed', 'validation:failed', {
      part: 'body',
      fields: [{ field: 'wordpressId', key: 'invalid' }],
    });
  }
  if (!site.enabled) throw ruleViolation(POST_KEYS.siteDisabled);
  const slug = record.wordpressSlug ?? wordpressSlugOf(record.caption, record.id);
  return { record, site, authorId, categoryId, slug };
}

/**
 * The site's media of each file the post shows (featured image, body images), uploading the ones
 * it does not hold yet; each upload is kept at once, so a retry after a failure does not repeat it.
 */
async function siteMedia(
  platform: Platform,
  client: WordpressClient,
  site: WordpressSiteRow,
  fileIds: readonly string[],
): Promise<Map<string, { mediaId: number; url: string }>> {
  const db = platform.database.db;
  const held = await sites.mediaOf(db, site.id);
  for (const fileId of fileIds) {
    if (held.has(fileId)) continue;
    const file = await filesRepository.findById(db, fileId);
    if (!file) continue;
    const bytes = await buffer(await openFile(platform, file));
    const media = await client.uploadMedia({
      fileName: file.originalName,
      contentType: file.mimeType,
      bytes,
    });
    await sites.keepMedia(db, { siteId: site.id, fileId, mediaId: media.id, url: media.url });
    held.set(fileId, { mediaId: media.id, url: media.url });
  }
  return held;
}

/** The post as the site gets it. */
async function fieldsOf(
  platform: Platform,
  client: WordpressClient,
  plan: Plan,
): Promise<WordpressPostFields> {
  const { record } = plan;
  const images = bodyFileIds(record.body);
  const featured = record.featuredImageId;
  const media = await siteMedia(platform, client, plan.site, [
    ...(featured ? [featured] : []),
    ...images,
  ]);
  const urls = new Map([...media].map(([fileId, held]) => [fileId, held.url]));
  const now = platform.clock();
  const { status, dateGmt } = wordpressStatusFor(
    record.publicationDate?.toISOString() ?? null,
    now,
  );
  // A scheduled post sent without a date stays scheduled on the site: "now" publishes it.
  const sentDate = dateGmt ?? (record.publicationState === 'scheduled' ? now.toISOString() : null);
  return {
    title: record.caption,
    excerpt: record.excerpt,
    content: withSiteImages(record.body, urls),
    status,
    dateGmt: sentDate,
    author: plan.authorId,
    categories: [plan.categoryId],
    tags: await client.tagIds(record.tags),
    featuredMedia: featured ? (media.get(featured)?.mediaId ?? null) : null,
  };
}

/**
 * Sends the post: an update of the post the site holds already; else of the one a lost answer
 * left behind (found by the slug written before the create); else a new post.
 */
async function send(
  client: WordpressClient,
  plan: Plan,
  fields: WordpressPostFields,
): Promise<WordpressPost> {
  const known = plan.record.wordpressPostId;
  if (known !== null) {
    try {
      return await client.updatePost(known, fields);
    } catch (error) {
      // Deleted on the site: published again as a new post.
      if (!(error instanceof WordpressError && error.kind === 'notFound')) throw error;
    }
  }
  const [left] = (await client.findBySlug(plan.slug)).filter((post) => post.status !== 'trash');
  if (left && known === null) return client.updatePost(left.id, fields);
  return client.createPost({ ...fields, slug: plan.slug });
}

/** Writes what the site answered, with a revision and an UPDATE event; the post as now. */
async function settle(
  platform: Platform,
  actor: Actor,
  claimed: PostRecord,
  values: Parameters<typeof postsRepository.update>[2],
): Promise<Post> {
  return platform.database.db.transaction(async (tx) => {
    await postsRepository.lockRow(tx, claimed.id);
    const now = platform.clock();
    const current = await postsRepository.findRecord(tx, claimed.id);
    if (!current) throw notFound();
    // Saved meanwhile: the site shows the version claimed, so the post reads as changed since.
    const shown = current.version === claimed.version ? current.version + 1 : claimed.version;
    await postsRepository.update(
      tx,
      claimed.id,
      { ...values, publishedVersion: shown, publishError: null, publishClaimUntil: null },
      now,
    );
    return documentChanged(tx, postKind, actor, claimed.id, now);
  });
}

/** Lets the post go with the site's words as its last error; the refusal to answer with. */
async function failed(platform: Platform, id: number, error: unknown, key: string) {
  const siteMessage = error instanceof WordpressError ? error.siteMessage : null;
  await postsRepository.releasePublish(platform.database.db, id, {
    ...(siteMessage !== null ? { publishError: siteMessage } : {}),
  });
  return siteRefusal(error, key);
}

/** PUT /posts/{id}/publish: creates or updates the post on its site (ROLE_POST_ADMIN). */
export async function publishPost(
  platform: Platform,
  actor: Actor,
  id: number,
  body: PostPublish,
): Promise<Post> {
  const record = await claim(platform, actor, id);
  let plan: Plan;
  try {
    plan = await planOf(platform, record, body);
    // The slug is kept before the create, so a create whose answer is lost is found again.
    if (record.wordpressSlug === null)
      await postsRepository.keepSlug(platform.database.db, id, plan.slug);
  } catch (error) {
    await postsRepository.releasePublish(platform.database.db, id);
    throw error;
  }
  let sent: WordpressPost;
  try {
    const client = clientOf(platform, plan.site);
    sent = await send(client, plan, await fieldsOf(platform, client, plan));
  } catch (error) {
    throw await failed(platform, id, error, POST_KEYS.publishFailed);
  }
  return settle(platform, actor, record, {
    wordpressId: plan.site.id,
    authorId: plan.authorId,
    categoryId: plan.categoryId,
    wordpressSlug: plan.slug,
    wordpressPostId: sent.id,
    link: sent.link,
    publicationState: publicationStateOf(sent.status),
    publishedAt: platform.clock(),
    publishedById: actor.userId,
  });
}

/** PUT /posts/{id}/unpublish: the site's post back to draft (ROLE_POST_ADMIN). */
export async function unpublishPost(platform: Platform, actor: Actor, id: number): Promise<Post> {
  const record = await claim(platform, actor, id);
  const siteId = record.wordpressId;
  const site = siteId === null ? undefined : await sites.sites.find(platform.database.db, siteId);
  const onSite = isOnSite(record.publicationState as Post['publication']['state']);
  if (record.wordpressPostId === null || !onSite || !site) {
    await postsRepository.releasePublish(platform.database.db, id);
    throw ruleViolation(POST_KEYS.notPublished);
  }
  try {
    await clientOf(platform, site).updatePost(record.wordpressPostId, { status: 'draft' });
  } catch (error) {
    // Deleted on the site meanwhile: it is not shown there any more either.
    if (!(error instanceof WordpressError && error.kind === 'notFound'))
      throw await failed(platform, id, error, POST_KEYS.unpublishFailed);
  }
  return settle(platform, actor, record, { publicationState: 'unpublished' });
}
