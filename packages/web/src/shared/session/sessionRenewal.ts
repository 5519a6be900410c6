/**
 * Calls that replace the session cookie (a password change ends every session and opens a
 * new one for this browser). The server then closes the old socket with 1008, which must
 * not be read as an expired session before such a call has settled.
 */
const pending = new Set<Promise<unknown>>();

/** Registers a call that may renew the session; returns it unchanged. */
export function trackSessionRenewal<T>(call: Promise<T>): Promise<T> {
  pending.add(call);
  const forget = () => {
    pending.delete(call);
  };
  call.then(forget, forget);
  return call;
}

/** Resolves once every call that may renew the session has settled. */
export async function sessionRenewalsSettled(): Promise<void> {
  await Promise.allSettled([...pending]);
}
