import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { LOCK_RENEW_INTERVAL_MS, type LockView, type RealtimeEvent } from '@newsroom/domain';
import { useDocumentLock } from './useDocumentLock';

const topicHandlers = vi.hoisted(() => new Map<string, (event: RealtimeEvent) => void>());
vi.mock('../realtime', () => ({
  useTopic: (topic: string, handler: (event: RealtimeEvent) => void) => {
    topicHandlers.set(topic, handler);
  },
}));

const MY_LOCK: LockView = {
  uuid: '0b7f4a52-6d0e-4c4f-9d1e-1f2a3b4c5d6e',
  entityType: 'story',
  entityId: '42',
  userId: 5,
  nickname: 'reporter',
  acquiredAt: '2024-05-01T10:00:00.000Z',
  expiresAt: '2024-05-01T10:05:00.000Z',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function push(action: RealtimeEvent['action'], data: unknown, id: string | null = '42') {
  act(() =>
    topicHandlers.get('entity_locker')!({
      seq: 1,
      topic: 'entity_locker',
      action,
      entity: 'story',
      id,
      data,
      version: null,
      originSession: 'other-session',
    } as RealtimeEvent),
  );
}

function renderLock(lock: LockView | null = MY_LOCK, lockedTo?: string | null) {
  return renderHook(
    (props: { lock: LockView | null }) =>
      useDocumentLock({ entityType: 'story', entityId: 42, lock: props.lock, lockedTo }),
    { initialProps: { lock } },
  );
}

describe('useDocumentLock', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    topicHandlers.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renews the lock on every interval while held', async () => {
    fetchMock.mockResolvedValue(json(200, { ...MY_LOCK, expiresAt: '2024-05-01T10:07:00.000Z' }));
    const { result } = renderLock();
    expect(result.current.status).toBe('held');

    await act(() => vi.advanceTimersByTimeAsync(LOCK_RENEW_INTERVAL_MS - 1));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/locks/${MY_LOCK.uuid}/renew`);
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('PUT');
    expect(result.current.lock?.expiresAt).toBe('2024-05-01T10:07:00.000Z');

    await act(() => vi.advanceTimersByTimeAsync(LOCK_RENEW_INTERVAL_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('held');
  });

  it('is lost when a renewal is refused with 412, and stops renewing', async () => {
    fetchMock.mockResolvedValue(
      json(412, {
        code: 'lock_lost',
        message: 'document:lockLost',
        details: { nickname: 'editor' },
      }),
    );
    const { result } = renderLock();
    await act(() => vi.advanceTimersByTimeAsync(LOCK_RENEW_INTERVAL_MS));
    expect(result.current.status).toBe('lost');
    expect(result.current.holderNickname).toBe('editor');
    await act(() => vi.advanceTimersByTimeAsync(LOCK_RENEW_INTERVAL_MS * 2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is lost when another user takes the document over', () => {
    const { result } = renderLock();
    // Our own user's lock of the document, and another document's take-over, change nothing.
    push('LOCK', { ...MY_LOCK, previousUserId: null });
    push('TAKE_OVER', { ...MY_LOCK, entityId: '43', userId: 9, nickname: 'editor' }, '43');
    expect(result.current.status).toBe('held');

    push('TAKE_OVER', { ...MY_LOCK, userId: 9, nickname: 'editor', previousUserId: 5 });
    expect(result.current).toMatchObject({ status: 'lost', holderNickname: 'editor' });
  });

  it('is lost when its lock is released elsewhere (lapsed, or cleared by an administrator)', () => {
    const { result } = renderLock();
    push('UNLOCK', { uuid: 'another-lock', entityType: 'story', entityId: '42' });
    expect(result.current.status).toBe('held');
    push('UNLOCK', { uuid: MY_LOCK.uuid, entityType: 'story', entityId: '42', expired: true });
    expect(result.current).toMatchObject({ status: 'lost', holderNickname: null });
  });

  it('releases a held lock when the editor closes, but never a lost one', () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const held = renderLock();
    held.unmount();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/locks/${MY_LOCK.uuid}`,
      expect.objectContaining({ method: 'DELETE', keepalive: true }),
    );

    fetchMock.mockClear();
    const lost = renderLock();
    push('TAKE_OVER', { ...MY_LOCK, userId: 9, nickname: 'editor', previousUserId: 5 });
    lost.unmount();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('holds again after a take-over replaces the lock', () => {
    const { result } = renderLock(null, 'editor');
    expect(result.current).toMatchObject({ status: 'none', holderNickname: 'editor' });
    push('UNLOCK', { uuid: MY_LOCK.uuid, entityType: 'story', entityId: '42' });
    expect(result.current.holderNickname).toBeNull();
    push('LOCK', { ...MY_LOCK, userId: 9, nickname: 'produtor' });
    expect(result.current.holderNickname).toBe('produtor');

    act(() => result.current.replace(MY_LOCK));
    expect(result.current).toMatchObject({ status: 'held', holderNickname: null, lock: MY_LOCK });
  });

  it('is lost when a save is refused for the lock, naming who took it', () => {
    const { result } = renderLock();
    act(() => result.current.markLost('editor'));
    expect(result.current).toMatchObject({ status: 'lost', holderNickname: 'editor' });
  });

  it('starts over when the editor loads a new lock', () => {
    const { result, rerender } = renderLock();
    push('TAKE_OVER', { ...MY_LOCK, userId: 9, nickname: 'editor', previousUserId: 5 });
    expect(result.current.status).toBe('lost');
    rerender({ lock: { ...MY_LOCK, acquiredAt: '2024-05-01T10:10:00.000Z' } });
    expect(result.current.status).toBe('held');
  });
});
