/** The code startRoute asks for at start-up (shell, /main, the area's page); settled when loaded. */
let startUpCode: Promise<unknown> = Promise.resolve();

/** Called by startRoute with the loads it started. */
export function setStartUpCode(loads: Promise<unknown>): void {
  startUpCode = loads.catch(() => undefined);
}

/** Settles once the opened route's code has loaded (at once when none was asked for). */
export function startUpCodeLoaded(): Promise<unknown> {
  return startUpCode;
}
