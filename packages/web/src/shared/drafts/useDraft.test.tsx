import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { clientWrapper } from '../../test/clientWrapper';
import { ME_QUERY_KEY } from '../../features/auth';
import { draftStore } from './draftStore';
import { DRAFT_SAVE_DELAY_MS, useDraft, type UseDraftOptions } from './useDraft';
import type { Me } from '../../features/auth';
import { meFixture } from '../../test/meFixture';

interface Doc {
  slug: string;
  text: string;
}

const reporter = (id: number): Me =>
  meFixture({ id, name: `Reporter ${id}`, nickname: `reporter${id}`, email: `r${id}@example.com` });

const SAVED: Doc = { slug: 'CHUVA', text: 'Chove forte na capital.' };
const EDITED: Doc = { slug: 'CHUVA', text: 'Chove forte na capital desde cedo.' };

function wrapperFor(userId: number) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, reporter(userId));
  return clientWrapper(queryClient);
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

/** A draft kept by user 1 from an earlier visit: EDITED on version 2 unless told. */
const keepDraft = (kept: { baseVersion?: number; document?: Doc; date?: string } = {}) =>
  draftStore.save(1, {
    section: 'story',
    uuid: '42',
    title: 'CHUVA',
    href: '/x',
    baseVersion: 2,
    document: EDITED,
    ...kept,
  });

/** The editor's props: `current` typed over `saved` at `baseVersion`. */
const at = (baseVersion: number, current: Doc = SAVED, saved: Doc = SAVED): Props => ({
  saved,
  current,
  baseVersion,
});

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
    const { rerender } = renderDraft(1, at(3));
    rerender(at(3, EDITED));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1));
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(stored()).toMatchObject({ document: EDITED, baseVersion: 3, title: 'CHUVA' });
    expect(stored(2)).toBeNull();
  });

  it('stores at once when the page is hidden or closed', () => {
    const { rerender } = renderDraft(1, at(3));
    rerender(at(3, EDITED));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(stored()?.document).toEqual(EDITED);
  });

  it('clears the draft when the document equals the saved one again', () => {
    const { rerender } = renderDraft(1, at(3, EDITED));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored()).not.toBeNull();
    // Saved: the server's copy now matches the editor's.
    rerender(at(4, EDITED, EDITED));
    expect(stored()).toBeNull();
  });

  it('offers a kept draft found on open and never overwrites it until decided', () => {
    keepDraft({ date: '2024-04-30T22:00:00.000Z' });
    const { result, rerender } = renderDraft(1, at(3));
    expect(result.current.pending).toMatchObject({ document: EDITED, baseVersion: 2 });

    // Typing before deciding, and a page hide, leave the kept draft alone.
    rerender(at(3, { ...SAVED, text: 'outro' }));
    act(() => {
      vi.advanceTimersByTime(1000);
      window.dispatchEvent(new Event('pagehide'));
    });
    rerender(at(3));
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
    rerender(at(3, EDITED));
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(stored()?.document).toEqual(EDITED);
  });

  it('discards a pending draft', () => {
    keepDraft();
    const { result } = renderDraft(1, at(3));
    expect(result.current.pending).not.toBeNull();
    act(() => result.current.discard());
    expect(result.current.pending).toBeNull();
    expect(stored()).toBeNull();
  });

  it('drops a kept draft equal to the saved document instead of offering it', () => {
    keepDraft({ baseVersion: 3, document: { text: SAVED.text, slug: SAVED.slug } });
    const { result } = renderDraft(1, at(3));
    expect(result.current.pending).toBeNull();
    expect(stored()).toBeNull();
  });

  it('keeps a different draft when the editor closes, and offers it on the next open', () => {
    const first = renderDraft(1, at(3));
    first.rerender(at(3, EDITED));
    first.unmount();
    expect(stored()?.document).toEqual(EDITED);

    const second = renderDraft(1, at(3));
    expect(second.result.current.pending?.document).toEqual(EDITED);
    // Another reporter on the same computer is offered nothing.
    const other = renderDraft(2, at(3));
    expect(other.result.current.pending).toBeNull();
  });

  it('waits for the saved document before reading or writing anything', () => {
    keepDraft();
    const { result, rerender } = renderDraft(1, {
      saved: undefined,
      current: undefined,
      baseVersion: 0,
    });
    expect(result.current.pending).toBeNull();
    rerender(at(3));
    expect(result.current.pending?.document).toEqual(EDITED);
  });

  it('stops offering a draft discarded from the recovery panel', () => {
    keepDraft();
    const { result } = renderDraft(1, at(3));
    expect(result.current.pending).not.toBeNull();
    act(() => draftStore.clear(1, 'story', '42'));
    expect(result.current.pending).toBeNull();
  });
});
