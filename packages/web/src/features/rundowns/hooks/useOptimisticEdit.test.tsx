import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { clientWrapper } from '../../../test/clientWrapper';
import { ApiError } from '../../../shared/api';
import { rundownKey, type LoadedRundown } from '../api/rundownsApi';
import { withStory } from '../api/cacheEdits';
import { blockFixture, rundownFixture, storyFixture } from '../testFixtures';
import { useOptimisticEdit } from './useOptimisticEdit';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/notifications', async (original) => ({
  ...(await original<typeof import('../../../shared/notifications')>()),
  notify,
}));

const story = storyFixture({ slug: 'ABERTURA', approved: false, isPrivate: true });

function setup() {
  const client = new QueryClient();
  client.setQueryData(rundownKey(1), rundownFixture([blockFixture({ id: 1 }, [story])]));
  const { result } = renderHook(() => useOptimisticEdit(), { wrapper: clientWrapper(client) });
  const slug = () => client.getQueryData<LoadedRundown>(rundownKey(1))?.blocks[0]?.stories[0]?.slug;
  return { client, edit: result.current, slug };
}

describe('useOptimisticEdit', () => {
  it('shows the change before the server answers and keeps it on success', async () => {
    const { edit, slug } = setup();
    let resolve: (value: unknown) => void = () => undefined;
    const call = vi.fn(() => new Promise((done) => (resolve = done)));
    let pending: Promise<unknown> = Promise.resolve();
    await act(async () => {
      pending = edit({
        rundownId: 1,
        apply: (r) => withStory(r, story.id, (s) => ({ ...s, slug: 'NOVA' })),
        call,
      });
      await Promise.resolve();
    });
    expect(slug()).toBe('NOVA');
    await act(async () => {
      resolve({ ok: true });
      await pending;
    });
    expect(slug()).toBe('NOVA');
  });

  it('rolls back to the old value and warns with the rule message on failure', async () => {
    const { edit, slug, client } = setup();
    const onFailure = vi.fn();
    await act(async () => {
      await edit({
        rundownId: 1,
        apply: (r) => withStory(r, story.id, (s) => ({ ...s, slug: 'NOVA', approved: true })),
        revert: (r) =>
          withStory(r, story.id, (s) => ({ ...s, slug: story.slug, approved: story.approved })),
        call: () =>
          Promise.reject(
            new ApiError(422, {
              code: 'rule_violation',
              message: 'story:privateCannotBeApproved',
              details: {},
            }),
          ),
        onFailure,
      });
    });
    expect(slug()).toBe('ABERTURA');
    expect(client.getQueryData<LoadedRundown>(rundownKey(1))?.blocks[0]?.stories[0]?.approved).toBe(
      false,
    );
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'error', description: expect.any(String) }),
    );
  });

  it('keeps changes from other editors that arrived meanwhile when reverting one field', async () => {
    const { edit, client } = setup();
    await act(async () => {
      await edit({
        rundownId: 1,
        apply: (r) => withStory(r, story.id, (s) => ({ ...s, slug: 'NOVA' })),
        revert: (r) => withStory(r, story.id, (s) => ({ ...s, slug: story.slug })),
        call: () => {
          const current = client.getQueryData<LoadedRundown>(rundownKey(1));
          if (current) client.setQueryData(rundownKey(1), { ...current, approved: true });
          return Promise.reject(new Error('offline'));
        },
      });
    });
    const cached = client.getQueryData<LoadedRundown>(rundownKey(1));
    expect(cached?.approved).toBe(true);
    expect(cached?.blocks[0]?.stories[0]?.slug).toBe('ABERTURA');
  });
});
