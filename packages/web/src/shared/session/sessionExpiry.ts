/**
 * The session-expired flow is started from places that know nothing of React (the fetch
 * wrapper on a 401, the socket on a 1008 close); the shell listens here and does the rest:
 * clear the user, go to /login with a redirect, tell the user.
 */

/** Why the session is considered over. */
export interface SessionExpiry {
  /** What noticed it. */
  source: 'http' | 'socket';
  /** Technical details the user may copy (status, code, close reason). */
  details: string;
}

type SessionExpiryListener = (expiry: SessionExpiry) => void;

const listeners = new Set<SessionExpiryListener>();

/** Registers a listener; returns the function that removes it. */
export function onSessionExpired(listener: SessionExpiryListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Announces that the session is over. */
export function reportSessionExpired(expiry: SessionExpiry): void {
  for (const listener of [...listeners]) listener(expiry);
}
