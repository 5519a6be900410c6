import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { clientWrapper } from '../../../test/clientWrapper';
import { ApiError } from '../../../shared/api';
import { rundownKey, type LoadedRundown } from '../api/rundownsApi';
import { blockFixture, rundownFixture, storyFixture } from '../testFixtures';
import { useRundownCommands } from './useRundownCommands';

const api = vi.hoisted(() => ({
  patchRundown: vi.fn(),
  removeStory: vi.fn(),
  createStoryAfter: vi.fn(),
  recreateRundown: vi.fn(),
  copyStoriesCall: vi.fn(),
}));
vi.mock('../api/rundownsApi', async (original) => ({
  ...(await original<typeof import('../api/rundownsApi')>()),
  ...api,
}));
const notify = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/notifications', async (original) => ({
  ...(await original<typeof import('../../../shared/notifications')>()),
  notify,
}));

const first = storyFixture({ slug: 'ABERTURA' });
const second = storyFixture({ slug: 'ESPORTES' });

function setup() {
  const client = new QueryClient();
  client.setQueryData(rundownKey(1), rundownFixture([blockFixture({ id: 1 }, [first, second])]));
  const { result } = renderHook(() => useRundownCommands(1), { wrapper: clientWrapper(client) });
  const cached = () => client.getQueryData<LoadedRundown>(rundownKey(1));
  return { commands: result.current, cached };
}

const refusal = (message: string) =>
  new ApiError(422, {
    code: 'rule_violation',
    message,
    details: { field: 'date', newValue: '2020-01-01', oldValue: '2026-11-21' },
  });

describe('useRundownCommands', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows a new start at once and keeps the server answer', async () => {
    const { commands, cached } = setup();
    let resolve: (value: LoadedRundown) => void = () => undefined;
    api.patchRundown.mockReturnValue(new Promise((done) => (resolve = done)));
    let pending: Promise<unknown> = Promise.resolve();
    await act(async () => {
      pending = commands.patchRundown('start', '19:30:00');
      await Promise.resolve();
    });
    expect(cached()?.start).toBe('19:30:00');
    await act(async () => {
      resolve({ ...cached()!, start: '19:30:00', version: 6, abilities: undefined });
      await pending;
    });
    expect(cached()?.version).toBe(6);
    expect(cached()?.abilities?.canEdit).toBe(true);
  });

  it('rolls a refused date back and says why', async () => {
    const { commands, cached } = setup();
    api.patchRundown.mockRejectedValue(refusal('rundown:dateInPast'));
    await act(async () => {
      await commands.patchRundown('date', '2020-01-01');
    });
    expect(cached()?.date).toBe('2026-11-21');
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: expect.not.stringContaining('rundown:') }),
    );
  });

  it('removes a story at once and puts it back when the server refuses', async () => {
    const { commands, cached } = setup();
    api.removeStory.mockRejectedValue(
      new ApiError(412, {
        code: 'locked_by_other',
        message: 'document:lockedTo',
        details: { nickname: 'maria' },
      }),
    );
    await act(async () => {
      commands.removeStory(first);
      await Promise.resolve();
    });
    await vi.waitFor(() => expect(notify).toHaveBeenCalled());
    expect(cached()?.blocks[0]?.stories.map((s) => s.slug)).toEqual(['ABERTURA', 'ESPORTES']);
  });

  it('puts a story created after another right below it', async () => {
    const { commands, cached } = setup();
    const created = storyFixture({ slug: 'NOVA', blockId: 1, index: 1 });
    api.createStoryAfter.mockResolvedValue(created);
    await act(async () => {
      await commands.addStoryAfter(first);
    });
    expect(api.createStoryAfter).toHaveBeenCalledWith(first.id);
    expect(cached()?.blocks[0]?.stories.map((s) => s.slug)).toEqual([
      'ABERTURA',
      'NOVA',
      'ESPORTES',
    ]);
  });

  it('shows pasted copies at once from the server answer', async () => {
    const { commands, cached } = setup();
    const copy = storyFixture({ slug: 'ABERTURA' });
    let resolve: (value: LoadedRundown) => void = () => undefined;
    api.copyStoriesCall.mockReturnValue(new Promise((done) => (resolve = done)));
    const move = { targetBlockId: 1, storiesIds: [first.id], targetStoryId: second.id };
    act(() => commands.move(move, 'copy'));
    await vi.waitFor(() => expect(api.copyStoriesCall).toHaveBeenCalledWith(move));
    act(() =>
      resolve({
        ...cached()!,
        version: cached()!.version + 1,
        blocks: [blockFixture({ id: 1 }, [first, copy, second])],
      }),
    );
    await vi.waitFor(() =>
      expect(cached()?.blocks[0]?.stories.map((s) => s.id)).toEqual([first.id, copy.id, second.id]),
    );
  });

  it('replaces the rundown with the recreated one', async () => {
    const { commands, cached } = setup();
    const recreated = rundownFixture([blockFixture({ id: 9, isStandbyBlock: true })], {
      version: 9,
    });
    api.recreateRundown.mockResolvedValue(recreated);
    await act(async () => {
      await commands.recreate(3);
    });
    expect(api.recreateRundown).toHaveBeenCalledWith(1, 3);
    expect(cached()?.version).toBe(9);
  });
});
