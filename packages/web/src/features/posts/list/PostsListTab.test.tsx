import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Paged, Post } from '@newsroom/domain';
import { queriesTo } from '../../../test/fetchCalls';
import { entityEvent, pushToLatest, topicHandlers } from '../../../test/fakeRealtime';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { postKeys } from '../api/postsApi';
import { pageOf, postFixture, renderPosts, siteFixture } from '../testSupport';
import { PostsListTab } from './PostsListTab';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

const rowIds = () =>
  screen.queryAllByTestId('post-row').map((row) => Number(row.getAttribute('data-id')));
const filterCalls = () => queriesTo(fetchMock, '/api/posts/filter');
const lastPage = () => Number(filterCalls().at(-1)?.page ?? 0);

const published = postFixture({
  id: 2,
  caption: 'Feira de livros',
  wordpressId: 4,
  publicationDate: '2026-11-20T12:00:00.000Z',
  publication: {
    ...postFixture().publication,
    state: 'published',
    wordpressPostId: 77,
    link: 'https://portal.example.com/feira',
    changedSince: true,
  },
});
const fetchMock = vi.fn<typeof fetch>();

describe('PostsListTab', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);
  beforeEach(() => {
    topicHandlers.length = 0;
    serveRoutes(fetchMock, {
      'GET /api/posts/filter': () => json(pageOf([postFixture(), published], 60, lastPage())),
      'POST /api/posts/2/copy': () => json(postFixture({ id: 8, caption: 'Feira de livros' }), 201),
    });
  });

  it('shows a page with state, site, dates and last change, 25 at a time', async () => {
    renderPosts(<PostsListTab onOpen={vi.fn()} />, { sites: [siteFixture()] });
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    expect(filterCalls()[0]).toEqual({ page: '0', size: '25' });
    const row = within(screen.getAllByTestId('post-row')[1]!);
    expect(row.getByTestId('post-state').getAttribute('data-state')).toBe('published');
    expect(row.getByTestId('post-changed-since')).toBeTruthy();
    expect(row.getByText('Portal')).toBeTruthy();
    // Dates and times in the user's language (en_US, month first), never ISO.
    expect(row.getAllByText(/^11\/20\/2026 \d\d:00:00$/)).toHaveLength(2);
    expect(row.getByText('editor')).toBeTruthy();
    expect(row.getByTestId('post-link').getAttribute('href')).toBe(
      'https://portal.example.com/feira',
    );
    expect(within(screen.getAllByTestId('post-row')[0]!).queryByTestId('post-link')).toBeNull();
    expect(screen.getByText('1-25 of 60')).toBeTruthy();
  });

  it('asks again with the days, the state, the words and the page', async () => {
    renderPosts(<PostsListTab onOpen={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    fireEvent.change(screen.getByTestId('posts-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('posts-to'), { target: { value: '2026-11-30' } });
    fireEvent.mouseDown(within(screen.getByTestId('posts-state')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Scheduled'));
    const text = within(screen.getByTestId('posts-text')).getByRole('searchbox');
    fireEvent.change(text, { target: { value: ' chuva ' } });
    fireEvent.keyDown(text, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(filterCalls().at(-1)).toEqual({
        from: '2026-11-01',
        to: '2026-11-30',
        state: 'scheduled',
        filter: 'chuva',
        page: '0',
        size: '25',
      }),
    );
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(filterCalls().at(-1)?.page).toBe('1'));
  });

  it('puts a post created elsewhere first on the first page, not on the next ones', async () => {
    const { client } = renderPosts(<PostsListTab onOpen={vi.fn()} />);
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    pushToLatest(entityEvent('posts', 'post', 'CREATE', postFixture({ id: 5 }), { id: 5 }));
    await waitFor(() => expect(rowIds()).toEqual([5, 1, 2]));
    expect(screen.getByText('1-25 of 61')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(filterCalls().at(-1)?.page).toBe('1'));
    await waitFor(() => expect(screen.getByText('26-50 of 60')).toBeTruthy());
    pushToLatest(entityEvent('posts', 'post', 'CREATE', postFixture({ id: 6 }), { id: 6 }));
    const secondPage = client.getQueryData<Paged<Post>>(postKeys.page({ filter: '', page: 1 }));
    expect(secondPage?.data.map((post) => post.id)).toEqual([1, 2]);
    expect(secondPage?.total).toBe(60);
  });

  it('opens on double click and copies a post to the top of the page', async () => {
    const onOpen = vi.fn();
    renderPosts(<PostsListTab onOpen={onOpen} />);
    await waitFor(() => expect(rowIds()).toEqual([1, 2]));
    fireEvent.doubleClick(screen.getAllByTestId('post-row')[0]!);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    fireEvent.click(within(screen.getAllByTestId('post-row')[1]!).getByTestId('post-copy'));
    await waitFor(() => expect(rowIds()).toEqual([8, 1, 2]));
  });
});
