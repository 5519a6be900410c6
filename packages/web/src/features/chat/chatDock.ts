import { CHAT_REOPEN_MS } from '@newsroom/domain';

/**
 * Which chat windows are docked at the bottom and which are minimised: one small store for the
 * whole app, kept in session storage so windows survive navigation and reloads of the tab.
 */

/** A docked chat window. */
export interface DockedChat {
  chatId: number;
  minimised: boolean;
}

/** The dock: its windows (oldest first) and whether the chat list is open. */
export interface DockState {
  windows: DockedChat[];
  launcherOpen: boolean;
}

const STORAGE_KEY = 'nrcs.chatDock';
const EMPTY: DockState = { windows: [], launcherOpen: false };

function load(): DockState {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as DockState | null;
    return stored && Array.isArray(stored.windows) ? { ...stored, launcherOpen: false } : EMPTY;
  } catch {
    return EMPTY;
  }
}

let state: DockState = load();
const listeners = new Set<() => void>();

function set(next: DockState): void {
  state = next;
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

const withWindows = (windows: DockedChat[]) => set({ ...state, windows });

/** The dock's operations (spec 3 §4). */
export const chatDock = {
  get: (): DockState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /**
   * Opens a chat. With other windows open it first minimises them all, waits
   * {@link CHAT_REOPEN_MS}, then opens this one (spec 3 §4), so the new window has the room.
   */
  open(chatId: number): Promise<void> {
    const others = state.windows.filter((w) => w.chatId !== chatId);
    const show = () =>
      withWindows([
        ...state.windows.filter((w) => w.chatId !== chatId),
        { chatId, minimised: false },
      ]);
    if (others.every((w) => w.minimised)) {
      show();
      return Promise.resolve();
    }
    chatDock.minimiseAll();
    return new Promise((resolve) =>
      setTimeout(() => {
        show();
        resolve();
      }, CHAT_REOPEN_MS),
    );
  },
  /** Docks a chat minimised (a message arrived in a chat not open), unless already docked. */
  dockMinimised(chatId: number): void {
    if (state.windows.some((w) => w.chatId === chatId)) return;
    withWindows([...state.windows, { chatId, minimised: true }]);
  },
  minimise(chatId: number): void {
    withWindows(state.windows.map((w) => (w.chatId === chatId ? { ...w, minimised: true } : w)));
  },
  minimiseAll(): void {
    withWindows(state.windows.map((w) => ({ ...w, minimised: true })));
  },
  close(chatId: number): void {
    withWindows(state.windows.filter((w) => w.chatId !== chatId));
  },
  setLauncherOpen(launcherOpen: boolean): void {
    set({ ...state, launcherOpen });
  },
  /** Forgets every window (sign-out). */
  reset(): void {
    set(EMPTY);
  },
};
