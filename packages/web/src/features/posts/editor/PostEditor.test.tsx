import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes, type RouteAnswer } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { postFixture, renderPosts, siteFixture } from '../testSupport';
import { typeInBody } from './bodyTestSupport';
import { PostEditor } from './PostEditor';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const lock = {
  uuid: 'lock-1',
  entityType: 'post',
  entityId: '1',
  userId: 1,
  nickname: 'editor',
  acquiredAt: '2026-11-20T13:00:00.000Z',
  expiresAt: '2026-11-20T13:05:00.000Z',
};
const sites = [siteFixture(), siteFixture({ id: 5, name: 'Blog antigo', enabled: false })];
const fetchMock = vi.fn<typeof fetch>();

/** The calls of a method and path, with their JSON bodies, in order. */
const sent = (method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input) === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));

function serve(routes: Record<string, RouteAnswer> = {}) {
  serveRoutes(fetchMock, {
    'POST /api/posts/1/edit': () => json({ post: postFixture(), lock }),
    'GET /api/wordpress_configs/4/authors': () =>
      json([
        { id: 11, name: 'Ana Repórter', parentId: null },
        { id: 12, name: 'Bruno', parentId: null },
      ]),
    'GET /api/wordpress_configs/4/categories': () =>
      json([
        { id: 21, name: 'Cidades', parentId: null },
        { id: 22, name: 'Trânsito', parentId: 21 },
      ]),
    ...routes,
  });
}

function renderEditor(postId: number | null = 1) {
  return renderPosts(
    <PostEditor postId={postId} onSaved={vi.fn()} onClose={vi.fn()} onStatusChange={vi.fn()} />,
    { sites },
  );
}

/** Opens an antd select and picks the option with that title. */
async function choose(testId: string, title: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.at(-1)!);
}

describe('PostEditor', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => localStorage.clear());

  it('saves what is typed in the body as HTML, over the version it loaded', async () => {
    serve({ 'PUT /api/posts/1': () => json(postFixture({ version: 2 })) });
    renderEditor();
    await screen.findByTestId('post-body');
    typeInBody(' e alagamentos');
    fireEvent.click(screen.getByTestId('post-body-h2'));
    fireEvent.click(screen.getByTestId('post-save'));
    await waitFor(() => expect(sent('PUT', '/api/posts/1')).toHaveLength(1));
    expect(sent('PUT', '/api/posts/1')[0]).toMatchObject({
      caption: 'Chuva alaga o centro',
      body: '<h2>Texto e alagamentos</h2>',
      version: 1,
    });
  });

  it('creates a new post with its caption, body, site and author', async () => {
    serve({ 'POST /api/posts': () => json(postFixture({ id: 9 }), 201) });
    renderEditor(null);
    fireEvent.change(await screen.findByTestId('post-caption-input'), {
      target: { value: 'Feira do livro' },
    });
    typeInBody('Começa hoje');
    await choose('post-site', 'Portal');
    await choose('post-author', 'Ana Repórter');
    fireEvent.click(screen.getByTestId('post-save'));
    await waitFor(() => expect(sent('POST', '/api/posts')).toHaveLength(1));
    expect(sent('POST', '/api/posts')[0]).toEqual({
      caption: 'Feira do livro',
      excerpt: '',
      body: '<p>Começa hoje</p>',
      featuredImageId: null,
      publicationDate: null,
      wordpressId: 4,
      authorId: 11,
      categoryId: null,
      tags: [],
    });
  });

  it("reads a chosen site's authors and categories; switched-off sites cannot be chosen", async () => {
    serve();
    renderEditor();
    await screen.findByTestId('post-body');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/authors'))).toBe(false);
    fireEvent.mouseDown(within(screen.getByTestId('post-site')).getByRole('combobox'));
    const off = await screen.findByTitle('Blog antigo (Off)');
    expect(off.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getAllByTitle('Portal').at(-1)!);
    // Trânsito is a child of Cidades: indented under it (titles match without the indent).
    await choose('post-category', 'Trânsito');
    expect(sent('GET', '/api/wordpress_configs/4/authors')).toHaveLength(1);
    expect(sent('GET', '/api/wordpress_configs/4/categories')).toHaveLength(1);
  });

  it("says in the site's own words why its authors could not be read", async () => {
    const refused = () =>
      json(
        {
          code: 'rule_violation',
          message: 'posts:credentialsRejected',
          details: { siteMessage: 'Sorry, you are not allowed to list users.' },
        },
        422,
      );
    serve({
      'POST /api/posts/1/edit': () => json({ post: postFixture({ wordpressId: 4 }), lock }),
      'GET /api/wordpress_configs/4/authors': refused,
      'GET /api/wordpress_configs/4/categories': refused,
    });
    renderEditor();
    const problem = await screen.findByTestId('post-site-problem');
    expect(problem.textContent).toContain('The site refused the user or the application password.');
    expect(problem.textContent).toContain('Sorry, you are not allowed to list users.');
  });

  it('keeps the site of a post that is on it', async () => {
    serve({
      'POST /api/posts/1/edit': () =>
        json({
          post: postFixture({
            wordpressId: 4,
            publication: { ...postFixture().publication, state: 'published', wordpressPostId: 70 },
          }),
          lock,
        }),
    });
    renderEditor();
    await screen.findByTestId('post-body');
    const site = within(screen.getByTestId('post-site')).getByRole('combobox');
    expect((site as HTMLInputElement).disabled).toBe(true);
  });

  it('saves unsaved edits before publishing, then follows the published post', async () => {
    const published = postFixture({
      version: 3,
      publication: {
        ...postFixture().publication,
        state: 'published',
        wordpressPostId: 70,
        link: 'https://portal.example.com/chuva',
      },
    });
    serve({
      'PUT /api/posts/1': () => json(postFixture({ version: 2 })),
      'PUT /api/posts/1/publish': () => json(published),
    });
    renderEditor();
    fireEvent.change(await screen.findByTestId('post-excerpt-input'), {
      target: { value: 'Três bairros sem luz' },
    });
    fireEvent.click(screen.getByTestId('post-publish'));
    await screen.findByTestId('post-public-link');
    const order = fetchMock.mock.calls
      .map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`)
      .filter((call) => call.startsWith('PUT /api/posts/1'));
    expect(order).toEqual(['PUT /api/posts/1', 'PUT /api/posts/1/publish']);
    expect(sent('PUT', '/api/posts/1')[0]).toMatchObject({ excerpt: 'Três bairros sem luz' });
    expect(screen.getByTestId('post-publish').textContent).toBe('Update on site');
  });
});
