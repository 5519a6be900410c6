import {
  postInputSchema,
  storySourceTypeSchema,
  type Post,
  type PostPublicationState,
  type Viewer,
} from '@newsroom/domain';
import { documentFor } from '../../platform/documents/documentSight';
import { presentDocumentTrailer } from '../../platform/documents/presentDocument';
import { pickFields } from '../../platform/documents/revisions';
import { postsPolicy } from './posts.policy';
import type { PostRecord } from './posts.repository';

/**
 * The whole post, unmasked, with the abilities the document itself allows (none in the trash).
 * Events carry this; each viewer's copy is narrowed by `presentFor`.
 */
export function presentRecord(record: PostRecord): Post {
  const live = !record.excluded;
  const source = storySourceTypeSchema.safeParse(record.sourceType);
  return {
    id: record.id,
    caption: record.caption,
    excerpt: record.excerpt,
    body: record.body,
    featuredImageId: record.featuredImageId,
    publicationDate: record.publicationDate?.toISOString() ?? null,
    wordpressId: record.wordpressId,
    authorId: record.authorId,
    categoryId: record.categoryId,
    tags: [...record.tags],
    sourceType: source.success ? source.data : null,
    sourceId: record.sourceId,
    publication: {
      state: record.publicationState as PostPublicationState,
      wordpressPostId: record.wordpressPostId,
      link: record.link,
      publishedAt: record.publishedAt?.toISOString() ?? null,
      publishedById: record.publishedById,
      changedSince: record.publishedVersion !== null && record.version > record.publishedVersion,
      lastError: record.publishError,
    },
    createdAt: record.createdAt.toISOString(),
    ...presentDocumentTrailer(record),
    abilities: { canEdit: live, canDelete: live, canShare: live, canPublish: live },
  };
}

/** A private post of others: nothing of its text, image or tags. */
export function maskPost(post: Post): Post {
  return {
    ...post,
    visible: false,
    caption: '',
    excerpt: '',
    body: '',
    featuredImageId: null,
    tags: [],
  };
}

/** The post as one viewer sees it: masked when private to others, with what they may do. */
export const presentFor = (post: Post, who: Pick<Viewer, 'userId' | 'roles'>): Post =>
  documentFor(post, who, {
    canWrite: postsPolicy.canWrite,
    mask: maskPost,
    moreAbilities: (visible) => ({
      canPublish: postsPolicy.canPublish(who) && visible && post.abilities.canPublish,
    }),
  });

const INPUT_FIELDS = Object.keys(postInputSchema.shape) as (keyof Post & string)[];

/** What a revision keeps: what the editor saves, and where the post stands on its site. */
export const revisionSnapshot = (post: Post): Record<string, unknown> => ({
  ...pickFields(post, INPUT_FIELDS),
  publication: { state: post.publication.state, link: post.publication.link },
});
