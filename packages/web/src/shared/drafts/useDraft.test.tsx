import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../features/auth';
import { draftStore } from './draftStore';
import { DRAFT_SAVE_DELAY_MS, useDraft, type UseDraftOptions } from './useDraft';
import { meFixture } from '../../test/meFixture';

interface Doc {
  slug: string;
  text: string;
}

const reporter = (id: number) =>
  meFixture({ id, name: `Reporter ${id}`, nickname: `reporter${id}`, email: `r${id}@example.com` });

const SAVED: Doc = { slug: 'CHUVA', text: 'Chove forte na capital.' };
const EDITED: Doc = { slug: 'CHUVA', text: 'Chove forte na capital desde cedo.' };

function wrapperFor(userId: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, reporter(userId));
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

type Props = Pick<UseDraftOptions<Doc>, 'saved' | 'current' | 'baseVersion'>;

function renderDraft(userId: number, initial: Props) {
  return renderHook(
    (props: Props) =>
      useDraft<Doc>({
        section: 'story',
        uuid: '42',
        title: 'CHUVA',
        href: '/main?area=stories&story=42',
        ...props,
      }),
    { wrapper: wrapperFor(userId), initialProps: initial },
  );
}

const stored = (userId = 1) => draftStore.load<Doc>(userId, 'story', '42');

describe('useDraft', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2024-05-01T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('stores a change at most 300 ms later, under the signed-in user', () => {
    const { rerender } = renderDraft(1, { saved: SAVED, current: SAVED, baseVersion: 3 });
    rerender({ saved: SAVED, current: EDITED, baseVersion: 3 });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stored()).toMatchObject({ document: EDITED, baseVersion: 3, title: 'CHUVA' });
    expect(stored(2)).toBeNull();
  });

  it('stores at once when the page is hidden or closed', () => {
    const { rerender } = renderDraft(1, { saved: SAVED, current: SAVED, baseVersion: 3 });
    rerender({ saved: SAVED, current: EDITED, baseVersion: 3 });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()?.document).toEqual(EDITED);
  });

  it('clears the draft when the document equals the saved one again', () => {
    const { rerender } = renderDraft(1, { saved: SAVED, current: EDITED, baseVersion: 3 });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored()).not.toBeNull();
    // Saved: the server's copy now matches the editor's.
    rerender({ saved: EDITED, current: EDITED, baseVersion: 4 });
    expect(stored()).toBeNull();
  });

  it('offers a kept draft found on open and never overwrites it until decided', () => {
    draftStore.save(1, {
      section: 'story',
      uuid: '42',
      title: 'CHUVA',
      href: '/x',
      baseVersion: 2,
      document: EDITED,
      date: '2024-04-30T22:00:00.000Z',
    });
    const { result, rerender } = renderDraft(1, { saved: SAVED, current: SAVED, baseVersion: 3 });
    expect(result.current.pending).toMatchObject({ document: EDITED, baseVersion: 2 });

    // Typing before deciding, and a page hide, leave the kept draft alone.
    rerender({ saved: SAVED, current: { ...SAVED, text: 'outro' }, baseVersion: 3 });
    act(() => {
      vi.advanceTimersByTime(1000);
      window.dispatchEvent(new Event('pagehide'));
    });
    rerender({ saved: SAVED, current: SAVED, baseVersion: 3 });
    expect(stored()?.document).toEqual(EDITED);
    expect(stored()?.date).toBe('2024-04-30T22:00:00.000Z');

    let restored: Doc | null = null;
    act(() => {
      restored = result.current.restore();
    });
    expect(restored).toEqual(EDITED);
    expect(result.current.pending).toBeNull();
    // The editor has not shown the restored text yet: still kept.
    expect(stored()?.document).toEqual(EDITED);
    rerender({ saved: SAVED, current: EDITED, baseVersion: 3 });
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored()?.document).toEqual(EDITED);
  });

  it('discards a pending draft', () => {
    draftStore.save(1, {
      section: 'story',
      uuid: '42',
      title: 'CHUVA',
      href: '/x',
      baseVersion: 2,
      document: EDITED,
    });
    const { result } = renderDraft(1, { saved: SAVED, current: SAVED, baseVersion: 3 });
    expect(result.current.pending).not.toBeNull();
    act(() => result.current.discard());
    expect(result.current.pending).toBeNull();
    expect(stored()).toBeNull();
  });

  it('drops a kept draft equal to the saved document instead of offering it', () => {
    draftStore.save(1, {
      section: 'story',
      uuid: '42',
      title: 'CHUVA',
      href: '/x',
      baseVersion: 3,
      document: { text: SAVED.text, slug: SAVED.slug },
    });
    const { result } = renderDraft(1, { saved: SAVED, current: SAVED, baseVersion: 3 });
    expect(result.current.pending).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps a different draft when the editor closes, and offers it on the next open', () => {
    const first = renderDraft(1, { saved: SAVED, current: SAVED, baseVersion: 3 });
    first.rerender({ saved: SAVED, current: EDITED, baseVersion: 3 });
    first.unmount();
    expect(stored()?.document).toEqual(EDITED);

    const second = renderDraft(1, { saved: SAVED, current: SAVED, baseVersion: 3 });
    expect(second.result.current.pending?.document).toEqual(EDITED);
    // Another reporter on the same computer is offered nothing.
    const other = renderDraft(2, { saved: SAVED, current: SAVED, baseVersion: 3 });
    expect(other.result.current.pending).toBeNull();
  });

  it('waits for the saved document before reading or writing anything', () => {
    draftStore.save(1, {
      section: 'story',
      uuid: '42',
      title: 'CHUVA',
      href: '/x',
      baseVersion: 2,
      document: EDITED,
    });
    const { result, rerender } = renderDraft(1, {
      saved: undefined,
      current: undefined,
      baseVersion: 0,
    });
    expect(result.current.pending).toBeNull();
    rerender({ saved: SAVED, current: SAVED, baseVersion: 3 });
    expect(result.current.pending?.document).toEqual(EDITED);
  });

  it('stops offering a draft discarded from the recovery panel', () => {
    draftStore.save(1, {
      section: 'story',
      uuid: '42',
      title: 'CHUVA',
      href: '/x',
      baseVersion: 2,
      document: EDITED,
    });
    const { result } = renderDraft(1, { saved: SAVED, current: SAVED, baseVersion: 3 });
    expect(result.current.pending).not.toBeNull();
    act(() => draftStore.clear(1, 'story', '42'));
    expect(result.current.pending).toBeNull();
  });
});
