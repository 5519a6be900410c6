import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Post } from '@newsroom/domain';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { postFixture, renderPosts, siteFixture } from '../testSupport';
import { PublishPanel } from './PublishPanel';

const onSite = postFixture({
  wordpressId: 4,
  authorId: 11,
  categoryId: 21,
  version: 4,
  publication: {
    state: 'published',
    wordpressPostId: 70,
    link: 'https://portal.example.com/chuva',
    publishedAt: '2026-11-20T14:00:00.000Z',
    publishedById: 1,
    changedSince: true,
    lastError: null,
  },
});
const fetchMock = vi.fn<typeof fetch>();

function renderPanel(post: Post, onChange = vi.fn()) {
  renderPosts(<PublishPanel post={post} onChange={onChange} />, { sites: [siteFixture()] });
  return onChange;
}

/** The text of the error notification shown. */
async function errorNotification() {
  return (await screen.findByTestId('notification-error')).textContent ?? '';
}

describe('PublishPanel', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('shows where the post stands: state, site, link, when and by whom, changed since', () => {
    serveRoutes(fetchMock, {});
    renderPanel(onSite);
    expect(screen.getByTestId('post-state').getAttribute('data-state')).toBe('published');
    expect(screen.getByTestId('post-changed-since')).toBeTruthy();
    expect(screen.getByText('Portal')).toBeTruthy();
    const link = screen.getByTestId('post-public-link');
    expect(link.getAttribute('href')).toBe('https://portal.example.com/chuva');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('post-published-at').textContent).toMatch(
      /^11\/20\/2026 \d\d:00:00 by editor$/,
    );
    expect(screen.getByTestId('post-publish').textContent).toBe('Update on site');
  });

  it("tells a refused publish with the site's own words, and shows it as the last error", async () => {
    const siteMessage = 'Sorry, you are not allowed to edit this post.';
    serveRoutes(fetchMock, {
      'PUT /api/posts/1/publish': () =>
        json(
          { code: 'rule_violation', message: 'posts:publishFailed', details: { siteMessage } },
          422,
        ),
      'GET /api/posts/1': () =>
        json({ ...onSite, publication: { ...onSite.publication, lastError: siteMessage } }),
    });
    const onChange = renderPanel(onSite);
    fireEvent.click(screen.getByTestId('post-publish'));
    const text = await errorNotification();
    expect(text).toContain('The site did not take the post.');
    expect(text).toContain(`The site said: ${siteMessage}`);
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(
        expect.objectContaining({
          publication: expect.objectContaining({ lastError: siteMessage }),
        }),
      ),
    );
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({});
  });

  it('names the fields a publish lacks', async () => {
    serveRoutes(fetchMock, {
      'PUT /api/posts/1/publish': () =>
        json(
          {
            code: 'rule_violation',
            message: 'posts:publishIncomplete',
            details: { fields: ['authorId', 'categoryId'] },
          },
          422,
        ),
      'GET /api/posts/1': () => json(postFixture()),
    });
    renderPanel(postFixture({ wordpressId: 4 }));
    fireEvent.click(screen.getByTestId('post-publish'));
    expect(await errorNotification()).toContain('Missing: Author, Category.');
  });

  it('says another publish is under way', async () => {
    serveRoutes(fetchMock, {
      'PUT /api/posts/1/publish': () =>
        json({ code: 'in_progress', message: 'posts:publishInProgress' }, 409),
      'GET /api/posts/1': () => json(onSite),
    });
    renderPanel(onSite);
    fireEvent.click(screen.getByTestId('post-publish'));
    expect(await errorNotification()).toContain('being published or unpublished right now');
  });

  it("unpublishes after confirming, and tells the site's refusal in its words", async () => {
    serveRoutes(fetchMock, {
      'PUT /api/posts/1/unpublish': () =>
        json(
          {
            code: 'rule_violation',
            message: 'posts:unpublishFailed',
            details: { siteMessage: 'connect ECONNREFUSED' },
          },
          422,
        ),
      'GET /api/posts/1': () => json(onSite),
    });
    renderPanel(onSite);
    fireEvent.click(screen.getByTestId('post-unpublish'));
    fireEvent.click(await screen.findByTestId('post-unpublish-confirm'));
    const text = await errorNotification();
    expect(text).toContain('The site did not take the post back.');
    expect(text).toContain('connect ECONNREFUSED');
  });

  it('offers no publishing to whom may not publish, and shows the last error', () => {
    serveRoutes(fetchMock, {});
    renderPanel({
      ...onSite,
      publication: { ...onSite.publication, lastError: 'HTTP 500' },
      abilities: { ...onSite.abilities, canPublish: false },
    });
    expect(screen.queryByTestId('post-publish')).toBeNull();
    expect(screen.queryByTestId('post-unpublish')).toBeNull();
    expect(screen.getByTestId('post-last-error').textContent).toContain('HTTP 500');
  });
});
