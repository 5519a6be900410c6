import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftStore, type DraftInput } from './draftStore';

const entry = (
  uuid: string,
  date: string,
  document: unknown = { slug: uuid },
): DraftInput<unknown> => ({
  section: 'story',
  uuid,
  title: `Story ${uuid}`,
  href: `/main?area=stories&story=${uuid}`,
  baseVersion: 1,
  document,
  date,
});

describe('draftStore', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('keeps drafts per user: one reporter never sees another one’s', () => {
    const store = createDraftStore();
    store.save(1, entry('10', '2024-05-01T10:00:00.000Z', { slug: 'CHUVA' }));
    store.save(2, entry('10', '2024-05-01T11:00:00.000Z', { slug: 'ENCHENTE' }));

    expect(store.load(1, 'story', '10')?.document).toEqual({ slug: 'CHUVA' });
    expect(store.load(2, 'story', '10')?.document).toEqual({ slug: 'ENCHENTE' });
    expect(store.list(1).map((d) => d.document)).toEqual([{ slug: 'CHUVA' }]);
    expect(store.list(3)).toEqual([]);

    store.clear(1, 'story', '10');
    expect(store.load(1, 'story', '10')).toBeNull();
    expect(store.load(2, 'story', '10')).not.toBeNull();
  });

  it('lists newest first, replaces a draft of the same document and dates it when not told', () => {
    const store = createDraftStore();
    store.save(1, entry('a', '2024-05-01T10:00:00.000Z'));
    store.save(1, entry('b', '2024-05-01T12:00:00.000Z'));
    store.save(1, { ...entry('a', '2024-05-01T11:00:00.000Z'), document: { slug: 'NOVO' } });
    expect(store.list(1).map((d) => d.uuid)).toEqual(['b', 'a']);
    expect(store.load(1, 'story', 'a')?.document).toEqual({ slug: 'NOVO' });

    const { date: _date, ...undated } = entry('c', '');
    store.save(1, undated);
    expect(Date.parse(store.load(1, 'story', 'c')!.date)).toBeGreaterThan(0);
  });

  it('keeps ids with separators apart and ignores unreadable values', () => {
    const store = createDraftStore();
    store.save(1, { ...entry('x:1', '2024-05-01T10:00:00.000Z'), section: 'a:b' });
    localStorage.setItem('nrcs.draft:1:story:broken', '{not json');
    expect(store.load(1, 'a:b', 'x:1')?.uuid).toBe('x:1');
    expect(store.list(1)).toHaveLength(1);
  });

  it('drops the oldest draft of the user beyond the cap', () => {
    const store = createDraftStore({ limit: 3 });
    store.save(1, entry('1', '2024-05-01T10:00:00.000Z'));
    store.save(1, entry('2', '2024-05-01T09:00:00.000Z'));
    store.save(1, entry('3', '2024-05-01T11:00:00.000Z'));
    store.save(2, entry('other', '2024-01-01T00:00:00.000Z'));
    store.save(1, entry('4', '2024-05-01T12:00:00.000Z'));

    expect(store.list(1).map((d) => d.uuid)).toEqual(['4', '3', '1']);
    // Replacing a kept draft drops nothing.
    store.save(1, entry('1', '2024-05-01T13:00:00.000Z'));
    expect(store.list(1).map((d) => d.uuid)).toEqual(['1', '4', '3']);
    expect(store.list(2)).toHaveLength(1);
  });

  it('makes room by dropping old drafts when the storage is full', () => {
    const store = createDraftStore();
    store.save(1, entry('old', '2024-05-01T10:00:00.000Z'));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    setItem.mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(store.save(1, entry('new', '2024-05-01T11:00:00.000Z'))).toBe(true);
    setItem.mockRestore();
    expect(store.list(1).map((d) => d.uuid)).toEqual(['new']);
  });

  it('tells subscribers of changes in this tab and in other tabs', () => {
    const store = createDraftStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.version();

    store.save(7, entry('9', '2024-05-01T10:00:00.000Z'));
    expect(listener).toHaveBeenLastCalledWith({ userId: 7, section: 'story', uuid: '9' });
    store.clear(7, 'story', '9');
    store.clear(7, 'story', '9');
    expect(listener).toHaveBeenCalledTimes(2);

    window.dispatchEvent(new StorageEvent('storage', { key: 'nrcs.draft:7:story:12' }));
    expect(listener).toHaveBeenLastCalledWith({ userId: 7, section: 'story', uuid: '12' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'nrcs.locale' }));
    expect(listener).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenLastCalledWith(null);
    expect(store.version()).toBe(before + 4);

    unsubscribe();
    store.save(7, entry('9', '2024-05-01T10:00:00.000Z'));
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
