import type { MessageApi } from './messageContext';

/** What one short message of antd's API returns (a close function one can await). */
type MessageHandle = ReturnType<MessageApi['success']>;

/** What a held call returns: nobody closes or awaits a message before antd's API is here. */
const closed = Promise.resolve(true);
const HELD: MessageHandle = Object.assign(() => undefined, { then: closed.then.bind(closed) });

/** A message API handed out at once, and the way to connect antd's own to it. */
export interface MessageRelay {
  api: MessageApi;
  bind: (api: MessageApi | null) => void;
}

/**
 * A stand-in for antd's message API: antd's loads with its first message (`onWanted`), and calls
 * made before it is here are held and replayed in order, so screens call `useMessage()` as ever.
 */
export function createMessageRelay(onWanted: () => void): MessageRelay {
  let bound: MessageApi | null = null;
  const held: ((api: MessageApi) => void)[] = [];
  const hold = (call: (api: MessageApi) => void) => {
    held.push(call);
    onWanted();
  };
  const relay =
    (method: 'info' | 'success' | 'error' | 'warning' | 'loading'): MessageApi['success'] =>
    (...args) => {
      if (bound) return bound[method](...args);
      hold((api) => api[method](...args));
      return HELD;
    };
  const api: MessageApi = {
    info: relay('info'),
    success: relay('success'),
    error: relay('error'),
    warning: relay('warning'),
    loading: relay('loading'),
    open: (args) => {
      if (bound) return bound.open(args);
      hold((api) => api.open(args));
      return HELD;
    },
    destroy: (key) => (bound ? bound.destroy(key) : hold((api) => api.destroy(key))),
  };
  return {
    api,
    bind: (next) => {
      bound = next;
      if (next) for (const call of held.splice(0)) call(next);
    },
  };
}
