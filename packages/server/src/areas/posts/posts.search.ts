import { dateInZone, joinTexts, plainTextOfBody } from '@newsroom/domain';
import { posts } from '../../platform/db/schema';
import type { SearchSource } from '../../platform/search/registry';
import { postsRepository } from './posts.repository';
import { POST_ENTITY, POST_TOPIC } from './posts.shared';

/**
 * Posts in the search index (kind `posts`): caption as title; excerpt, the body's text and tags as
 * body; dated by the publication date, else the creation (in UTC: the index keeps days); a
 * private post found whole only by its owner and the people it is shared with.
 */
export const postsSearch: SearchSource = {
  topic: POST_TOPIC,
  entity: POST_ENTITY,
  table: posts,
  async load(db, id) {
    const post = await postsRepository.findRecord(db, id);
    if (!post) return null;
    return {
      title: post.caption,
      body: joinTexts([post.excerpt, plainTextOfBody(post.body), ...post.tags]),
      date: dateInZone('UTC', post.publicationDate ?? post.createdAt),
      programIds: [],
      ownerId: post.ownerId,
      isPrivate: post.isPrivate,
      allowedUserIds: [...post.allowedUserIds],
      excluded: post.excluded,
    };
  },
};
