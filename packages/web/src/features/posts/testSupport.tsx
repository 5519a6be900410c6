import type { ReactElement } from 'react';
import type { Post, WordpressSite } from '@newsroom/domain';
import { BRANCH_CONFIG_KEY } from '../branch';
import { companyDataBundle, person } from '../../test/companyData';
import { renderWithProviders } from '../../test/renderWithProviders';
import { siteKeys } from './api/wordpressSitesApi';

/** A post for tests: version 1, a draft of Ana's (id 1), changed on 2026-11-20 at 13:00 UTC. */
export function postFixture(fields: Partial<Post> = {}): Post {
  return {
    id: 1,
    caption: 'Chuva alaga o centro',
    excerpt: 'Ruas fechadas',
    body: '<p>Texto</p>',
    featuredImageId: null,
    publicationDate: null,
    wordpressId: null,
    authorId: null,
    categoryId: null,
    tags: [],
    sourceType: null,
    sourceId: null,
    publication: {
      state: 'draft',
      wordpressPostId: null,
      link: null,
      publishedAt: null,
      publishedById: null,
      changedSince: false,
      lastError: null,
    },
    createdAt: '2026-11-20T13:00:00.000Z',
    ownerId: 1,
    authorNickname: 'editor',
    changeDate: '2026-11-20T13:00:00.000Z',
    isPrivate: false,
    allowedUserIds: [],
    visible: true,
    excluded: false,
    version: 1,
    abilities: { canEdit: true, canDelete: true, canShare: true, canPublish: true },
    ...fields,
  };
}

/** A WordPress site for tests: "Portal" (id 4), switched on. */
export function siteFixture(fields: Partial<WordpressSite> = {}): WordpressSite {
  return {
    id: 4,
    name: 'Portal',
    url: 'https://portal.example.com',
    user: 'redacao',
    hasPassword: true,
    enabled: true,
    version: 1,
    ...fields,
  };
}

/** A page of posts as GET /api/posts/filter answers it. */
export const pageOf = (posts: Post[], total = posts.length, page = 0) => ({
  data: posts,
  page,
  size: 25,
  total,
});

/** The signed-in user's access to posts: post admin (publishes) by default. */
export type PostAccess = 'read' | 'write' | 'admin';

const ROLES: Record<PostAccess, string[]> = {
  read: ['ROLE_POST_READ'],
  write: ['ROLE_POST_READ', 'ROLE_POST_WRITE'],
  admin: ['ROLE_POST_READ', 'ROLE_POST_WRITE', 'ROLE_POST_ADMIN'],
};

/**
 * Renders with the app's providers, Ana (id 1, `editor`) signed in with the given access to
 * posts, the newsroom in São Paulo, the given sites already loaded (none unless given) and the
 * router at `path`.
 */
export function renderPosts(
  ui: ReactElement,
  {
    access = 'admin',
    sites,
    path,
  }: { access?: PostAccess; sites?: WordpressSite[]; path?: string } = {},
) {
  return renderWithProviders(ui, {
    path,
    user: { nickname: 'editor', abilities: { post: access }, roles: ROLES[access] },
    companyData: companyDataBundle({ users: [person(1, 'Ana Souza', 'editor')] }),
    queryData: [
      [
        BRANCH_CONFIG_KEY,
        {
          locale: 'pt_BR',
          branchName: 'Central',
          version: '1',
          timeZone: 'America/Sao_Paulo',
          rundownLockMinutes: 0,
        },
      ],
      ...(sites ? ([[siteKeys.list, sites]] as const) : []),
    ],
  });
}
