import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { postFixture, renderPosts, siteFixture } from '../testSupport';
import { PostViewer } from './PostViewer';
import { postText } from './postText';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const post = postFixture({
  id: 3,
  caption: 'Chuva alaga o centro',
  excerpt: 'Três bairros sem luz',
  body: '<h2>Onde</h2><p>No <strong>centro</strong></p>',
  featuredImageId: '0b9f3c2e-5d4a-4f1b-9c8e-7a6b5c4d3e2f',
  wordpressId: 4,
});
const fetchMock = vi.fn<typeof fetch>();

describe('PostViewer', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('loads the post and shows its publication and the post as readers will see it', async () => {
    serveRoutes(fetchMock, { 'GET /api/posts/3': () => json(post) });
    const onEdit = vi.fn();
    renderPosts(<PostViewer postId={3} onEdit={onEdit} />, { sites: [siteFixture()] });
    const card = await screen.findByTestId('post-viewer');
    expect(within(card).getByTestId('post-viewer-caption').textContent).toBe(post.caption);
    expect(within(card).getByTestId('post-publish-panel').textContent).toContain('Portal');
    expect(within(card).getByTestId('post-excerpt').textContent).toBe('Três bairros sem luz');
    expect(within(card).getByTestId('post-body-html').innerHTML).toBe(post.body);
    expect(within(card).getByTestId('post-featured-image').getAttribute('src')).toBe(
      `/api/files/${post.featuredImageId}`,
    );
    fireEvent.click(within(card).getByTestId('post-viewer-edit'));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('shows a private post of someone else as private only', async () => {
    serveRoutes(fetchMock, {
      'GET /api/posts/3': () => json({ ...post, visible: false, caption: '', body: '' }),
    });
    renderPosts(<PostViewer postId={3} />);
    expect(await screen.findByTestId('post-viewer-private')).toBeTruthy();
    expect(screen.queryByTestId('post-publish-panel')).toBeNull();
  });

  it('copies the post as plain text, paragraph by paragraph', () => {
    expect(postText(post)).toBe('Chuva alaga o centro\n\nTrês bairros sem luz\n\nOnde\nNo centro');
  });
});
