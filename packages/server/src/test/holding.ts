import type { Db, Tx } from '../platform/db/client';

/**
 * Runs `write` in a transaction of its own on `db` and keeps that transaction open, its locks
 * held, until `end` (which commits it; calling it again changes nothing).
 */
export async function holding(
  db: Db,
  write: (tx: Tx) => Promise<unknown>,
): Promise<{ end(): Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = () => {};
  const holds = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction(async (tx) => {
    await write(tx);
    held();
    await released;
  });
  await Promise.race([holds, done]);
  return {
    async end() {
      release();
      await done;
    },
  };
}
