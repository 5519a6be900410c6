import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { firstSent } from '../../../test/fetchCalls';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { postFixture, renderPosts } from '../testSupport';
import { CreatePostButton } from './CreatePostButton';

/** Shows where the app went. */
function Location() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

const fetchMock = vi.fn<typeof fetch>();

describe('CreatePostButton', { timeout: 30_000 }, () => {
  stubFetchEachTest(fetchMock);

  it('makes a post of the reportage and opens it in the posts editor', async () => {
    serveRoutes(fetchMock, { 'POST /api/posts/sources': () => json(postFixture({ id: 9 }), 201) });
    renderPosts(
      <>
        <CreatePostButton sourceType="reportage" sourceId={7} variant="icon" />
        <Location />
      </>,
      { access: 'write' },
    );
    fireEvent.click(screen.getByTestId('create-post'));
    const { body } = await firstSent(fetchMock, 'POST');
    expect(body).toEqual({ sourceType: 'reportage', sourceId: 7 });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/main?area=posts&edit=9'),
    );
  });

  it('stays where it is and says why when the source cannot be used', async () => {
    serveRoutes(fetchMock, {
      'POST /api/posts/sources': () => json({ code: 'not_found', message: 'error:notFound' }, 404),
    });
    renderPosts(
      <>
        <CreatePostButton sourceType="story" sourceId={3} />
        <Location />
      </>,
      { access: 'write' },
    );
    fireEvent.click(screen.getByTestId('create-post'));
    expect(await screen.findByTestId('notification-error')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('is offered to post writers only', () => {
    renderPosts(<CreatePostButton sourceType="assignment" sourceId={1} />, { access: 'read' });
    expect(screen.queryByTestId('create-post')).toBeNull();
  });
});
