/**
 * Why the user is signed out, so the route guard knows whether to keep a redirect: after an
 * expired session the user comes back to where they were; after a logout they start afresh.
 */
export type AuthExit = 'logout' | 'expired' | null;

let lastExit: AuthExit = null;

/** Records why the session ended. */
export function markAuthExit(exit: AuthExit): void {
  lastExit = exit;
}

/** Why the last session ended (null after a login or before any session). */
export function lastAuthExit(): AuthExit {
  return lastExit;
}
