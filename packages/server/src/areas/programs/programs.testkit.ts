import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Permissions, Program, ProgramSummary } from '@newsroom/domain';
import type { AreaRegistry } from '../../platform/areas/manifest';
import { devices } from '../../platform/db/schema';
import { injectAs, type TestMethod } from '../../test/injectAs';
import { createUser, loginCookie, startTestApp, testClock, type TestApp } from '../../test/testApp';
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase';

/** A name no other test uses. */
export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

export const idsOf = (list: { id: number }[]) => list.map((p) => p.id);

/**
 * One app and database for a programs test file, with a program writer and a program
 * administrator signed in; filled before the file's tests run.
 */
export class ProgramsKit {
  tdb!: TestDatabase;
  t!: TestApp;
  writerCookie!: string;
  programAdminCookie!: string;

  call = (method: TestMethod, url: string, cookie: string | null, payload?: unknown) =>
    injectAs(this.t.app, method, url, cookie, payload);

  /** A new user and her session cookie. */
  cookieOf = async (
    options: { permissions?: Permissions; groupIds?: number[]; isRoot?: boolean } = {},
  ) => {
    const user = await createUser(this.tdb.database, options);
    return { user, cookie: await loginCookie(this.t.app, user.nickname) };
  };

  /** Creates a program (06:00 to 07:00 unless given) as the writer. */
  makeProgram = async (payload: Record<string, unknown>): Promise<Program> => {
    const response = await this.call('POST', '/api/programs', this.writerCookie, {
      start: '06:00',
      end: '07:00',
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Program>();
  };

  programCount = async (): Promise<number> =>
    (await this.call('GET', '/api/programs', this.writerCookie)).json<ProgramSummary[]>().length;

  /** A device of a kind, straight in the table (device administration is tested in its area). */
  makeDevice = async (type: 'CG' | 'PLAYOUT' | 'TP' | 'MAM'): Promise<number> => {
    const [row] = await this.tdb.database.db
      .insert(devices)
      .values({ name: unique(`Device ${type}`), type, protocol: 'MOS', enabled: false })
      .returning({ id: devices.id });
    return row!.id;
  };
}

/**
 * A {@link ProgramsKit} started before the file's tests and closed after them; `areas` replaces
 * every area's hooks.
 */
export function useProgramsKit(areas?: AreaRegistry): ProgramsKit {
  const kit = new ProgramsKit();
  beforeAll(async () => {
    kit.tdb = await createTestDatabase();
    kit.t = await startTestApp(kit.tdb.database, testClock(), {}, areas);
    const writer = await createUser(kit.tdb.database, { permissions: { program: 'write' } });
    kit.writerCookie = await loginCookie(kit.t.app, writer.nickname);
    const programAdmin = await createUser(kit.tdb.database, { permissions: { program: 'admin' } });
    kit.programAdminCookie = await loginCookie(kit.t.app, programAdmin.nickname);
  });
  afterAll(async () => {
    await kit.t.close();
    await kit.tdb.drop();
  });
  return kit;
}
