import { DEVICE_RULES, DomainError, ruleViolation } from '@newsroom/domain';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mosCalls } from '../../platform/db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';
import type { MosCallKind } from './mos.calls';
import { abandonedCallsJob, MosForwarding } from './mos.forward';
import { MosUnreachable } from './mos.links';

/**
 * Forwarded MOS calls: a caller's call reaches the instance serving its device through the
 * database, its answer or error comes back as the leader gave it, and without a leader it ends
 * unreachable.
 */

const log = pino({ level: 'silent' });
/** Deadline of the calls that must end unreachable: nothing serves them, so it is waited out. */
const SHORT_DEADLINE_MS = 400;
/** Deadline of the calls that are served: generous, so a loaded machine does not fail them. */
const DEADLINE_MS = 10_000;
let tdb: TestDatabase;
let leader: MosForwarding;
let caller: MosForwarding;
/** A caller that gives up soon, for the calls no instance serves. */
let hasty: MosForwarding;
const ran: MosCallKind[] = [];

/** The leader's calls: `test` answers a status, `state` refuses, `search` finds no device. */
async function runner(kind: MosCallKind, input: unknown): Promise<unknown> {
  ran.push(kind);
  if (kind === 'test') return { deviceId: (input as { deviceId: number }).deviceId };
  if (kind === 'state') throw ruleViolation('rundown:notMos', { rundown: 7 });
  if (kind === 'search') throw new MosUnreachable('not connected');
  return null;
}

beforeAll(async () => {
  tdb = await createTestDatabase();
  leader = new MosForwarding(tdb.database, DEADLINE_MS, log);
  caller = new MosForwarding(tdb.database, DEADLINE_MS, log);
  hasty = new MosForwarding(tdb.database, SHORT_DEADLINE_MS, log);
  await leader.start();
  await caller.start();
  await hasty.start();
});
afterAll(async () => {
  await leader.stop();
  await caller.stop();
  await hasty.stop();
  await tdb.drop();
});

const rows = () => tdb.database.db.select().from(mosCalls);

describe('forwarded MOS calls', () => {
  it('ends unreachable, naming the device, when no instance serves; the row is gone', async () => {
    const call = hasty.forward('test', { deviceId: 3 }, 'Playout A');
    await expect(call).rejects.toThrow(DomainError);
    await expect(call).rejects.toMatchObject({
      code: 'rule_violation',
      message: DEVICE_RULES.unreachable,
      details: { device: 'Playout A' },
    });
    expect(await rows()).toEqual([]);
  });

  it('serves a call written before the leader served (its sweep)', async () => {
    const call = caller.forward('test', { deviceId: 4 }, 'Playout A');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual([]);
    leader.serve(runner);
    await expect(call).resolves.toEqual({ deviceId: 4 });
  });

  it('answers what the leader answered, its refusals and unreachable devices alike', async () => {
    await expect(caller.forward('test', { deviceId: 5 }, 'Playout A')).resolves.toEqual({
      deviceId: 5,
    });
    await expect(
      caller.forward('requestSync', { device: { id: 1, name: 'X' } }, 'X'),
    ).resolves.toBe(null);
    await expect(caller.forward('state', { rundownId: 7 as never }, 'MOS')).rejects.toMatchObject({
      code: 'rule_violation',
      message: 'rundown:notMos',
      details: { rundown: 7 },
    });
    await expect(
      caller.forward('search', { device: { id: 1, name: 'X' }, query: {} as never }, 'X'),
    ).rejects.toThrow(MosUnreachable);
    expect(await rows()).toEqual([]);
  });

  it('serves a call for a device only on the instance leading that device', async () => {
    const other = new MosForwarding(tdb.database, DEADLINE_MS, log);
    await other.start();
    try {
      const ranOnOther: unknown[] = [];
      other.serve(
        async (_kind, input) => {
          ranOnOther.push(input);
          return { on: 'other' };
        },
        (deviceId) => deviceId === 8,
      );
      leader.serve(runner, (deviceId) => deviceId !== 8);
      await expect(caller.forward('test', { deviceId: 8 }, 'Playout B', 8)).resolves.toEqual({
        on: 'other',
      });
      await expect(caller.forward('test', { deviceId: 7 }, 'Playout A', 7)).resolves.toEqual({
        deviceId: 7,
      });
      expect(ranOnOther).toEqual([{ deviceId: 8 }]);
    } finally {
      await other.stop();
      leader.serve(runner);
    }
  });

  it('stops serving when the leader steps down', async () => {
    leader.serve(null);
    const before = ran.length;
    await expect(hasty.forward('test', { deviceId: 6 }, 'Playout A')).rejects.toMatchObject({
      message: DEVICE_RULES.unreachable,
    });
    expect(ran.length).toBe(before);
  });

  it('purges on schedule the rows of callers that died, keeping the recent ones', async () => {
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await tdb.database.db.insert(mosCalls).values([
      { kind: 'test', input: { deviceId: 8 }, createdAt: minutesAgo(30) },
      { kind: 'test', input: { deviceId: 9 }, createdAt: minutesAgo(1) },
    ]);
    await tdb.database.db.transaction((tx) => abandonedCallsJob.run(tx, now));
    expect((await rows()).map((row) => row.input)).toEqual([{ deviceId: 9 }]);
    await tdb.database.db.delete(mosCalls);
  });
});
