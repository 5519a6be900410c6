import { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../auth';
import { json, renderWithClient } from '../../../test/renderWithProviders';
import type { RouteAnswer } from '../../../test/serveRoutes';
import { StoryForm } from './StoryForm';
import { EDITOR_ME } from './storyFixtures';

/** What the form of story 1 asks on its own: the read rates, and freeing the editor's lock. */
export const STORY_FORM_ROUTES: Record<string, RouteAnswer> = {
  'GET /api/stories/config': () => json({ readRates: {}, defaultReadRate: 0.1 }),
  'DELETE /api/locks/lock-1': () => new Response(null, { status: 204 }),
};

/** Renders the form of story 1 (of program 7) with its editor signed in. */
export function renderStoryForm(onTitleChange: (title: string) => void = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, EDITOR_ME);
  renderWithClient(
    <StoryForm storyId={1} onClose={() => undefined} onTitleChange={onTitleChange} />,
    client,
  );
}
