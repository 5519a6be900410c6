import type { AreaManifest } from '../../platform/areas/manifest';
import { postSights } from './posts.locks';
import { renderPostEvent } from './posts.realtime';
import { postsRepository } from './posts.repository';
import { postsRoutes } from './posts.routes';
import { postsSearch } from './posts.search';
import { POST_ENTITY, POST_TOPIC } from './posts.shared';
import { wordpressSitesRoutes } from './wordpressSites.routes';

/** Posts published to WordPress sites (issue 22). */
export const postsManifest: AreaManifest = {
  name: 'posts',
  routes: [postsRoutes, wordpressSitesRoutes],
  renderers: { [POST_TOPIC]: renderPostEvent },
  lockedKinds: { [POST_ENTITY]: postSights },
  searchSources: { posts: postsSearch },
  // A site posts are published on cannot go: their copies there would be left unmanaged.
  usageCounters: { wordpress_site: (db, id) => postsRepository.countOnSite(db, id) },
};
