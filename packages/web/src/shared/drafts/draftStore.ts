/**
 * The unsaved cache (spec 1 §3 "unsaved cache entry", §9 "unsaved cache limit 10000"): drafts of
 * documents kept in localStorage so a reload or a crash loses nothing. Each draft has its own key
 * `nrcs.draft:<userId>:<section>:<uuid>`, so a keystroke rewrites one small value, and a shared
 * newsroom computer never lists one reporter's drafts to another.
 *
 * Pitfalls: localStorage may be missing (privacy mode) or full; both leave the store a no-op
 * rather than break the editor. Other tabs learn of changes through the `storage` event.
 */

/** One kept draft. */
export interface DraftEntry<T> {
  /** The kind of document: `story`, `reportage`, `guideline`… */
  section: string;
  /** The document's id within its section. */
  uuid: string;
  /** What the recovery panel shows (the slug, or the document's name). */
  title: string;
  /** Where the recovery panel's Open goes. */
  href: string;
  /** The document version the draft was edited from (a save may meet 409 if it moved on). */
  baseVersion: number;
  /** The unsaved document itself. */
  document: T;
  /** When the draft was stored (ISO). */
  date: string;
}

/** A draft to store; the date defaults to now. */
export type DraftInput<T> = Omit<DraftEntry<T>, 'date'> & { date?: string };

/** What changed: one draft, or (null) possibly everything (storage cleared elsewhere). */
export type DraftChange = { userId: number; section: string; uuid: string } | null;

/** The unsaved cache's operations. */
export interface DraftStore {
  /** Stores (or replaces) a draft of the user; returns false when the browser refused it. */
  save<T>(userId: number, entry: DraftInput<T>): boolean;
  /** The user's draft of one document, or null. */
  load<T>(userId: number, section: string, uuid: string): DraftEntry<T> | null;
  /** Drops the user's draft of one document (no-op when there is none). */
  clear(userId: number, section: string, uuid: string): void;
  /** The user's drafts, newest first. */
  list(userId: number): DraftEntry<unknown>[];
  /** Calls `listener` on every change, in this tab or another; returns the unsubscribe. */
  subscribe(listener: (change: DraftChange) => void): () => void;
  /** A number that grows with every change (a snapshot for useSyncExternalStore). */
  version(): number;
}

/** Most drafts kept per user; saving one more drops the oldest. */
export const DRAFT_LIMIT = 10_000;

const PREFIX = 'nrcs.draft:';
/** How many oldest drafts a full storage may drop to make room for a new one. */
const QUOTA_RETRIES = 20;

function userPrefix(userId: number): string {
  return `${PREFIX}${userId}:`;
}

function keyOf(userId: number, section: string, uuid: string): string {
  return `${userPrefix(userId)}${encodeURIComponent(section)}:${encodeURIComponent(uuid)}`;
}

function changeOf(key: string): DraftChange {
  const match = /^nrcs\.draft:(\d+):([^:]*):([^:]*)$/.exec(key);
  if (!match) return null;
  return {
    userId: Number(match[1]),
    section: decodeURIComponent(match[2]!),
    uuid: decodeURIComponent(match[3]!),
  };
}

function isDraftEntry(value: unknown): value is DraftEntry<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.section === 'string' &&
    typeof entry.uuid === 'string' &&
    typeof entry.date === 'string' &&
    'document' in entry
  );
}

function parse(text: string | null): DraftEntry<unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isDraftEntry(value) ? value : null;
  } catch {
    return null;
  }
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Options of {@link createDraftStore} (tests pass a small limit). */
export interface DraftStoreOptions {
  storage?: () => Storage | null;
  limit?: number;
}

/** Creates an unsaved cache over a Storage; the app uses the single {@link draftStore}. */
export function createDraftStore(options: DraftStoreOptions = {}): DraftStore {
  const storageOf = options.storage ?? defaultStorage;
  const limit = options.limit ?? DRAFT_LIMIT;
  const listeners = new Set<(change: DraftChange) => void>();
  let changes = 0;

  function notify(change: DraftChange): void {
    changes += 1;
    for (const listener of [...listeners]) listener(change);
  }

  function handleStorage(event: StorageEvent): void {
    if (event.key === null) notify(null);
    else if (event.key.startsWith(PREFIX)) notify(changeOf(event.key));
  }

  /** The user's keys with their dates, oldest first. */
  function keysByAge(storage: Storage, userId: number): { key: string; date: string }[] {
    const prefix = userPrefix(userId);
    const found: { key: string; date: string }[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null || !key.startsWith(prefix)) continue;
      found.push({ key, date: parse(storage.getItem(key))?.date ?? '' });
    }
    return found.sort((a, b) => a.date.localeCompare(b.date));
  }

  function dropOldest(storage: Storage, userId: number, count: number): void {
    for (const { key } of keysByAge(storage, userId).slice(0, Math.max(count, 0))) {
      storage.removeItem(key);
    }
  }

  function list(userId: number): DraftEntry<unknown>[] {
    const storage = storageOf();
    if (!storage) return [];
    const prefix = userPrefix(userId);
    const entries: DraftEntry<unknown>[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key === null || !key.startsWith(prefix)) continue;
      const entry = parse(storage.getItem(key));
      if (entry) entries.push(entry);
    }
    return entries.sort((a, b) => b.date.localeCompare(a.date));
  }

  return {
    save<T>(userId: number, input: DraftInput<T>): boolean {
      const storage = storageOf();
      if (!storage) return false;
      const entry: DraftEntry<T> = { ...input, date: input.date ?? new Date().toISOString() };
      const key = keyOf(userId, entry.section, entry.uuid);
      const text = JSON.stringify(entry);
      try {
        if (storage.getItem(key) === null) {
          dropOldest(storage, userId, keysByAge(storage, userId).length - limit + 1);
        }
      } catch {
        return false;
      }
      for (let attempt = 0; attempt <= QUOTA_RETRIES; attempt += 1) {
        try {
          storage.setItem(key, text);
          notify({ userId, section: entry.section, uuid: entry.uuid });
          return true;
        } catch {
          // Full: make room with the oldest draft that is not this one, then try again.
          const oldest = keysByAge(storage, userId).find((item) => item.key !== key);
          if (!oldest) return false;
          storage.removeItem(oldest.key);
        }
      }
      return false;
    },

    load<T>(userId: number, section: string, uuid: string): DraftEntry<T> | null {
      const storage = storageOf();
      if (!storage) return null;
      return parse(storage.getItem(keyOf(userId, section, uuid))) as DraftEntry<T> | null;
    },

    clear(userId: number, section: string, uuid: string): void {
      const storage = storageOf();
      const key = keyOf(userId, section, uuid);
      if (!storage || storage.getItem(key) === null) return;
      storage.removeItem(key);
      notify({ userId, section, uuid });
    },

    list,

    subscribe(listener: (change: DraftChange) => void): () => void {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', handleStorage);
        // Other tabs may have written while nobody listened: snapshots read again.
        changes += 1;
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', handleStorage);
        }
      };
    },

    version: () => changes,
  };
}

/** The page's unsaved cache over localStorage. */
export const draftStore: DraftStore = createDraftStore();
