import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { companyDataBundle } from '../../../test/companyData';
import { topicHandlers } from '../../../test/fakeRealtime';
import { json, renderWithProviders } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { pageOf, postFixture, renderPosts } from '../testSupport';
import { PostsPage } from './PostsPage';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const fetchMock = vi.fn<typeof fetch>();

describe('PostsPage', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('opens the post named in the address in its editor tab', async () => {
    serveRoutes(fetchMock, {
      'GET /api/posts/filter': () => json(pageOf([])),
      'POST /api/posts/9/edit': () =>
        json({
          post: postFixture({ id: 9, caption: 'Feira do livro' }),
          lock: {
            uuid: 'l',
            entityType: 'post',
            entityId: '9',
            userId: 1,
            nickname: 'editor',
            acquiredAt: '2026-11-20T13:00:00.000Z',
            expiresAt: '2026-11-20T13:05:00.000Z',
          },
        }),
    });
    renderPosts(<PostsPage />, { access: 'write', sites: [], path: '/main?area=posts&edit=9' });
    const form = await screen.findByTestId('post-form');
    expect(form.getAttribute('data-id')).toBe('9');
    expect(screen.getAllByTestId('post-tab').map((tab) => tab.textContent)).toEqual([
      'Feira do livro',
    ]);
  });

  it('tells a user who may not read posts, and hears nothing of them', () => {
    topicHandlers.length = 0;
    renderWithProviders(<PostsPage />, {
      user: { nickname: 'editor', abilities: {} },
      companyData: companyDataBundle(),
    });
    expect(screen.getByTestId('posts-forbidden')).toBeTruthy();
    expect(topicHandlers.some((handler) => handler.topic === 'posts')).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
